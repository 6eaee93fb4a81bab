import { describe, expect, it } from "vitest";
import { copyOf } from "../../i18n/catalog";
import { LOCALES } from "../../i18n/locales";
import { PAGES } from "../../route-table";
import { pricingFigures } from "../pricing/pricing-figures";
import { fillCopy, formatEuro } from "./figures";

const MINE = PAGES.filter((page) => page.kind === "home" || page.kind === "product" || page.kind === "pricing");
const cases = LOCALES.flatMap((locale) => MINE.map((page) => [page.id, locale] as const));
/** Placeholders the components fill at render time, with the visitor's own numbers. */
const RENDER_TIME = new Set(["{revenue}", "{plan}", "{amount}", "{product}"]);

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(cases)("copy of %s in %s", (id, locale) => {
  it("leaves no placeholder unfilled after loading", async () => {
    const filled = strings(fillCopy(copyOf(locale, id), locale, id === "pricing.index" ? pricingFigures(locale) : {}));
    const left = filled.flatMap((text) => text.match(/\{\w+\}/g) ?? []).filter((token) => !RENDER_TIME.has(token));
    expect(left).toEqual([]);
  });

  it("takes prices and the commission from pricing-constants, never as typed-in figures", async () => {
    const raw = strings(copyOf(locale, id)).join("\n");
    expect(raw).not.toMatch(/€\s?\d|\d\s?%/);
  });
});

describe.each(LOCALES)("product pages in %s", (locale) => {
  it.each(MINE.filter((page) => page.kind === "product").map((page) => page.id))("%s has two paragraphs, five cards, two paragraphs", async (id) => {
    const copy = copyOf(locale, id as Parameters<typeof copyOf>[1]);
    if (!("features" in copy && "intro" in copy && "outro" in copy)) throw new Error(`${id} is not a product page`);
    expect(copy.intro.paragraphs).toHaveLength(2);
    expect(copy.features.cards).toHaveLength(5);
    expect(copy.outro.paragraphs).toHaveLength(2);
  });
});

describe("figures", () => {
  it("formats euros the Dutch way in Dutch and the English way in English", () => {
    expect(formatEuro("nl", 39)).toBe("€\u00a039");
    expect(formatEuro("en", 39)).toBe("€39");
    expect(formatEuro("nl", 38.99)).toBe("€\u00a038,99");
  });

  it("fills the figures of content/pricing-constants.ts into Dutch and English copy", async () => {
    const nl = fillCopy(copyOf("nl", "pricing.index"), "nl", pricingFigures("nl"));
    const en = fillCopy(copyOf("en", "pricing.index"), "en", pricingFigures("en"));
    expect(nl.hero.subtitle).toContain("Starter is €\u00a039 en Professional €\u00a049 per maand, excl. btw");
    expect(en.hero.subtitle).toContain("Starter is €39 and Professional €49 a month, excl. VAT");
    expect(nl.plans.free.subtitle).toContain("7% commissie");
    // 7% of €557 is €38.99, less than Starter's €39: the first euro at which Starter is cheaper is €558.
    expect(en.calculator.intro).toContain("From €558 of revenue a month, Starter costs less than 7% commission");
    expect(nl.calculator.intro).toContain("Vanaf €\u00a0558 omzet per maand is Starter goedkoper dan 7% commissie");
    expect(en.calculator.professionalAdds).toMatch(
      /^Professional costs €10 a month more than Starter\. For that you get a website and a webshop, unlimited advanced reporting, 2 users/,
    );
    expect(nl.calculator.professionalAdds).toMatch(
      /^Professional kost €\u00a010 per maand meer dan Starter\. Daarvoor krijg je website én webshop, onbeperkt uitgebreide rapporten, 2 gebruikers/,
    );
  });
});
