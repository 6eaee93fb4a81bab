import type { HeroCopy } from "../../content/types";
import { Breakable } from "../i18n/word-breaks";

interface PageHeroProps {
  hero: HeroCopy;
  /** Inline content that ends the subtitle's paragraph, such as a link ("Neem contact met ons op"). */
  subtitleEnd?: React.ReactNode;
  children?: React.ReactNode;
}

/** The first section of every page: the one h1, its subtitle and optional actions. */
export function PageHero({ hero, subtitleEnd, children }: PageHeroProps) {
  return (
    <section className="bg-cream-100">
      <div className="container-page py-14 sm:py-20">
        <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
          <Breakable text={hero.title} />
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl">
          {hero.subtitle}
          {subtitleEnd ? <> {subtitleEnd}</> : null}
        </p>
        {children ? <div className="mt-8 flex flex-wrap gap-3">{children}</div> : null}
      </div>
    </section>
  );
}
