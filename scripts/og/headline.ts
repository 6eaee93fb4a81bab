/**
 * Picks the headline's font size and line breaks before satori draws it, so every title
 * fits the card in at most a few lines, whatever its length or language.
 */

/**
 * Advance widths of Inter ExtraBold in em, per character class, rounded up from measured
 * values (headline.test.ts checks them against satori's real output). Erring wide means a
 * line may end a little early, never that it runs off the card.
 */
const WIDTH_CLASSES: ReadonlyArray<readonly [RegExp, number]> = [
  [/\s/, 0.23],
  [/[iljI|.,:;!'’]/, 0.37],
  [/[ftrï1()/\-–]/, 0.5],
  [/[mwM]/, 0.95],
  [/[W%]/, 1.1],
  [/[A-Z0-9&+€?]/, 0.79],
];
const DEFAULT_WIDTH = 0.66;

export function estimateWidth(text: string, fontSize: number): number {
  let ems = 0;
  for (const char of text) ems += WIDTH_CLASSES.find(([pattern]) => pattern.test(char))?.[1] ?? DEFAULT_WIDTH;
  return ems * fontSize;
}

/** Greedy word wrap; a single word wider than the line stays whole on a line of its own. */
export function wrapWords(text: string, maxWidth: number, fontSize: number): string[] {
  const lines: string[] = [];
  let current = "";
  for (const word of text.trim().split(/\s+/)) {
    const candidate = current ? `${current} ${word}` : word;
    if (current && estimateWidth(candidate, fontSize) > maxWidth) {
      lines.push(current);
      current = word;
    } else {
      current = candidate;
    }
  }
  if (current) lines.push(current);
  return lines;
}

export interface HeadlineBox {
  readonly maxWidth: number;
  readonly maxLines: number;
  /** Largest first. */
  readonly fontSizes: readonly number[];
}

export interface FittedHeadline {
  fontSize: number;
  lines: string[];
}

/** The largest font size at which the text wraps into at most `maxLines` lines that all fit. */
export function fitHeadline(text: string, box: HeadlineBox): FittedHeadline {
  for (const fontSize of box.fontSizes) {
    const lines = wrapWords(text, box.maxWidth, fontSize);
    if (lines.length <= box.maxLines && lines.every((line) => estimateWidth(line, fontSize) <= box.maxWidth)) return { fontSize, lines };
  }
  throw new Error(`The share-image headline "${text}" does not fit in ${box.maxLines} lines even at ${box.fontSizes.at(-1)}px; shorten it.`);
}
