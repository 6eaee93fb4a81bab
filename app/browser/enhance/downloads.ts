import { FORM_PATH_FIELD } from "../../../shared/downloads-api";
import { DOWNLOADS_URL } from "../../../shared/home-api";
import { localeFromHtmlLang } from "../../shared/locales";
import {
  COPY_LABEL_ATTRIBUTE,
  COPY_STATE_ATTRIBUTE,
  type CopyState,
  DOWNLOADS_ATTRIBUTE,
  DOWNLOADS_PARTS,
  SEND_ACTION_ATTRIBUTE,
  SEND_ADDRESS_ATTRIBUTE,
  type SendAction,
} from "../../shared/markup/attributes";
import { type DownloadFailure, startDownload } from "./download-request";
import { markVisitorOs } from "./visitor-os";

/** An attachment download does not unload the page, so the busy state ends by itself once the browser has it. */
const BUSY_MS = 1500;

const section = () => document.querySelector<HTMLElement>(`[${DOWNLOADS_ATTRIBUTE}]`);

/**
 * The downloads page's behaviour on its server-rendered list: the visitor's system marked on a
 * page that came in by a language switch (a full load has its head script for that,
 * visitor-os.ts), and download forms that ask for their link as JSON (docs/api.md), so the page
 * can show that it is busy and, when the download fails, say why next to the button and stay. Without
 * this, the forms post and the server answers 303 to the file, or the page again with the refusal.
 */
export function enhanceDownloads(within: ParentNode): void {
  if (within.querySelector(`[${DOWNLOADS_ATTRIBUTE}]`)) markVisitorOs();
}

export function enhanceDownloadForms(signal?: AbortSignal): void {
  document.addEventListener(
    "submit",
    (event) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement) || new URL(form.action, location.href).pathname !== DOWNLOADS_URL) return;
      event.preventDefault();
      const button = form.querySelector("button");
      const path = new FormData(form).get(FORM_PATH_FIELD);
      if (!button || typeof path !== "string" || button.getAttribute("aria-busy") === "true") return;
      // By its busy words, not its role: the phone notice above the cards has a status line of its own.
      const status = section()?.querySelector<HTMLElement>(`[${DOWNLOADS_PARTS.busyText}]`);
      const failure = failureLine();
      if (failure) putAway(failure);
      button.setAttribute("aria-busy", "true");
      if (status) status.textContent = status.getAttribute(DOWNLOADS_PARTS.busyText) ?? "";
      const done = () => {
        button.removeAttribute("aria-busy");
        if (status) status.textContent = "";
      };
      void startDownload(path, localeFromHtmlLang(document.documentElement.lang) ?? "en").then((failed) => {
        if (!failed) return void setTimeout(done, BUSY_MS);
        done();
        if (failure) say(failure, form, failed);
      });
    },
    { signal },
  );
  // The failure line covers what follows its button, so any other tap, focus or Escape puts it away.
  const putAwayUnlessWithin = (event: Event) => {
    const failure = failureLine();
    if (failure && !failure.hidden && !(event.target instanceof Node && failure.parentElement?.contains(event.target))) putAway(failure);
  };
  document.addEventListener("click", putAwayUnlessWithin, { signal });
  document.addEventListener("focusin", putAwayUnlessWithin, { signal });
  document.addEventListener("keydown", (event) => event.key === "Escape" && putAwayUnlessWithin(event), { signal });
}

const failureLine = () => section()?.querySelector<HTMLElement>(`[${DOWNLOADS_PARTS.failure}]`) ?? null;

function putAway(failure: HTMLElement): void {
  failure.hidden = true;
  failure.textContent = "";
}

/**
 * Moves the failure line under the form's button and says why there. It is shown empty first and
 * given its words in the next frame, so a screen reader announces them again on a second failure.
 */
function say(failure: HTMLElement, form: HTMLFormElement, why: DownloadFailure): void {
  const words =
    why.kind === "said"
      ? why.sentence
      : (failure.getAttribute(DOWNLOADS_PARTS.failureWords[why.kind]) ?? "").replace("{seconds}", why.kind === "retry" ? String(why.seconds) : "");
  form.append(failure);
  failure.hidden = false;
  requestAnimationFrame(() => {
    failure.textContent = words;
  });
}

/**
 * The phone notice's Share and Copy link buttons (SendToComputer.tsx), which the head script
 * shows only where the browser has navigator.share or the clipboard. Copying swaps the button's
 * words for "copied" (or "couldn't copy") in place, and says the same in the notice's status line
 * for screen readers (emptied first, so a second tap is announced again). A cancelled share sheet is no error, so nothing is said.
 */
export function enhanceSendToComputer(signal?: AbortSignal): void {
  document.addEventListener(
    "click",
    (event) => {
      const button = event.target instanceof Element ? event.target.closest<HTMLButtonElement>(`button[${SEND_ACTION_ATTRIBUTE}]`) : null;
      const notice = button?.closest<HTMLElement>(`[${SEND_ADDRESS_ATTRIBUTE}]`);
      const address = notice?.getAttribute(SEND_ADDRESS_ATTRIBUTE);
      if (!button || !notice || !address) return;
      const action = button.getAttribute(SEND_ACTION_ATTRIBUTE) as SendAction;
      if (action === "share") {
        navigator.share?.({ title: document.title, url: address }).catch(() => undefined);
        return;
      }
      // The words stay: the button still copies on another tap, and says it again.
      const say = (state: CopyState) => {
        const status = notice.querySelector('[role="status"]');
        if (status) status.textContent = "";
        button.setAttribute(COPY_STATE_ATTRIBUTE, state);
        const words = button.querySelector(`[${COPY_LABEL_ATTRIBUTE}="${state}"]`)?.textContent ?? "";
        requestAnimationFrame(() => {
          if (status) status.textContent = words;
        });
      };
      void navigator.clipboard.writeText(address).then(
        () => say("copied"),
        () => say("failed"),
      );
    },
    { signal },
  );
}
