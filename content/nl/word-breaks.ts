import type { WordBreakList } from "../schema/word-breaks";

/**
 * Where a long word may wrap on a narrow phone, marked "·" (content/schema/word-breaks.ts).
 * Headings and tiles show a hyphen there only when the line wraps; elsewhere nothing changes.
 * A word listed here is also found inside longer words ("bestel·lingen" in "webshopbestellingen")
 * and in any case ("Sushi·restaurant"). Mark the seams of a compound first, then syllables if a
 * part is still too long for a tile. The word-fit lint (app/render/word-fit.test.ts) names every
 * word that needs an entry.
 */
export default [
  "restaurant·website",
  "restaurant·eigenaren",
  "sushi·restaurant",
  "terug·beta·lingen",
  "terug·betaald",
  "bedrijfs·kosten",
  "producti·viteit",
  "bestel·lingen",
  "spaar·programma",
  "gemid·delde",
  "veel·gestelde",
  "productie·ver",
] satisfies WordBreakList;
