import type { WordBreakList } from "../schema/word-breaks";

/**
 * Where a long word may wrap on a narrow phone, marked "·" (content/schema/word-breaks.ts).
 * Headings and tiles show a hyphen there only when the line wraps; elsewhere nothing changes.
 * The word-fit lint (app/render/word-fit.test.ts) names every word that needs an entry.
 */
export default ["produc·tive"] satisfies WordBreakList;
