import { PLAN_IDS, type PlanId } from "../../content/pricing-constants";
import type { PricingCopy } from "../../content/schema/pricing";
import { fill, formatEuro } from "../components/sections/figures";
import type { Locale } from "../i18n/locales";
import { cheapestPlan, monthlyCost, parseRevenue, paymentCosts } from "./calculator";

/** The copy the calculator shows, and the language it formats amounts in: all it needs, server or browser. */
export interface CalculatorInput {
  copy: PricingCopy["calculator"];
  /** Each plan's title. */
  titles: Record<PlanId, string>;
  locale: Locale;
}

/** What the calculator shows for one input. */
export interface CalculatorView {
  valid: boolean;
  summary: string;
  resultsFor: string;
  plans: Record<PlanId, { cost: string; cheapest: boolean; note: string | null }>;
  /** The guests' payments at the stated mix, the same in every plan: "€ 16 per maand". */
  payments: string;
}

export const DEFAULT_REVENUE = "1000";

/**
 * The one place that turns the visitor's input into the calculator's words: the server renders
 * the default with it (CostCalculator.tsx), and the browser the visitor's own input
 * (app/enhance/calculator.ts), so the two can never disagree.
 */
export function calculatorView(input: string, { copy, titles, locale }: CalculatorInput): CalculatorView {
  const revenue = parseRevenue(input);
  const euro = (amount: number) => formatEuro(locale, amount);
  const best = revenue === null ? null : cheapestPlan(revenue);
  const plans = Object.fromEntries(
    PLAN_IDS.map((id) => {
      const cost = revenue === null ? null : monthlyCost(id, revenue);
      const note =
        id === "free" ? (revenue === null ? null : fill(copy.commissionLine, { revenue: euro(revenue) })) : id === "enterprise" ? null : copy.flatLine;
      return [id, { cost: id === "enterprise" ? copy.custom : cost === null ? "–" : `${euro(cost)} ${copy.perMonth}`, cheapest: id === best, note }];
    }),
  ) as CalculatorView["plans"];
  return {
    valid: revenue !== null,
    summary:
      revenue !== null && best
        ? fill(copy.summary, {
            revenue: euro(revenue),
            plan: titles[best],
            amount: euro(monthlyCost(best, revenue) ?? 0),
            payments: euro(paymentCosts(revenue)),
            total: euro((monthlyCost(best, revenue) ?? 0) + paymentCosts(revenue)),
          })
        : "",
    resultsFor: fill(copy.resultsFor, { revenue: revenue === null ? "…" : euro(revenue) }),
    plans,
    payments: revenue === null ? "–" : `${euro(paymentCosts(revenue))} ${copy.perMonth}`,
  };
}
