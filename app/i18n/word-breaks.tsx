import type { ReactNode } from "react";
import enWordBreaks from "../../content/en/word-breaks";
import frWordBreaks from "../../content/fr/word-breaks";
import nlWordBreaks from "../../content/nl/word-breaks";
import type { WordBreakList } from "../../content/schema/word-breaks";
import type { Locale } from "../shared/locales";
import { useFrame } from "./frame-context";

/** The mark editors type in content/<locale>/word-breaks.ts where a word may wrap. */
const BREAK_MARK = "·";
/** U+00AD: invisible, except where a line wraps at it; there the browser draws a hyphen. */
export const SOFT_HYPHEN = "\u00ad";

interface BreakableWord {
  /** The word without marks, lower case, as it is looked for in a text. */
  letters: string;
  /** Where in `letters` a soft hyphen goes. */
  breaks: readonly number[];
}

function compile(list: WordBreakList): BreakableWord[] {
  return list.map((entry) => {
    const parts = entry.toLowerCase().split(BREAK_MARK);
    const breaks: number[] = [];
    let offset = 0;
    for (const part of parts.slice(0, -1)) {
      offset += part.length;
      breaks.push(offset);
    }
    return { letters: parts.join(""), breaks };
  });
}

const BREAKABLE: Record<Locale, readonly BreakableWord[]> = { nl: compile(nlWordBreaks), en: compile(enWordBreaks), fr: compile(frWordBreaks) };

/** The break offsets of a word: every listed word found in it, also inside a longer compound or an inflection. */
function breaksIn(word: string, list: readonly BreakableWord[]): Set<number> {
  const lower = word.toLowerCase();
  const breaks = new Set<number>();
  for (const { letters, breaks: offsets } of list) {
    for (let at = lower.indexOf(letters); at !== -1; at = lower.indexOf(letters, at + 1)) {
      for (const offset of offsets) breaks.add(at + offset);
    }
  }
  return breaks;
}

/**
 * The text with a soft hyphen at every listed break point. For visible text in narrow places
 * (headings, tiles) only: never for <title>, meta, JSON-LD, alt or aria attributes, where a
 * soft hyphen is a stray character that search engines and screen readers may read.
 */
export function withBreakPoints(text: string, locale: Locale): string {
  const list = BREAKABLE[locale];
  return text.replace(/\p{L}+/gu, (word) => {
    const breaks = breaksIn(word, list);
    if (breaks.size === 0) return word;
    let result = "";
    for (let index = 0; index < word.length; index++) {
      if (breaks.has(index) && index > 0) result += SOFT_HYPHEN;
      result += word[index];
    }
    return result;
  });
}

/**
 * A term whose own hyphen a line may not wrap at: a lone letter before it ("e-mail", "e-mailadres"),
 * or a figure on either side ("SHA-256", "64-bit", "2.11.0-beta.1"). Half of one at a line's end
 * reads as another word.
 */
const TERM = /(?<![\p{L}\p{N}])\p{L}-\p{L}+|[\p{L}\p{N}.]*\p{N}-[\p{L}\p{N}.]*[\p{L}\p{N}]|[\p{L}\p{N}.]*\p{L}-\p{N}[\p{L}\p{N}.]*/gu;

/**
 * The text with each term (see TERM) in a span that does not wrap. Not U+2011, the non-breaking
 * hyphen: the system fonts do not all draw it, and find-in-page and the copy tests would no longer
 * match the term as the copy spells it; the span leaves the text as it is.
 */
function keepingTermsWhole(text: string, transform: (part: string) => string = (part) => part): ReactNode {
  const parts: ReactNode[] = [];
  let from = 0;
  for (const match of text.matchAll(TERM)) {
    if (match.index > from) parts.push(transform(text.slice(from, match.index)));
    parts.push(
      <span key={match.index} className="whitespace-nowrap">
        {match[0]}
      </span>,
    );
    from = match.index + match[0].length;
  }
  if (from === 0) return transform(text);
  if (from < text.length) parts.push(transform(text.slice(from)));
  return parts;
}

/** A text of the page's language, with its long words' break points (see withBreakPoints), its terms kept whole. */
export function Breakable({ text }: { text: string }) {
  const { locale } = useFrame();
  return keepingTermsWhole(text, (part) => withBreakPoints(part, locale));
}

/** Running text, which needs no break points (decision 037), with its terms kept whole. */
export function Prose({ text }: { text: string }) {
  return keepingTermsWhole(text);
}
