import { describe, expect, it } from "vitest";
import { PLAN_IDS } from "../../../content/pricing-constants";
import { pricingFigures } from "../../components/pricing/pricing-figures";
import { copyOf } from "../../i18n/catalog";
import { fillCopy } from "../figures";
import type { Locale } from "../locales";
import { type CalculatorInput, calculatorView, DEFAULT_REVENUE } from "./calculator-view";

const [en] = [copyOf("en", "pricing.index")];

function inputFor(locale: Locale): CalculatorInput {
  // Filled as the page fills it (app/render/page-content.tsx), the calculator's own figures included.
  const copy = fillCopy(copyOf(locale, "pricing.index"), locale, pricingFigures(locale));
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

  it("says why it cannot count: a negative amount, no amount, or more than it counts with, and what to type instead", () => {
    for (const locale of ["nl", "en", "fr"] as const) {
      const { copy } = inputFor(locale);
      for (const [typed, error] of [
        ["-100", copy.negative],
        ["veel", copy.invalid],
        ["999999999999999999999", copy.tooLarge],
        ["99999999999999999999", copy.tooLarge],
      ] as const) {
        const view = calculatorView(typed, inputFor(locale));
        expect({ typed, valid: view.valid, error: view.error, summary: view.summary }).toEqual({ typed, valid: false, error, summary: "" });
        expect(PLAN_IDS.map((id) => view.plans[id].cost)).toEqual(["–", "–", "–", copy.custom]);
        expect(view.payments).toBe("–");
      }
      expect(calculatorView("1000", inputFor(locale)).error).toBe("");
    }
    // The maximum is stated in the message, formatted as the page formats amounts.
    expect(inputFor("nl").copy.tooLarge).toContain("€\u00a01.000.000");
    expect(inputFor("en").copy.tooLarge).toContain("€1,000,000");
    expect(inputFor("fr").copy.tooLarge).toContain("1\u202f000\u202f000\u00a0€");
    // The biggest revenue it takes still gives whole figures: no "NaN", and the fee is in the total.
    const top = calculatorView("1.000.000", inputFor("nl"));
    expect(top.summary).toBe(
      "Bij €\u00a01.000.000 per maand is Starter het goedkoopst: €\u00a039 per maand, excl. btw. Met ongeveer €\u00a016.000 betaalkosten erbij, waarover geen btw gaat, betaal je €\u00a016.039 per maand, excl. btw. Wat je zelf kiest, zoals een POS-apparaat, QR-stickers of sms, telt de rekenhulp niet mee.",
    );
  });

  it("says a tie is a tie: both plans marked alike, and the sentence names both, not one as the cheapest", () => {
    const nlView = calculatorView("557,14", inputFor("nl"));
    expect(PLAN_IDS.filter((id) => nlView.plans[id].cheapest)).toEqual(["free", "starter"]);
    expect(nlView.badge).toBe(inputFor("nl").copy.tie);
    expect(nlView.summary).toBe(
      "Bij €\u00a0557,14 per maand kosten Gratis en Starter evenveel: €\u00a039 per maand, excl. btw. Met ongeveer €\u00a08,91 betaalkosten erbij betaal je €\u00a047,91.",
    );
    expect(calculatorView("557,14", inputFor("en")).summary).toBe(
      "At €557.14 a month, Free and Starter cost the same: €39 a month, excl. VAT. With about €8.91 of payment costs on top, you pay €47.91.",
    );
    expect(calculatorView("557,14", inputFor("fr")).summary).toBe(
      "Pour 557,14\u00a0€ par mois, Gratuit et Starter coûtent le même prix\u202f: 39\u00a0€ par mois, HTVA. Avec environ 8,91\u00a0€ de frais de paiement en plus, vous payez 47,91\u00a0€.",
    );
    // One cent more and Starter alone is the cheapest again.
    const after = calculatorView("557,22", inputFor("nl"));
    expect(PLAN_IDS.filter((id) => after.plans[id].cheapest)).toEqual(["starter"]);
    expect(after.badge).toBe(inputFor("nl").copy.cheapest);
  });

  it("starts at the default revenue the page is rendered with", () => {
    expect(calculatorView(DEFAULT_REVENUE, inputFor("en")).valid).toBe(true);
  });
});

// What the live calculator shows for what a visitor types (app/browser/enhance/calculator.ts writes these
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
