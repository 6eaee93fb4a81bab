import { useState, useSyncExternalStore } from "react";
import { PLAN_IDS } from "../../../content/pricing-constants";
import type { PricingCopy } from "../../../content/schema/pricing";
import type { Locale } from "../../i18n/locales";
import { fill, formatEuro } from "../sections/figures";
import { breakEvenRevenue, cheapestPlan, monthlyCost, parseRevenue } from "./calculator";
import { ExampleCosts } from "./ExampleCosts";

const DEFAULT_REVENUE = "1000";

const noSubscription = () => () => {};
/** False in the pre-rendered HTML and while React hydrates it; true once React runs the island. */
function useLive(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/**
 * Monthly revenue in, each plan's monthly cost out; the sentence naming the cheapest is announced.
 * Until the script runs (or without one) the input could not compute anything, so a table of
 * example revenues stands in its place. Both share one grid cell, and the cell is as tall as the
 * taller of the two in either state: swapping them moves nothing on the page.
 */
/** Fixed ids: an island may not use useId (app/islands/Island.tsx), and the page holds one calculator. */
const ids = { title: "calculator-title", input: "calculator-revenue", hint: "calculator-hint", error: "calculator-error" };

export function Calculator({ copy, plans, locale }: { copy: PricingCopy["calculator"]; plans: PricingCopy["plans"]; locale: Locale }) {
  const live = useLive();
  const [input, setInput] = useState(DEFAULT_REVENUE);
  const revenue = parseRevenue(input, locale === "nl" ? "," : ".");
  const euro = (amount: number) => formatEuro(locale, amount);
  const best = revenue === null ? null : cheapestPlan(revenue);

  return (
    <section aria-labelledby={ids.title} className="bg-cream-100 py-14 sm:py-20" data-testid="calculator" data-live={live ? "" : undefined}>
      <div className="container-page grid gap-10 lg:grid-cols-2">
        <div className="min-w-0">
          <h2 id={ids.title} className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
            {copy.title}
          </h2>
          <p className="mt-4 text-lg text-ink-700" data-testid="calculator-intro">
            {copy.intro}
          </p>
          <div className="mt-8 grid">
            <div className={`col-start-1 row-start-1 min-w-0 ${live ? "invisible" : ""}`}>
              <ExampleCosts copy={copy} plans={plans} locale={locale} />
            </div>
            <div className={`col-start-1 row-start-1 min-w-0 ${live ? "" : "invisible"}`} data-testid="calculator-input">
              <label htmlFor={ids.input} className="block font-semibold">
                {copy.label}
              </label>
              <p id={ids.hint} className="text-ink-700">
                {copy.hint}
              </p>
              <input
                id={ids.input}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                value={input}
                onChange={(event) => setInput(event.target.value)}
                aria-describedby={revenue === null ? `${ids.hint} ${ids.error}` : ids.hint}
                aria-invalid={revenue === null}
                className="mt-2 block min-h-11 w-full max-w-xs rounded-lg border-2 border-ink-500 bg-white px-4 text-lg focus:border-brand-600"
              />
              {revenue === null ? (
                <p id={ids.error} className="mt-2 font-semibold text-brand-700">
                  {copy.invalid}
                </p>
              ) : null}
              <p aria-live="polite" className="mt-6 text-lg font-semibold" data-testid="calculator-summary">
                {revenue !== null && best ? fill(copy.summary, { revenue: euro(revenue), plan: plans[best].title, amount: euro(monthlyCost(best, revenue) ?? 0) }) : ""}
              </p>
            </div>
          </div>
        </div>
        <div className="min-w-0 self-start rounded-card bg-white p-6 shadow-card">
          <h3 className="text-xl font-bold">{fill(copy.resultsFor, { revenue: revenue === null ? "…" : euro(revenue) })}</h3>
          <ul className="mt-4 divide-y divide-ink-100">
            {PLAN_IDS.map((id) => {
              const cost = revenue === null ? null : monthlyCost(id, revenue);
              const breakEven = breakEvenRevenue(id);
              const note = id === "free" ? (revenue === null ? null : fill(copy.commissionLine, { revenue: euro(revenue) })) : id === "enterprise" ? null : copy.flatLine;
              return (
                <li key={id} data-plan={id} className="py-3">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span className="font-semibold">
                      {plans[id].title}
                      {id === best ? <span className="ml-2 rounded-full bg-fresh-700 px-2 py-0.5 text-sm text-white">{copy.cheapest}</span> : null}
                    </span>
                    <span className="text-lg font-bold" data-testid="plan-cost">
                      {id === "enterprise" ? copy.custom : cost === null ? "–" : `${euro(cost)} ${copy.perMonth}`}
                    </span>
                  </p>
                  {note ? <p className="text-sm text-ink-700">{note}</p> : null}
                  {breakEven !== null ? (
                    <p className="text-sm text-ink-700" data-testid="break-even">
                      {fill(copy.breakEven, { plan: plans[id].title, amount: euro(breakEven) })}
                    </p>
                  ) : null}
                  {/* Professional is never the cheapest (Starter always costs less): say what it adds instead. */}
                  {id === "professional" ? (
                    <p className="text-sm text-ink-700" data-testid="professional-adds">
                      {copy.professionalAdds}
                    </p>
                  ) : null}
                </li>
              );
            })}
          </ul>
        </div>
      </div>
    </section>
  );
}
