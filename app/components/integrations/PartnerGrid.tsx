import { ArrowRight, Plus } from "lucide-react";
import { PARTNERS, type WordmarkStyle } from "../../../content/partners";
import type { IntegrationsCopy } from "../../../content/types";
import { pathOf } from "../../route-table";
import { Section } from "../sections/Section";

// Each look is only type, so a tile costs no image and no trademark.
const WORDMARK: Record<WordmarkStyle, string> = {
  bold: "font-extrabold tracking-tight",
  serif: "font-serif font-bold",
  mono: "font-mono font-bold lowercase",
  caps: "text-lg font-bold tracking-[0.12em] uppercase",
  italic: "font-bold italic",
};

/** The fourteen partners of content/partners.ts as wordmark tiles, and a tile inviting new ones. */
export function PartnerGrid({ partners }: { partners: IntegrationsCopy["partners"] }) {
  return (
    <Section title={partners.title} intro={partners.text}>
      <ul className="mt-8 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {PARTNERS.map((partner) => (
          <li
            key={partner.id}
            data-partner={partner.id}
            className="flex min-h-32 flex-col items-center justify-center gap-2 rounded-card bg-white p-4 text-center shadow-card ring-1 ring-ink-100"
          >
            <span className={`text-xl text-ink-900 ${WORDMARK[partner.style]}`}>{partner.name}</span>
            <span className="text-sm text-ink-700">{partners.kinds[partner.kind]}</span>
          </li>
        ))}
        <li data-partner-invite className="col-span-2 flex min-h-32 flex-col justify-center gap-1 rounded-card border-2 border-dashed border-ink-300 p-4">
          <Plus aria-hidden="true" className="size-5 text-brand-700" />
          <span className="font-bold text-ink-900">{partners.invite.title}</span>
          <span className="text-sm text-ink-700">{partners.invite.text}</span>
          <a
            className="mt-1 inline-flex items-center gap-1 font-semibold text-brand-700 underline underline-offset-4"
            href={`${pathOf("info.support")}#partners`}
          >
            {partners.invite.link}
            <ArrowRight aria-hidden="true" className="size-4" />
          </a>
        </li>
      </ul>
    </Section>
  );
}
