/**
 * Splits a heading around its highlighted phrase: [before, highlight, after]. Copy keeps the
 * heading as one sentence (for meta, tests and screen readers); only the look has three parts.
 */
export function splitHeading(title: string, highlight: string): [string, string, string] {
  const start = title.indexOf(highlight);
  if (highlight === "" || start === -1 || title.indexOf(highlight, start + 1) !== -1) {
    throw new Error(`The highlight "${highlight}" must occur exactly once in the heading "${title}"`);
  }
  return [title.slice(0, start), highlight, title.slice(start + highlight.length)];
}
