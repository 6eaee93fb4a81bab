import type { HeroCopy } from "../../content/types";
import { Breakable, Prose } from "../i18n/word-breaks";

interface PageHeroProps {
  hero: HeroCopy;
  /** Inline content that ends the subtitle's paragraph, such as a link ("Neem contact met ons op"). */
  subtitleEnd?: React.ReactNode;
  children?: React.ReactNode;
}

/**
 * The first section of a page without a product drawing: the one h1, its subtitle and optional
 * actions. On phones and tablets the text fills the column, left-aligned like the rest of the
 * page; from `lg` it is centred, so a wide screen shows a balanced band instead of text in the
 * left half and cream in the right (docs/decisions/040-narrow-and-wide-layouts.md says why not a
 * picture).
 */
export function PageHero({ hero, subtitleEnd, children }: PageHeroProps) {
  return (
    <section className="bg-cream-100" data-page-hero>
      <div className="container-page py-14 sm:py-20 lg:text-center">
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl lg:mx-auto">
          <Breakable text={hero.title} />
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl lg:mx-auto lg:text-pretty">
          <Prose text={hero.subtitle} />
          {subtitleEnd ? <> {subtitleEnd}</> : null}
        </p>
        {children ? <div className="mt-8 flex flex-wrap gap-3 lg:justify-center">{children}</div> : null}
      </div>
    </section>
  );
}
