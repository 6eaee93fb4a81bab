import { describe, expect, it } from "vitest";
import { copyOf } from "../../i18n/catalog";
import { fillCopy } from "../../shared/figures";
import { LOCALES } from "../../shared/locales";
import { PAGES } from "../../shared/route-table";

// The information pages: case studies, integrations, support and FAQ.
const PAGES_OF_ISSUE = PAGES.filter((page) => ["case", "integrations", "support", "faq"].includes(page.kind));
const cases = LOCALES.flatMap((locale) => PAGES_OF_ISSUE.map((page) => [page.id, locale] as const));

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(cases)("copy of %s in %s", (id, locale) => {
  it("quotes prices and figures only through pricing-constants placeholders", async () => {
    const raw = strings(copyOf(locale, id)).join("\n");
    expect(raw).not.toMatch(/€\s?\d|\d\s?%|\b(48|30) ?(uur|hours|dagen|days|-day)\b/);
  });

  it("leaves no placeholder unfilled", async () => {
    const filled = strings(fillCopy(copyOf(locale, id), locale));
    expect(filled.flatMap((text) => text.match(/\{\w+\}/g) ?? [])).toEqual([]);
  });
});

describe("FAQ answers agree with the pricing constants", () => {
  it("in Dutch", async () => {
    const { items } = fillCopy(copyOf("nl", "info.faq"), "nl");
    expect(items.kosten.answer.bullets).toEqual([
      "Gratis: €\u00a00 per maand, plus 7% commissie op geslaagde bestellingen, excl. btw, met Webshop",
      "Starter: €\u00a039 per maand excl. btw, zonder commissie, met Webshop en QR",
      "Professional: €\u00a049 per maand excl. btw, zonder commissie, met Webshop, QR en Page",
      "Enterprise: een prijs op maat, zonder commissie, met alles van Professional en een eigen accountmanager",
    ]);
    expect(items.proefperiode.answer.how).toContain("De eerste 30 dagen betaal je geen maandbedrag");
    expect(items["aan-de-slag"].answer.text).toBe("Binnen 48 uur. Om je webshop klaar te zetten, hebben we dit van je nodig:");
  });

  it("in English", async () => {
    const { items } = fillCopy(copyOf("en", "info.faq"), "en");
    expect(items.kosten.answer.bullets[0]).toBe("Free: €0 a month, plus 7% commission on successful orders, excl. VAT, with Webshop");
    expect(items.kosten.answer.bullets[1]).toBe("Starter: €39 a month excl. VAT, no commission, with Webshop and QR");
    expect(items.kosten.answer.bullets[2]).toBe("Professional: €49 a month excl. VAT, no commission, with Webshop, QR and Page");
    expect(items.proefperiode.answer.how).toContain("For the first 30 days you pay no monthly fee");
    expect(items.betaalmethoden.answer.paragraphs[1]).toContain("0.2% of orders");
  });
});
