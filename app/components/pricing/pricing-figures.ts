import { CALCULATOR_MAX_REVENUE, MONTHLY_FEE, PAYMENT_MIX } from "../../../content/pricing-constants";
import { breakEvenRevenue, paymentCostShare } from "../../shared/calculator/calculator";
import { formatEuro } from "../../shared/figures";
import type { Locale } from "../../shared/locales";
import { formatPercentage } from "../../shared/number-format";

/**
 * The pricing page's computed {placeholders}, filled in with the shared ones of figures.ts. They
 * live here, not there, because figures.ts loads on every page and the calculator's code should
 * load with the pricing page only.
 */
export function pricingFigures(locale: Locale): Record<string, string> {
  const share = (fraction: number) => formatPercentage(locale, fraction);
  return {
    // Computed, never typed: the first whole euro at which Starter really costs less (calculator.ts).
    breakEven: formatEuro(locale, breakEvenRevenue("starter") ?? 0),
    professionalOverStarter: formatEuro(locale, (MONTHLY_FEE.professional ?? 0) - (MONTHLY_FEE.starter ?? 0)),
    // The mix the calculator counts payment costs with, stated beside its result.
    averageOrder: formatEuro(locale, PAYMENT_MIX.averageOrder),
    idealShare: share(PAYMENT_MIX.shares.ideal),
    bancontactShare: share(PAYMENT_MIX.shares.bancontact),
    cardShare: share(PAYMENT_MIX.shares.cards),
    walletShare: share(PAYMENT_MIX.shares.wallets),
    paymentShare: share(paymentCostShare()),
    // The most the calculator counts with, named where it refuses more.
    maxRevenue: formatEuro(locale, CALCULATOR_MAX_REVENUE),
  };
}
