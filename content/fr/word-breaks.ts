import type { WordBreakList } from "../schema/word-breaks";

/**
 * Where a long word may wrap on a narrow phone, marked "·" (content/schema/word-breaks.ts).
 * Headings and tiles show a hyphen there only when the line wraps; elsewhere nothing changes.
 * A word listed here is also found inside longer words ("rembour·sées" in "remboursement") and in
 * any case. Break between syllables, as French hyphenation does; the word-fit lint
 * (app/render/word-fit.test.ts) names every word that needs an entry.
 */
export default [
  "produc·tivité",
  "rembour·sé",
  "supplé·mentaires",
  "exploi·tation",
  "restau·rateurs",
  "configu·rateur",
  "inté·grations",
  "télé·chargements",
  "sandwi·cherie",
  "hebdo·madaire",
  "établis·sement",
  "auto·collants",
  "intem·péries",
  "utili·sateurs",
  "compta·bilité",
  "fonction·nent",
  "personna·lisez",
  "gratui·tement",
] satisfies WordBreakList;
