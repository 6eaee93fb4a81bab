import { COMMISSION_RATE, MONTHLY_FEE, type PlanId } from "../../../content/pricing-constants";

/** Plans with a price the calculator can compare; Enterprise is agreed per business. */
export const PRICED_PLANS = ["free", "starter", "professional"] as const satisfies readonly PlanId[];

/** What a plan costs in a month with this much online revenue, excl. VAT; null when custom. */
export function monthlyCost(plan: PlanId, revenue: number): number | null {
  const fee = MONTHLY_FEE[plan];
  if (fee === null) return null;
  return fee + revenue * COMMISSION_RATE[plan];
}

/** The monthly revenue at which a flat-fee plan costs the same as the free plan's commission. */
export function breakEvenRevenue(plan: PlanId): number | null {
  const fee = MONTHLY_FEE[plan];
  const extraRate = COMMISSION_RATE.free - COMMISSION_RATE[plan];
  if (fee === null || fee === 0 || extraRate <= 0) return null;
  return fee / extraRate;
}

/** The cheapest priced plan; on a tie the earlier (smaller) plan wins. */
export function cheapestPlan(revenue: number): (typeof PRICED_PLANS)[number] {
  let best: (typeof PRICED_PLANS)[number] = PRICED_PLANS[0];
  for (const plan of PRICED_PLANS) {
    if ((monthlyCost(plan, revenue) ?? Infinity) < (monthlyCost(best, revenue) ?? Infinity)) best = plan;
  }
  return best;
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
