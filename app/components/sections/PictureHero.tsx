import type { HeroCopy } from "../../../content/types";
import { Breakable } from "../../i18n/word-breaks";

interface PictureHeroProps {
  hero: HeroCopy;
  /** Buttons under the subtitle. */
  actions: React.ReactNode;
  /** Small print under the buttons. */
  note?: string;
  /** The illustration; on phones it follows the text, so the buttons stay above the fold. */
  picture: React.ReactNode;
}

/** The first section of a sales page: the one h1, subtitle, calls to action and a product drawing. */
export function PictureHero({ hero, actions, note, picture }: PictureHeroProps) {
  return (
    <section className="overflow-hidden bg-cream-100">
      {/* grid-cols-1 (minmax(0, 1fr)): a long word or picture cannot stretch the column past the screen. */}
      <div className="container-page grid grid-cols-1 items-center gap-10 py-12 sm:py-16 lg:grid-cols-[1.1fr_0.9fr] lg:py-20">
        <div>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold tracking-tight text-balance sm:text-5xl">
            <Breakable text={hero.title} />
          </h1>
          <p className="mt-5 max-w-2xl text-lg text-ink-700 sm:text-xl">{hero.subtitle}</p>
          <div className="mt-8 flex flex-wrap gap-3">{actions}</div>
          {note ? <p className="mt-4 text-sm text-ink-700">{note}</p> : null}
        </div>
        <div className="flex justify-center lg:justify-end">{picture}</div>
      </div>
    </section>
  );
}
