import { COMMISSION_RATE, MONTHLY_FEE, type PlanId } from "../../../content/pricing-constants";

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

/** The cheapest priced plan; on a tie the earlier (smaller) plan wins, so a plan is named only when it is really cheaper. */
export function cheapestPlan(revenue: number, prices: PriceList = SITE_PRICES): PricedPlan {
  const revenueCents = cents(revenue);
  let best: PricedPlan = PRICED_PLANS[0];
  for (const plan of PRICED_PLANS) {
    if ((costCents(plan, revenueCents, prices) ?? Infinity) < (costCents(best, revenueCents, prices) ?? Infinity)) best = plan;
  }
  return best;
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

export interface ExampleRow {
  revenue: number;
  costs: Record<PricedPlan, number>;
  cheapest: PricedPlan;
}

/** Each priced plan's cost at a few revenues: the table a visitor sees before the live calculator works. */
export function exampleCosts(revenues: readonly number[], prices: PriceList = SITE_PRICES): ExampleRow[] {
  return revenues.map((revenue) => ({
    revenue,
    costs: Object.fromEntries(PRICED_PLANS.map((plan) => [plan, monthlyCost(plan, revenue, prices)!])) as Record<PricedPlan, number>,
    cheapest: cheapestPlan(revenue, prices),
  }));
}

/** Reads the visitor's input: "1500", "1.500,50" (nl) or "1,500.50" (en); null when it is no amount. */
export function parseRevenue(input: string, decimalSeparator: "," | "."): number | null {
  const cleaned = input.replace(/[€\s]/g, "");
  if (cleaned === "") return null;
  const grouping = decimalSeparator === "," ? "." : ",";
  const normalised = cleaned.split(grouping).join("").replace(decimalSeparator, ".");
  if (!/^\d+(\.\d+)?$/.test(normalised)) return null;
  return Number(normalised);
}
