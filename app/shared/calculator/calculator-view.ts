import { PLAN_IDS, type PlanId } from "../../../content/pricing-constants";
import type { PricingCopy } from "../../../content/schema/pricing";
import { fill, formatEuro } from "../figures";
import type { Locale } from "../locales";
import { cheapestPlans, monthlyCost, paymentCosts, readRevenue } from "./calculator";

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
  /** Why the input cannot be counted with; empty when it can. */
  error: string;
  summary: string;
  /** The words on every plan marked `cheapest`: "Goedkoopst", or "Even goedkoop" on a tie. */
  badge: string;
  resultsFor: string;
  plans: Record<PlanId, { cost: string; cheapest: boolean; note: string | null }>;
  /** The guests' payments at the stated mix, the same in every plan: "€ 16 per maand". */
  payments: string;
}

export const DEFAULT_REVENUE = "1000";

/**
 * The one place that turns the visitor's input into the calculator's words: the server renders
 * the default with it (CostCalculator.tsx), and the browser the visitor's own input
 * (app/browser/enhance/calculator.ts), so the two can never disagree.
 */
export function calculatorView(input: string, { copy, titles, locale }: CalculatorInput): CalculatorView {
  const read = readRevenue(input);
  const revenue = "revenue" in read ? read.revenue : null;
  const euro = (amount: number) => formatEuro(locale, amount);
  const best = revenue === null ? [] : cheapestPlans(revenue);
  const plans = Object.fromEntries(
    PLAN_IDS.map((id) => {
      const cost = revenue === null ? null : monthlyCost(id, revenue);
      const note =
        id === "free" ? (revenue === null ? null : fill(copy.commissionLine, { revenue: euro(revenue) })) : id === "enterprise" ? null : copy.flatLine;
      return [
        id,
        { cost: id === "enterprise" ? copy.custom : cost === null ? "–" : `${euro(cost)} ${copy.perMonth}`, cheapest: best.some((plan) => plan === id), note },
      ];
    }),
  ) as CalculatorView["plans"];
  const names = best.map((plan) => titles[plan]);
  const summaryOf = (amount: number, revenue: number) =>
    fill(names.length > 1 ? copy.tieSummary : copy.summary, {
      revenue: euro(revenue),
      plan: names[0] ?? "",
      plans: names.length > 1 ? `${names.slice(0, -1).join(", ")} ${copy.and} ${names.at(-1)}` : "",
      amount: euro(amount),
      payments: euro(paymentCosts(revenue)),
      total: euro(amount + paymentCosts(revenue)),
    });
  return {
    valid: revenue !== null,
    error: "problem" in read ? { notAnAmount: copy.invalid, negative: copy.negative, tooLarge: copy.tooLarge }[read.problem] : "",
    summary: revenue !== null && best[0] ? summaryOf(monthlyCost(best[0], revenue) ?? 0, revenue) : "",
    badge: best.length > 1 ? copy.tie : copy.cheapest,
    resultsFor: fill(copy.resultsFor, { revenue: revenue === null ? "…" : euro(revenue) }),
    plans,
    payments: revenue === null ? "–" : `${euro(paymentCosts(revenue))} ${copy.perMonth}`,
  };
}
