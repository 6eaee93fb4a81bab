import { ArrowRight, BookOpen, Handshake, MapPin, MonitorPlay } from "lucide-react";
import type { SupportCopy } from "../../../content/types";
import { useFrame } from "../../i18n/frame-context";
import { pathOf } from "../../shared/route-table";
import { ContactCard, UNAVAILABLE } from "./ContactCard";
import { NewTabLink } from "./NewTabLink";
import { SupportCard } from "./SupportCard";

const LINK = "inline-flex items-center gap-2 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800";

/** The five support cards, in a fixed order: help centre, demo, address, contact, partners. */
/**
 * Two across (md) the contact card takes a whole row, so the address card before it and the
 * partners card after it would each sit beside a hole: they take a whole row too. Three across
 * (lg) every row is full as it is.
 */
const ALONE_ON_TWO_COLUMNS = "md:col-span-2 lg:col-span-1";

export function SupportCards({ copy }: { copy: SupportCopy }) {
  const { site } = useFrame();
  const { helpCentre, demo, address, contact, partners } = copy;
  return (
    <section aria-label={copy.cardsLabel} className="py-14 sm:py-20">
      <div className="container-page grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <SupportCard id="helpcentrum" icon={BookOpen} title={helpCentre.title} text={helpCentre.text}>
          <NewTabLink href={site.helpCentreUrl} className="btn btn-primary">
            {helpCentre.link}
          </NewTabLink>
          <a className={LINK} href={pathOf("info.faq")}>
            {helpCentre.faqLink}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </SupportCard>
        <SupportCard id="demo" icon={MonitorPlay} title={demo.title} text={demo.text}>
          <NewTabLink href={site.demoFormUrl} className="btn btn-primary">
            {demo.button}
          </NewTabLink>
        </SupportCard>
        <SupportCard id="adres" icon={MapPin} title={address.title} text={address.text} className={ALONE_ON_TWO_COLUMNS}>
          <address className="text-lg not-italic text-ink-900">
            {site.brandName}
            <br />
            {site.street}
            <br />
            {site.postalCode} {site.city}
            <br />
            {address.country}
          </address>
        </SupportCard>
        <ContactCard contact={contact} />
        <SupportCard id="partners" icon={Handshake} title={partners.title} text={partners.text} className={ALONE_ON_TWO_COLUMNS}>
          <button type="button" aria-disabled="true" className={UNAVAILABLE}>
            {partners.button}
          </button>
        </SupportCard>
      </div>
    </section>
  );
}
