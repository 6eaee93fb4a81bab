import { MONTHLY_FEE } from "../../../content/pricing-constants";
import type { Locale } from "../../i18n/locales";
import { formatEuro } from "../sections/figures";
import { breakEvenRevenue } from "./calculator";

/**
 * The pricing page's computed {placeholders}, filled in with the shared ones of figures.ts. They
 * live here, not there, because figures.ts loads on every page and the calculator's code should
 * load with the pricing page only.
 */
export function pricingFigures(locale: Locale): Record<string, string> {
  return {
    // Computed, never typed: the first whole euro at which Starter really costs less (calculator.ts).
    breakEven: formatEuro(locale, breakEvenRevenue("starter") ?? 0),
    professionalOverStarter: formatEuro(locale, (MONTHLY_FEE.professional ?? 0) - (MONTHLY_FEE.starter ?? 0)),
  };
}
