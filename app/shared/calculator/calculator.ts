import {
  CALCULATOR_MAX_REVENUE,
  COMMISSION_RATE,
  MONTHLY_FEE,
  PAYMENT_FEES,
  PAYMENT_METHODS,
  PAYMENT_MIX,
  type PlanId,
} from "../../../content/pricing-constants";

/** Plans with a price the calculator can compare; Enterprise is agreed per business. */
export const PRICED_PLANS = ["free", "starter", "professional"] as const satisfies readonly PlanId[];
export type PricedPlan = (typeof PRICED_PLANS)[number];

/** Monthly fee in euro (null: custom) and commission as a fraction, per plan. */
export interface PriceList {
  fee: Record<PlanId, number | null>;
  rate: Record<PlanId, number>;
}

const SITE_PRICES: PriceList = { fee: MONTHLY_FEE, rate: COMMISSION_RATE };

/*
 * Money is counted in whole cents, as it is charged: the commission is rounded half up to the
 * cent. In floating point 7% of €700 is 49.00000000000001, which would make a tie look like a
 * difference; in cents a tie is a tie, and "cheaper" means at least a cent cheaper.
 */
const SCALE = 10_000; // basis points
const cents = (euro: number) => Math.round(euro * 100);
const basisPoints = (rate: number) => Math.round(rate * SCALE);

function costCents(plan: PlanId, revenueCents: number, prices: PriceList): number | null {
  const fee = prices.fee[plan];
  if (fee === null) return null;
  return cents(fee) + Math.round((revenueCents * basisPoints(prices.rate[plan])) / SCALE);
}

/** What a plan costs in a month with this much online revenue, excl. VAT, to the cent; null when custom. */
export function monthlyCost(plan: PlanId, revenue: number, prices: PriceList = SITE_PRICES): number | null {
  const cost = costCents(plan, cents(revenue), prices);
  return cost === null ? null : cost / 100;
}

/**
 * The priced plans that cost least, in the plans' order: more than one on a tie (Gratis and
 * Starter at €557.14, both charged €39.00), so none is called cheaper than another that costs the same.
 */
export function cheapestPlans(revenue: number, prices: PriceList = SITE_PRICES): PricedPlan[] {
  const revenueCents = cents(revenue);
  const cost = (plan: PricedPlan) => costCents(plan, revenueCents, prices) ?? Infinity;
  const least = Math.min(...PRICED_PLANS.map(cost));
  return PRICED_PLANS.filter((plan) => cost(plan) === least);
}

/**
 * The first whole euro of monthly revenue at which `plan` costs strictly less than every other
 * priced plan. Null when it never does (Professional: Starter is always cheaper), when it already
 * does from €0 (Gratis: there is nothing to break even with), or when its price is custom.
 */
export function breakEvenRevenue(plan: PlanId, prices: PriceList = SITE_PRICES): number | null {
  if (prices.fee[plan] === null) return null;
  const others = PRICED_PLANS.filter((other) => other !== plan && prices.fee[other] !== null);
  const cheaperAt = (euro: number) => others.every((other) => costCents(plan, euro * 100, prices)! < costCents(other, euro * 100, prices)!);
  // First the crossings of the exact costs, in integers (1/10 000 of a cent) …
  let from = 0;
  let upTo = Infinity;
  for (const other of others) {
    // plan is cheaper at R euros when feeGap + R * rateGap < 0.
    const feeGap = (cents(prices.fee[plan]!) - cents(prices.fee[other]!)) * SCALE;
    const rateGap = 100 * (basisPoints(prices.rate[plan]) - basisPoints(prices.rate[other]));
    if (rateGap === 0) {
      if (feeGap >= 0) return null;
    } else if (rateGap < 0) {
      if (feeGap >= 0) from = Math.max(from, Math.floor(feeGap / -rateGap) + 1);
    } else {
      upTo = Math.min(upTo, Math.ceil(-feeGap / rateGap) - 1);
    }
  }
  // … then settled on the costs as charged: rounding to the cent moves a crossing by half a cent at most.
  while (from > 0 && cheaperAt(from - 1)) from--;
  while (from <= upTo && !cheaperAt(from)) from++;
  return from > 0 && from <= upTo ? from : null;
}

/** The payment mix the calculator states beside its result: an average order and each method's share of orders. */
export interface PaymentMix {
  averageOrder: number;
  shares: Record<(typeof PAYMENT_METHODS)[number], number>;
}

