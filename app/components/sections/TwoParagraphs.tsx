import { useId } from "react";
import type { TwoParagraphsCopy } from "../../../content/schema/product";
import { Breakable } from "../../i18n/word-breaks";

interface TwoParagraphsProps {
  copy: TwoParagraphsCopy;
  /** Optional illustration beside the text (already an <img> with its own size and alt). */
  aside?: React.ReactNode;
}

/** A heading and two paragraphs, with an optional picture beside them on wide screens. */
export function TwoParagraphs({ copy, aside }: TwoParagraphsProps) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <div className={`container-page ${aside ? "grid items-center gap-10 lg:grid-cols-2" : ""}`}>
        <div className="max-w-3xl">
          <h2 id={titleId} className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
            <Breakable text={copy.title} />
          </h2>
          {copy.paragraphs.map((paragraph) => (
            <p key={paragraph} className="mt-5 text-lg text-ink-700">
              {paragraph}
            </p>
          ))}
        </div>
        {aside}
      </div>
    </section>
  );
}
