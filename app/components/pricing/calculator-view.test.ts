import { describe, expect, it } from "vitest";
import en from "../../../content/en/pricing";
import nl from "../../../content/nl/pricing";
import { PLAN_IDS } from "../../../content/pricing-constants";
import type { Locale } from "../../i18n/locales";
import { fillCopy } from "../sections/figures";
import { type CalculatorInput, calculatorView, DEFAULT_REVENUE } from "./calculator-view";

function inputFor(locale: Locale): CalculatorInput {
  const copy = fillCopy(locale === "nl" ? nl : en, locale);
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
    expect(en.summary).toBe("At €1,000 a month, Starter is the cheapest: €39 a month, excl. VAT. With about €16 of payment costs on top, you pay €55.");
    const nlView = calculatorView("250", inputFor("nl"));
    expect(nlView.payments).toBe("€\u00a04 per maand");
    expect(nlView.summary).toContain("Met ongeveer €\u00a04 betaalkosten erbij betaal je €\u00a021,50.");
    expect(calculatorView("abc", inputFor("en")).payments).toBe("–");
  });

  it("starts at the default revenue the page is rendered with", () => {
    expect(calculatorView(DEFAULT_REVENUE, inputFor("en")).valid).toBe(true);
  });
});
