import { ArrowRight } from "lucide-react";
import type { HomeCopy } from "../../../content/schema/home";
import { Breakable } from "../../i18n/word-breaks";
import { fill } from "../../shared/figures";
import { type ProductId, pathOf } from "../../shared/route-table";
import { ICONS, type IconName } from "../sections/icons";
import { Section } from "../sections/Section";

/**
 * The cards in order, each with its place, so five cards leave no hole: two columns from `sm`
 * with the last card across both (2 + 2 + 1 wide), and from `lg` six narrow columns, the first
 * two cards three wide and the other three two wide (2 + 3).
 */
const ORDER: ReadonlyArray<[ProductId, IconName, span: string]> = [
  ["products.webshop", "store", "lg:col-span-3"],
  ["products.page", "globe", "lg:col-span-3"],
  ["products.qr", "qr", "lg:col-span-2"],
  ["products.manager", "dashboard", "lg:col-span-2"],
  ["products.pos", "printer", "sm:col-span-2 lg:col-span-2"],
];

/** One card per product, each linking to its product page. */
export function ProductCards({ copy }: { copy: HomeCopy["products"] }) {
  return (
    <Section title={copy.title} intro={copy.intro}>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-6">
        {ORDER.map(([id, icon, span]) => {
          const card = copy.cards[id];
          const Icon = ICONS[icon];
          return (
            <li key={id} data-product-card={id} className={`flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card ${span}`}>
              <span className="flex size-12 items-center justify-center rounded-xl bg-ink-900 text-white">
                <Icon aria-hidden="true" className="size-6" />
              </span>
              <h3 className="mt-4 text-xl font-bold">
                <Breakable text={card.name} />
              </h3>
              <p className="mt-2 flex-1 text-ink-700">{card.text}</p>
              <a
                className="mt-5 inline-flex min-h-11 items-center gap-2 self-start font-semibold text-brand-700 underline-offset-4 hover:underline"
                href={pathOf(id)}
              >
                {fill(copy.more, { product: card.name })}
                <ArrowRight aria-hidden="true" className="size-4" />
              </a>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
