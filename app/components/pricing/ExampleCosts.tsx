import { CALCULATOR_EXAMPLE_REVENUES } from "../../../content/pricing-constants";
import type { PricingCopy } from "../../../content/schema/pricing";
import { exampleCosts, PRICED_PLANS } from "../../shared/calculator/calculator";
import { formatEuro } from "../../shared/figures";
import type { Locale } from "../../shared/locales";

const cell = "px-1 py-1.5 text-right tabular-nums sm:px-3 sm:py-2";
const head = "text-xs font-semibold sm:text-base";

/**
 * Each priced plan's monthly cost at a few example revenues: what the calculator shows in the
 * pre-rendered page, before (or without) JavaScript. On a 320 px screen it needs about 280 px
 * (the width of the page's text there) in a wide fallback font such as DejaVu Sans, so below 360 px
 * it may reach into the page's right margin by 12 px rather than widen the page. Enterprise has
 * no figure; the results beside it say "Op maat".
 */
export function ExampleCosts({ copy, plans, locale }: { copy: PricingCopy["calculator"]; plans: PricingCopy["plans"]; locale: Locale }) {
  const rows = exampleCosts(CALCULATOR_EXAMPLE_REVENUES);
  return (
    <div data-testid="example-costs">
      <table className="-mr-3 w-[calc(100%+0.75rem)] border-collapse text-sm min-[360px]:mr-0 min-[360px]:w-full sm:text-base">
        <caption className="mb-2 text-left font-semibold text-ink-900">{copy.examples.caption}</caption>
        <thead>
          <tr className="border-b-2 border-ink-300">
            <th scope="col" className={`py-2 pr-1 text-left align-bottom sm:pr-3 ${head}`}>
              {copy.examples.revenue}
            </th>
            {PRICED_PLANS.map((plan) => (
              <th key={plan} scope="col" className={`${cell} align-bottom ${head}`}>
                {plans[plan].title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-ink-100">
          {rows.map((row) => (
            <tr key={row.revenue}>
              <th scope="row" className="py-1.5 pr-1 text-left font-normal tabular-nums sm:py-2 sm:pr-3 sm:font-semibold">
                {formatEuro(locale, row.revenue)}
              </th>
              {PRICED_PLANS.map((plan) => (
                <td key={plan} className={`${cell} ${row.cheapest.includes(plan) ? "font-bold text-fresh-700" : ""}`}>
                  {formatEuro(locale, row.costs[plan])}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-ink-700" data-testid="example-costs-note">
        {copy.examples.note}
      </p>
    </div>
  );
}
