/**
 * Long words with the places a narrow line may wrap them, marked with "·" ("restaurant·website").
 * The pages render each mark as a soft hyphen: invisible until the line wraps there, then drawn
 * as a hyphen. Browsers without a hyphenation dictionary for the page's language (Chromium on
 * Linux, many Android builds) would otherwise cut such a word anywhere, with no hyphen.
 */
export type WordBreakList = readonly `${string}·${string}`[];
