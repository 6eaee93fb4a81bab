import type { IntegrationsCopy } from "../../../content/types";
import { Breakable } from "../../i18n/word-breaks";
import { splitHeading } from "./split-heading";

type Props = Pick<IntegrationsCopy, "hero" | "heroHighlight" | "heroMore">;

/**
 * The page's h1 in three parts (the middle one highlighted) and a two-part description. Laid out
 * as the other text heroes (app/components/PageHero.tsx): left-aligned on phones and tablets,
 * centred from `lg`, so a wide screen has no empty right half.
 */
export function IntegrationsHero({ hero, heroHighlight, heroMore }: Props) {
  const [before, highlight, after] = splitHeading(hero.title, heroHighlight);
  return (
    <section className="bg-cream-100" data-page-hero>
      <div className="container-page py-14 sm:py-20 lg:text-center">
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:mx-auto">
          <Breakable text={before} />
          <span className="text-brand-700">
            <Breakable text={highlight} />
          </span>
          {after}
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl lg:mx-auto lg:text-pretty">{hero.subtitle}</p>
        <p className="mt-3 max-w-2xl text-lg text-ink-700 lg:mx-auto lg:text-pretty">{heroMore}</p>
      </div>
    </section>
  );
}
