import { ArrowRight, Plus } from "lucide-react";
import { PARTNERS, type WordmarkStyle } from "../../../content/partners";
import type { IntegrationsCopy } from "../../../content/types";
import { Breakable } from "../../i18n/word-breaks";
import { pathOf } from "../../shared/route-table";
import { Section } from "../sections/Section";

/*
 * Each look is only type, so a tile costs no image and no trademark. A wordmark never wraps, so
 * its size follows the tile (cqi: 1% of the tile's inner width, the li being a size container):
 * on a 320 px phone a tile is 110 px inside, and the widest mark (ORDERPUNT in capitals, about
 * 7.7 times its font size) fits at 12.5cqi; the others, at most 6.4 times theirs, at 15cqi.
 * From about 390 px up the tiles are wide enough for the full sizes.
 */
const WORDMARK: Record<WordmarkStyle, string> = {
  bold: "text-[min(1.25rem,15cqi)] font-extrabold tracking-tight",
  serif: "text-[min(1.25rem,15cqi)] font-serif font-bold",
  mono: "text-[min(1.25rem,15cqi)] font-mono font-bold lowercase",
  caps: "text-[min(1.125rem,12.5cqi)] font-bold tracking-[0.08em] uppercase",
  italic: "text-[min(1.25rem,15cqi)] font-bold italic",
};

/** The fourteen partners of content/partners.ts as wordmark tiles, and a tile inviting new ones. */
export function PartnerGrid({ partners }: { partners: IntegrationsCopy["partners"] }) {
  return (
    <Section title={partners.title} intro={partners.text}>
      <ul className="mt-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        {PARTNERS.map((partner) => (
          <li
            key={partner.id}
            data-partner={partner.id}
            className="@container flex min-h-32 flex-col items-center justify-center gap-2 rounded-card bg-white p-3 text-center shadow-card ring-1 ring-ink-100 sm:p-4"
          >
            <span className={`whitespace-nowrap text-ink-900 ${WORDMARK[partner.style]}`}>{partner.name}</span>
            <span className="text-sm text-ink-700">
              <Breakable text={partners.kinds[partner.kind]} />
            </span>
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
