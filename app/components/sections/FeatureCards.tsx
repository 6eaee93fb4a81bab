import { useId } from "react";
import type { FeatureCardsCopy } from "../../../content/schema/product";
import { Breakable, Prose } from "../../i18n/word-breaks";
import { ICONS } from "./icons";

interface FeatureCardsProps {
  copy: FeatureCardsCopy;
  /** Alternating sections: cream behind white cards, or the other way round. */
  tone?: "white" | "cream";
}

/** A titled grid of icon cards; each card's title is an h3 under the section's h2. */
export function FeatureCards({ copy, tone = "cream" }: FeatureCardsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={tone === "cream" ? "bg-cream-100 py-14 sm:py-20" : "py-14 sm:py-20"}>
      <div className="container-page">
        <h2 id={titleId} className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          <Breakable text={copy.title} />
        </h2>
        {copy.intro ? (
          <p className="mt-4 max-w-2xl text-lg text-ink-700">
            <Prose text={copy.intro} />
          </p>
        ) : null}
        <ul className="grid-balanced mt-10 gap-5">
          {copy.cards.map((card) => {
            const Icon = ICONS[card.icon];
            return (
              <li key={card.title} className="rounded-card bg-white p-6 shadow-card">
                <span className="flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden="true" className="size-6" />
                </span>
                <h3 className="mt-4 text-xl font-bold text-ink-900">
                  <Breakable text={card.title} />
                </h3>
                <p className="mt-2 text-ink-700">
                  <Prose text={card.text} />
                </p>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
