import { Check, Copy, Mail, MonitorSmartphone, Share } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import { COPY_LABEL_ATTRIBUTE, type CopyState, SEND_ACTION_ATTRIBUTE, SEND_ADDRESS_ATTRIBUTE } from "../../shared/markup/attributes";
import { fill } from "./format";

interface SendToComputerProps {
  copy: DownloadsCopy["sendToComputer"];
  /** The page's canonical address in its language: what is shared, copied and mailed. */
  address: string;
}

/** A mail to oneself (RFC 6068): no recipient, so the mail app asks or fills in the visitor's own address. */
function mailToSelf(copy: Pick<DownloadsCopy["sendToComputer"], "mailSubject" | "mailBody">, address: string): string {
  const body = fill(copy.mailBody, { url: address }).replace(/\r?\n/g, "\r\n");
  return `mailto:?subject=${encodeURIComponent(copy.mailSubject)}&body=${encodeURIComponent(body)}`;
}

/*
 * Whole class names, so Tailwind finds them; copy-state is COPY_STATE_ATTRIBUTE (app/shared/markup/attributes.ts).
 * Each label of the copy button sits in one grid cell, so the button has its widest label's size and nothing moves when the words change.
 */
const LABEL = "col-start-1 row-start-1 inline-flex items-center justify-center gap-2";
const IDLE = `${LABEL} group-data-[copy-state]:invisible`;
const COPIED = `${LABEL} invisible group-data-[copy-state=copied]:visible`;
const FAILED = `${LABEL} invisible group-data-[copy-state=failed]:visible`;
const copyLabel = (state: CopyState) => ({ [COPY_LABEL_ATTRIBUTE]: state });

/**
 * Above the cards on a phone or tablet, which can install neither: the software runs on a
 * computer, and three ways to get this page there. The mail link works without JavaScript;
 * Share and Copy link need the browser's script (app/browser/enhance/downloads.ts) and show only where
 * the head script found that the browser can do them (app/browser/enhance/visitor-os.ts), before the first paint.
 * Whether the notice shows at all is CSS (`visitor-handheld` in app/app.css), so the cached HTML
 * is the same for every visitor and nothing moves when the script refines the guess.
 */
export function SendToComputer({ copy, address }: SendToComputerProps) {
  return (
    <aside
      aria-labelledby="send-to-computer"
      className="mb-10 hidden rounded-card border-2 border-ink-100 bg-cream-100 p-5 visitor-handheld:block"
      {...{ [SEND_ADDRESS_ATTRIBUTE]: address }}
    >
      <h2 id="send-to-computer" className="flex items-center gap-3 text-xl font-bold text-ink-900">
        <MonitorSmartphone aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
        {copy.title}
      </h2>
      <p className="mt-2 text-ink-800">{copy.text}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn btn-primary hidden visitor-can-share:inline-flex" {...{ [SEND_ACTION_ATTRIBUTE]: "share" }}>
          <Share aria-hidden="true" className="size-5" />
          {copy.share}
        </button>
        <button type="button" className="group btn btn-secondary hidden visitor-can-copy:inline-grid" {...{ [SEND_ACTION_ATTRIBUTE]: "copy" }}>
          <span className={IDLE}>
            <Copy aria-hidden="true" className="size-5" />
            {copy.copy}
          </span>
          <span className={COPIED} {...copyLabel("copied")}>
            <Check aria-hidden="true" className="size-5" />
            {copy.copied}
          </span>
          <span className={FAILED} {...copyLabel("failed")}>
            {copy.copyFailed}
          </span>
        </button>
        <a href={mailToSelf(copy, address)} className="btn btn-secondary">
          <Mail aria-hidden="true" className="size-5" />
          {copy.mail}
        </a>
      </div>
      {/* What the copy button now shows, said once by screen readers (app/browser/enhance/downloads.ts fills it). */}
      <p role="status" className="sr-only" />
    </aside>
  );
}