/**
 * What the guests' payments cost the merchant in a month with this much online revenue, paid in
 * orders of the mix's average amount and by its methods, to the cent. The same in every plan, on
 * top of the plan's own cost: the commission of Gratis does not include it (docs/offer.md).
 */
export function paymentCosts(revenue: number, mix: PaymentMix = PAYMENT_MIX, fees = PAYMENT_FEES): number {
  const orders = revenue / mix.averageOrder;
  const euro = PAYMENT_METHODS.reduce((sum, method) => {
    const share = mix.shares[method];
    return sum + share * (orders * fees[method].fixed + revenue * fees[method].rate);
  }, 0);
  return Math.round(euro * 100) / 100;
}

/** The payment costs of the mix as a share of revenue: the same at every revenue, since every order is the average one. */
export function paymentCostShare(mix: PaymentMix = PAYMENT_MIX, fees = PAYMENT_FEES): number {
  return paymentCosts(mix.averageOrder * 10_000, mix, fees) / (mix.averageOrder * 10_000);
}

export interface ExampleRow {
  revenue: number;
  costs: Record<PricedPlan, number>;
  cheapest: PricedPlan[];
}

/** Each priced plan's cost at a few revenues: the table a visitor sees before the live calculator works. */
export function exampleCosts(revenues: readonly number[], prices: PriceList = SITE_PRICES): ExampleRow[] {
  return revenues.map((revenue) => ({
    revenue,
    costs: Object.fromEntries(PRICED_PLANS.map((plan) => [plan, monthlyCost(plan, revenue, prices)!])) as Record<PricedPlan, number>,
    cheapest: cheapestPlans(revenue, prices),
  }));
}

/**
 * Reads the visitor's input as a monthly revenue in euros, written the Dutch way ("1.500,50"),
 * the English way ("1,500.50") or the French way ("1 500,50", with any space, U+202F and U+00A0
 * included, or none) on any language's page: English pages are read in the
 * Netherlands and Belgium too, where the comma is the decimal separator. With both separators,
 * the last one is the decimal point. With one separator once, two digits or fewer after it are
 * cents ("1500,50") and exactly three are thousands ("1.500": a revenue of €1.50 is no question
 * anyone asks). Groups of thousands must have three digits. Null when it is no amount.
 */
export function parseRevenue(input: string): number | null {
  const cleaned = input.replace(/[€\s]/g, "");
  if (!/^\d[\d.,]*$/.test(cleaned)) return null;
  const separators = cleaned.match(/[.,]/g) ?? [];
  const last = Math.max(cleaned.lastIndexOf(","), cleaned.lastIndexOf("."));
  let whole = cleaned;
  let cents = "";
  let grouping: string | undefined;
  if (new Set(separators).size === 2) {
    grouping = cleaned[last] === "," ? "." : ",";
    whole = cleaned.slice(0, last);
    cents = cleaned.slice(last + 1);
    if (whole.includes(cleaned[last]!)) return null;
  } else if (separators.length > 1) {
    grouping = separators[0];
  } else if (separators.length === 1) {
    const digitsAfter = cleaned.length - last - 1;
    if (digitsAfter === 3) grouping = separators[0];
    else if (digitsAfter === 1 || digitsAfter === 2) [whole, cents] = [cleaned.slice(0, last), cleaned.slice(last + 1)];
    else return null;
  }
  const groups = grouping ? whole.split(grouping) : [whole];
  if (groups.length > 1 && (!/^\d{1,3}$/.test(groups[0]!) || groups.slice(1).some((group) => !/^\d{3}$/.test(group)))) return null;
  if (!/^\d*$/.test(cents) || !/^\d+$/.test(groups.join(""))) return null;
  return Number(`${groups.join("")}${cents ? `.${cents}` : ""}`);
}

export type RevenueProblem = "notAnAmount" | "negative" | "tooLarge";

/**
 * The visitor's input as a revenue the calculator counts with, or why it cannot: a minus sign
 * (a hyphen, or U+2212 as some keyboards type it) before an amount, more than
 * CALCULATOR_MAX_REVENUE, or no amount at all. Each has its own sentence (calculator-view.ts).
 */
export function readRevenue(input: string): { revenue: number } | { problem: RevenueProblem } {
  const unsigned = input.replace(/^[\s€]*[-\u2212]/, "");
  const revenue = parseRevenue(unsigned);
  if (revenue === null) return { problem: "notAnAmount" };
  if (unsigned !== input) return { problem: "negative" };
  if (revenue > CALCULATOR_MAX_REVENUE) return { problem: "tooLarge" };
  return { revenue };
}
