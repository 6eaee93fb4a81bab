import { describe, expect, it } from "vitest";
import enProduct from "./en/product-pictures";
import enShowcase from "./en/showcase-pictures";
import frProduct from "./fr/product-pictures";
import frShowcase from "./fr/showcase-pictures";
import nlProduct from "./nl/product-pictures";
import nlShowcase from "./nl/showcase-pictures";

/**
 * A picture's figures (prices in cents, totals, counts, flags) are facts about the fictional
 * restaurant, the same in every language; only the words differ. The editor's entry keeps each
 * figure once for every language (content/schema/fields.ts: price, count, switched), so this holds
 * as long as the schema gives no figure a box per language; this walks the languages side by side
 * to see that it does not.
 */
function factsThatDiffer(nl: unknown, en: unknown, at = ""): string[] {
  if (typeof nl === "number" || typeof nl === "boolean") return nl === en ? [] : [`${at}: nl ${String(nl)}, en ${String(en)}`];
  if (Array.isArray(nl)) {
    if (!Array.isArray(en) || en.length !== nl.length) return [`${at}: nl has ${nl.length} entries, en ${Array.isArray(en) ? en.length : "none"}`];
    return nl.flatMap((item, index) => factsThatDiffer(item, en[index], `${at}[${index}]`));
  }
  if (nl && typeof nl === "object") {
    const other = (en ?? {}) as Record<string, unknown>;
    return Object.entries(nl).flatMap(([key, value]) => factsThatDiffer(value, other[key], at ? `${at}.${key}` : key));
  }
  return [];
}

describe("picture copy: the same facts in every language", () => {
  it.each([
    ["product pictures", "en", nlProduct, enProduct],
    ["home and case pictures", "en", nlShowcase, enShowcase],
    ["product pictures", "fr", nlProduct, frProduct],
    ["home and case pictures", "fr", nlShowcase, frShowcase],
  ])("%s give every price, count and switch the same value in nl and %s", (_name, _locale, nl, other) => {
    expect(factsThatDiffer(nl, other)).toEqual([]);
  });

  it("notices a price changed in one language only", () => {
    const en = { items: [{ name: "Club sandwich", priceCents: 795 }] };
    const nl = { items: [{ name: "Clubsandwich", priceCents: 750 }] };
    expect(factsThatDiffer(nl, en)).toEqual(["items[0].priceCents: nl 750, en 795"]);
  });
});
