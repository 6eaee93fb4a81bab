import { ArrowRight, CreditCard, HeartHandshake, type LucideIcon, ReceiptText, Store } from "lucide-react";
import { useId } from "react";
import type { IntegrationsCopy } from "../../../content/types";
import { Breakable } from "../../i18n/word-breaks";
import { pathOf } from "../../shared/route-table";
import { INTEGRATIONS_PICTURE } from "../products/illustrations";
import { Picture } from "../sections/Picture";

// One icon per card, in the order of features.cards.
const ICONS: readonly LucideIcon[] = [Store, CreditCard, ReceiptText, HeartHandshake];

/** The integrations page's features (a name apart from sections/FeatureCards.tsx, which product pages and the home page share): five cards; the first, wider one has a button and a mockup of the merchant portal. */
export function IntegrationFeatures({ features }: { features: IntegrationsCopy["features"] }) {
  const titleId = useId();
  const { lead, cards } = features;
  return (
    <section aria-labelledby={titleId} className="bg-cream-100 py-14 sm:py-20">
      <div className="container-page">
        <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink-900">
          <Breakable text={features.title} />
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-2">
          <li data-feature className="grid gap-6 rounded-card bg-white p-6 shadow-card sm:p-8 md:col-span-2 lg:grid-cols-2 lg:items-center">
            <div>
              <h3 className="text-2xl font-bold text-ink-900">
                <Breakable text={lead.title} />
              </h3>
              <p className="mt-3 text-lg text-ink-700">{lead.text}</p>
              <a className="btn btn-primary mt-6" href={pathOf("products.manager")}>
                {lead.button}
                <ArrowRight aria-hidden="true" className="size-5" />
              </a>
            </div>
            <Picture
              name={INTEGRATIONS_PICTURE.name}
              alt={lead.imageAlt}
              shown={INTEGRATIONS_PICTURE.shown}
              className={`${INTEGRATIONS_PICTURE.className} justify-self-center rounded-card`}
            />
          </li>
          {cards.map((card, index) => {
            const Icon = ICONS[index] ?? Store;
            return (
              <li key={card.title} data-feature className="rounded-card bg-white p-6 shadow-card sm:p-8">
                <Icon aria-hidden="true" className="size-8 text-brand-700" />
                <h3 className="mt-4 text-xl font-bold text-ink-900">
                  <Breakable text={card.title} />
                </h3>
                <p className="mt-2 text-ink-700">{card.text}</p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
