import { describe, expect, it } from "vitest";
import { copyOf } from "../../i18n/catalog";
import { fillCopy, formatEuro } from "../../shared/figures";
import { LOCALES } from "../../shared/locales";
import { PAGES } from "../../shared/route-table";
import { pricingFigures } from "../pricing/pricing-figures";

const MINE = PAGES.filter((page) => page.kind === "home" || page.kind === "product" || page.kind === "pricing");
const cases = LOCALES.flatMap((locale) => MINE.map((page) => [page.id, locale] as const));
/** Placeholders the components fill at render time, with the visitor's own numbers. */
const RENDER_TIME = new Set(["{revenue}", "{plan}", "{plans}", "{amount}", "{product}", "{payments}", "{total}"]);

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
    expect(nl.hero.subtitle).toContain("Starter, met Webshop en QR, is €\u00a039 en Professional €\u00a049 per maand. Alle bedragen zijn excl. btw.");
    expect(en.hero.subtitle).toContain("Starter, with Webshop and QR, is €39 and Professional €49 a month. All amounts exclude VAT.");
    expect(nl.plans.free.subtitle).toContain("7% commissie");
    // 7% of €557 is €38.99, less than Starter's €39: the first euro at which Starter is cheaper is €558.
    expect(en.calculator.intro).toContain("From €558 of revenue a month, Starter costs less than 7% commission");
    expect(nl.calculator.intro).toContain("Vanaf €\u00a0558 omzet per maand is Starter goedkoper dan 7% commissie");
    expect(en.calculator.professionalAdds).toMatch(
      /^Professional costs €10 a month more than Starter\. For that you add Page, your website with its own domain, unlimited advanced reporting and 2 extra users/,
    );
    expect(nl.calculator.professionalAdds).toMatch(
      /^Professional kost €\u00a010 per maand meer dan Starter\. Daarvoor krijg je er Page bij, je website met eigen domein, en uitgebreide rapporten zonder limiet en 2 extra gebruikers/,
    );
  });

  it("fills the whole cost into the pricing page: payment costs per method, the POS device, QR stickers, notice and support hours", () => {
    const nl = fillCopy(copyOf("nl", "pricing.index"), "nl", pricingFigures("nl"));
    const en = fillCopy(copyOf("en", "pricing.index"), "en", pricingFigures("en"));
    expect(nl.costs.payments.rows.map((row) => `${row.method} ${row.provider}: ${row.cost}`)).toEqual([
      "iDEAL via Betaalbrug: €\u00a00,25",
      "Bancontact via Betaalbrug: €\u00a00,35",
      "Creditcard en debitcard via Pinvast: 1,6% + €\u00a00,25",
      "Apple Pay en Google Pay via Pinvast: 1,6% + €\u00a00,25",
    ]);
    expect(en.costs.payments.rows.map((row) => row.cost)).toEqual(["€0.25", "€0.35", "1.6% + €0.25", "1.6% + €0.25"]);
    expect(nl.costs.items.map((item) => item.text).join(" ")).toMatch(
      /koop het voor €\u00a0299 of huur het voor €\u00a015 per maand.*€\u00a01,50 per sticker.*€\u00a00,10 per sms.*opzegtermijn van 1 maand.*van 10\.00 tot 23\.00 uur/,
    );
    expect(en.costs.items.map((item) => item.text).join(" ")).toMatch(
      /buy it for €299 or rent it for €15 a month.*€1\.50 per sticker.*€0\.10 per SMS.*1 month's notice.*from 10:00 to 23:00/,
    );
    // €25 orders: 55% iDEAL at €0.25, 10% Bancontact at €0.35, 35% cards and wallets at 1.6% + €0.25 (€0.65) = €0.40, 1.6% of revenue.
    expect(en.calculator.examples.note).toContain("about 1.6% of your revenue");
  });
});
