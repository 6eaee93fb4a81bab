import { describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../content/pricing-constants";
import { fillCopy } from "../components/sections/figures";
import { copyOf } from "../i18n/catalog";
import type { Locale } from "../i18n/locales";
import { type CalculatorInput, calculatorView, DEFAULT_REVENUE } from "./calculator-view";

const [en] = [copyOf("en", "pricing.index")];

function inputFor(locale: Locale): CalculatorInput {
  const copy = fillCopy(copyOf(locale, "pricing.index"), locale);
  return { copy: copy.calculator, titles: Object.fromEntries(PLAN_IDS.map((id) => [id, copy.plans[id].title])) as CalculatorInput["titles"], locale };
}

describe("calculatorView", () => {
  it("names Starter the cheapest at €2,500 a month, with each plan's cost", () => {
    const view = calculatorView("2500", inputFor("en"));
    expect(view.valid).toBe(true);
    expect(view.plans.starter.cheapest).toBe(true);
    expect(PLAN_IDS.filter((id) => view.plans[id].cheapest)).toEqual(["starter"]);
    expect(view.plans.free.cost).toContain("175");
    expect(view.plans.enterprise.cost).toBe(en.calculator.custom);
    expect(view.summary).toContain("Starter");
    expect(view.resultsFor).toContain("2,500");
  });

  it("reads Dutch amounts with a decimal comma, and names Gratis the cheapest for little revenue", () => {
    const view = calculatorView("250,50", inputFor("nl"));
    expect(view.plans.free.cheapest).toBe(true);
    expect(view.resultsFor).toContain("250,50");
  });

  it("says nothing it cannot know for input that is no amount", () => {
    const view = calculatorView("abc", inputFor("nl"));
    expect(view.valid).toBe(false);
    expect(view.summary).toBe("");
    expect(PLAN_IDS.some((id) => view.plans[id].cheapest)).toBe(false);
    expect(view.plans.free.note).toBeNull();
    expect(view.plans.free.cost).toBe("–");
  });

  it("adds the payment costs of the stated mix to the cheapest plan, in the result and the sentence read out", () => {
    const en = calculatorView("1000", inputFor("en"));
    expect(en.payments).toBe("€16 a month");
    expect(en.summary).toBe(
      "At €1,000 a month, Starter is the cheapest: €39 a month, excl. VAT. With about €16 of payment costs on top, which carry no VAT, you pay €55 a month, excl. VAT. What you choose to add, such as a POS device, QR stickers or SMS, is not counted here.",
    );
    const nlView = calculatorView("250", inputFor("nl"));
    expect(nlView.payments).toBe("€\u00a04 per maand");
    expect(nlView.summary).toContain("Met ongeveer €\u00a04 betaalkosten erbij, waarover geen btw gaat, betaal je €\u00a021,50 per maand, excl. btw.");
    expect(calculatorView("abc", inputFor("en")).payments).toBe("–");
  });

  it("starts at the default revenue the page is rendered with", () => {
    expect(calculatorView(DEFAULT_REVENUE, inputFor("en")).valid).toBe(true);
  });
});

// What the live calculator shows for what a visitor types (app/enhance/calculator.ts writes these
// words into the page; tests/e2e/pricing.e2e.test.ts checks that wiring once in the browser).
describe("calculatorView for typed revenue", () => {
  it.each([
    // locale, typed revenue, free, starter, professional, cheapest
    ["en", "1000", "€70 a month", "€39 a month", "€49 a month", "Starter"],
    ["en", "500", "€35 a month", "€39 a month", "€49 a month", "Free"],
    ["en", "557", "€38.99 a month", "€39 a month", "€49 a month", "Free"],
    ["en", "558", "€39.06 a month", "€39 a month", "€49 a month", "Starter"],
    ["en", "700", "€49 a month", "€39 a month", "€49 a month", "Starter"],
    ["nl", "557", "€\u00a038,99 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Gratis"],
    ["nl", "558", "€\u00a039,06 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Starter"],
    ["nl", "2.500", "€\u00a0175 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Starter"],
    ["nl", "0", "€\u00a00 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Gratis"],
    ["nl", "450,50", "€\u00a031,54 per maand", "€\u00a039 per maand", "€\u00a049 per maand", "Gratis"],
    // French as Belgians write it: a space (any of three) between the thousands, a decimal comma.
    ["fr", "1 500,50", "105,04\u00a0€ par mois", "39\u00a0€ par mois", "49\u00a0€ par mois", "Starter"],
    ["fr", "1\u202f500,50", "105,04\u00a0€ par mois", "39\u00a0€ par mois", "49\u00a0€ par mois", "Starter"],
    ["fr", "1\u00a0500,50", "105,04\u00a0€ par mois", "39\u00a0€ par mois", "49\u00a0€ par mois", "Starter"],
    ["fr", "1500,50", "105,04\u00a0€ par mois", "39\u00a0€ par mois", "49\u00a0€ par mois", "Starter"],
    ["fr", "450,50", "31,54\u00a0€ par mois", "39\u00a0€ par mois", "49\u00a0€ par mois", "Gratuit"],
  ] as const)("in %s, %s revenue gives %s / %s / %s, cheapest %s", (locale, input, free, starter, professional, cheapest) => {
    const view = calculatorView(input, inputFor(locale));
    expect(PLAN_IDS.map((id) => view.plans[id].cost)).toEqual([free, starter, professional, copyOf(locale, "pricing.index").calculator.custom]);
    expect(view.summary).toContain(cheapest);
    expect(PLAN_IDS.filter((id) => view.plans[id].cheapest).map((id) => inputFor(locale).titles[id])).toEqual([cheapest]);
  });

  it("on the French page says the amount it understood the fr-BE way, and the total with the payment costs", () => {
    const view = calculatorView("1 500,50", inputFor("fr"));
    expect(view.resultsFor).toContain("1\u202f500,50\u00a0€");
    expect(view.summary).toContain("Starter");
    expect(view.summary).toContain("vous payez 63,01\u00a0€ par mois, HTVA.");
  });

  // English pages are read in the Netherlands and Belgium too, where "1500,50" means €1,500.50.
  it("on the English page reads a decimal comma, and says the amount it understood", () => {
    expect(calculatorView("1500,50", inputFor("en")).summary).toContain("At €1,500.50 a month, Starter is the cheapest");
    expect(calculatorView("1.500", inputFor("en")).summary).toContain("At €1,500 a month");
  });
});
