/**
 * The business's numbers (prices, commission, trial, claims), in one place. Copy never repeats
 * these numbers: it says "{starter}" or "{commission}", and the route loaders fill them in per
 * locale (app/components/sections/figures.ts), so a price change is one edit here.
 */
export const PLAN_IDS = ["free", "starter", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** Monthly fee in euro, excluding VAT; null means "custom", agreed with sales. */
export const MONTHLY_FEE: Record<PlanId, number | null> = { free: 0, starter: 39, professional: 49, enterprise: null };

/** Commission on successful orders; only the free plan has one. */
export const COMMISSION_RATE: Record<PlanId, number> = { free: 0.07, starter: 0, professional: 0, enterprise: 0 };

/** Plans that show a trial button; Enterprise is contact-only. */
export const TRIAL_PLANS: readonly PlanId[] = ["starter", "professional"];

export const TRIAL_DAYS = 30;
export const ONBOARDING_HOURS = 48;

/** Monthly revenues (euro) of the pricing calculator's example table, shown before its live input works. */
export const CALCULATOR_EXAMPLE_REVENUES: readonly number[] = [250, 500, 1000, 2500, 5000];

/** Horizontal scroll after which the pricing table's swipe hint goes away for good. */
export const SWIPE_HINT_THRESHOLD_PX = 150;

/** The figures the copy claims, as fractions or amounts; the copy quotes them through placeholders. */
export const FIGURES = {
  refundRate: 0.002,
  costSavings: 0.2,
  moreRevenue: 0.3,
  moreOrders: 0.25,
  productivity: 0.2,
  caseSavingsPerMonth: 250,
} as const;

/**
 * The figures the claims state as maxima ("up to 30% more revenue"): the copy always puts "tot" or
 * "up to" right before their placeholders, and before no other figure (copy-lint.test.ts).
 */
export const MAXIMUM_FIGURES = ["costSavings", "moreRevenue", "moreOrders"] as const satisfies readonly (keyof typeof FIGURES)[];
