import { ArrowRight } from "lucide-react";
import type { HomeCopy } from "../../../content/schema/home";
import { Breakable } from "../../i18n/word-breaks";
import { type ProductId, pathOf } from "../../route-table";
import { fill } from "../sections/figures";
import { ICONS, type IconName } from "../sections/icons";
import { Section } from "../sections/Section";

const ORDER: ReadonlyArray<[ProductId, IconName]> = [
  ["products.webshop", "store"],
  ["products.page", "globe"],
  ["products.qr", "qr"],
  ["products.manager", "dashboard"],
  ["products.pos", "printer"],
];

/** One card per product, each linking to its product page. */
export function ProductCards({ copy }: { copy: HomeCopy["products"] }) {
  return (
    <Section title={copy.title} intro={copy.intro}>
      <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {ORDER.map(([id, icon]) => {
          const card = copy.cards[id];
          const Icon = ICONS[icon];
          return (
            <li key={id} className="flex flex-col rounded-card border border-ink-100 bg-white p-6 shadow-card">
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
