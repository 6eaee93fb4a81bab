import { Mail, MessageCircle, MessagesSquare, Phone } from "lucide-react";
import { useId } from "react";
import type { SupportCopy } from "../../../content/types";
import { telUrl, whatsappUrl } from "../../config/contact-links";
import { useFrame } from "../../i18n/frame-context";
import { Prose } from "../../i18n/word-breaks";
import { NewTabLink } from "./NewTabLink";
import { SupportCard } from "./SupportCard";

/** Looks unavailable on purpose: the chat button is on the card but has nowhere to go yet. */
export const UNAVAILABLE = "btn cursor-not-allowed border-2 border-dashed border-ink-300 bg-ink-50 text-ink-700";
const LINK = "inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** Chat, WhatsApp, phone and e-mail. The menu's "klantenservice" and "contact" entries land here. */
export function ContactCard({ contact }: { contact: SupportCopy["contact"] }) {
  const { site } = useFrame();
  const chatNoteId = useId();
  return (
    <div id="klantenservice" className="flex md:col-span-2">
      <SupportCard id="contact" icon={MessagesSquare} title={contact.title} text={contact.text} className="w-full">
        <div className="grid w-full gap-6 sm:grid-cols-2">
          <div className="sm:row-span-2">
            <h3 className="font-bold text-ink-900">{contact.chat.title}</h3>
            {site.chatUrl ? (
              <NewTabLink href={site.chatUrl} className="btn btn-primary mt-3">
                {contact.chat.button}
              </NewTabLink>
            ) : (
              // The button goes nowhere until a chat exists; it says so instead of failing silently.
              <>
                <button type="button" aria-disabled="true" aria-describedby={chatNoteId} className={`${UNAVAILABLE} mt-3`}>
                  <MessageCircle aria-hidden="true" className="size-5" />
                  {contact.chat.button}
                </button>
                <p id={chatNoteId} className="mt-2 text-sm text-ink-700">
                  <Prose text={contact.chat.unavailable} />
                </p>
              </>
            )}
          </div>
          <div>
            <h3 className="font-bold text-ink-900">{contact.whatsapp.title}</h3>
            <p className="mt-3 grid gap-2">
              <NewTabLink href={whatsappUrl(site.phone)} className={LINK}>
                {contact.whatsapp.whatsappLink}
              </NewTabLink>
              <a href={telUrl(site.phone)} className={LINK}>
                <Phone aria-hidden="true" className="size-4 shrink-0" />
                <span className="whitespace-nowrap">
                  <span className="sr-only">{contact.whatsapp.phoneLink} </span>
                  {site.phone}
                </span>
              </a>
            </p>
          </div>
          <div>
            <h3 className="font-bold text-ink-900">{contact.email.title}</h3>
            <p className="mt-3">
              <a href={`mailto:${site.email}`} className={LINK}>
                <Mail aria-hidden="true" className="size-4 shrink-0" />
                {/* A narrow phone wraps the address after its "@": a hyphen drawn inside it could be typed along. */}
                <span>
                  {site.email.slice(0, site.email.indexOf("@") + 1)}
                  <wbr />
                  {site.email.slice(site.email.indexOf("@") + 1)}
                </span>
              </a>
            </p>
          </div>
        </div>
      </SupportCard>
    </div>
  );
}
