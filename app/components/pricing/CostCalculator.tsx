import { PLAN_IDS } from "../../../content/pricing-constants";
import type { PricingCopy } from "../../../content/schema/pricing";
import { breakEvenRevenue } from "../../calculator/calculator";
import { type CalculatorInput, calculatorView, DEFAULT_REVENUE } from "../../calculator/calculator-view";
import { CALCULATOR_IDS, CALCULATOR_INPUT_ATTRIBUTE, calculatorPart } from "../../enhance/attributes";
import type { Locale } from "../../i18n/locales";
import { Breakable } from "../../i18n/word-breaks";
import { serializeJsonLd } from "../../seo/json-ld";
import { fill, formatEuro } from "../sections/figures";
import { ExampleCosts } from "./ExampleCosts";

const ids = CALCULATOR_IDS;

/**
 * Monthly revenue in, each plan's monthly cost out; the sentence naming the cheapest (or the plans
 * that tie) is announced, and so is why an input is refused.
 * The server renders it for the default revenue; app/enhance/calculator.ts makes the input live
 * and rewrites the words from the same view (app/calculator/calculator-view.ts). Until the script runs (or
 * without one) the input could not compute anything, so a table of example revenues stands in
 * its place. Both share one grid cell, and the cell is as tall as the taller of the two in either
 * state: swapping them moves nothing on the page.
 */
export function CostCalculator({ copy, plans, locale }: { copy: PricingCopy["calculator"]; plans: PricingCopy["plans"]; locale: Locale }) {
  const input: CalculatorInput = { copy, titles: Object.fromEntries(PLAN_IDS.map((id) => [id, plans[id].title])) as CalculatorInput["titles"], locale };
  const view = calculatorView(DEFAULT_REVENUE, input);
  const euro = (amount: number) => formatEuro(locale, amount);
  return (
    <section aria-labelledby={ids.title} className="bg-cream-100 py-14 sm:py-20" data-testid="calculator">
      <script type="application/json" {...{ [CALCULATOR_INPUT_ATTRIBUTE]: "" }} dangerouslySetInnerHTML={{ __html: serializeJsonLd(input) }} />
      <div className="container-page grid gap-10 lg:grid-cols-2">
        <div className="min-w-0">
          <h2 id={ids.title} className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
            <Breakable text={copy.title} />
          </h2>
          <p className="mt-4 text-lg text-ink-700" data-testid="calculator-intro">
            {copy.intro}
          </p>
          <div className="mt-8 grid">
            <div className="col-start-1 row-start-1 min-w-0 [[data-live]_&]:invisible">
              <ExampleCosts copy={copy} plans={plans} locale={locale} />
            </div>
            <div className="invisible col-start-1 row-start-1 min-w-0 [[data-live]_&]:visible" data-testid="calculator-input">
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
                defaultValue={DEFAULT_REVENUE}
                aria-describedby={ids.hint}
                aria-invalid={false}
                className="mt-2 block min-h-11 w-full max-w-xs rounded-lg border-2 border-ink-500 bg-white px-4 text-lg focus:border-brand-600"
              />
              {/* The region stays in place, so the error the script shows in it is announced; its words say why the input is refused (calculatorView). */}
              <div aria-live="polite">
                <p id={ids.error} hidden={view.valid} className="mt-2 font-semibold text-brand-700" data-testid="calculator-error">
                  {view.error}
                </p>
              </div>
              <p aria-live="polite" className="mt-6 text-lg font-semibold" data-testid="calculator-summary" {...calculatorPart("summary")}>
                {view.summary}
              </p>
            </div>
          </div>
        </div>
        <div className="min-w-0 self-start rounded-card bg-white p-6 shadow-card">
          <h3 className="text-xl font-bold" data-testid="calculator-results-for" {...calculatorPart("results-for")}>
            {view.resultsFor}
          </h3>
          <ul className="mt-4 divide-y divide-ink-100">
            {PLAN_IDS.map((id) => {
              const breakEven = breakEvenRevenue(id);
              const plan = view.plans[id];
              return (
                <li key={id} data-plan={id} className="py-3">
                  <p className="flex flex-wrap items-baseline justify-between gap-x-4">
                    <span className="font-semibold">
                      {plans[id].title}
                      {/* In every row, shown where it applies, so the script only moves it. */}
                      <span
                        hidden={!plan.cheapest}
                        className="ml-2 rounded-full bg-fresh-700 px-2 py-0.5 text-sm text-white"
                        data-testid="cheapest"
                        {...calculatorPart("cheapest")}
                      >
                        {view.badge}
                      </span>
                    </span>
                    <span className="text-lg font-bold" data-testid="plan-cost" {...calculatorPart("plan-cost")}>
                      {plan.cost}
                    </span>
                  </p>
                  {id === "free" || plan.note ? (
                    <p hidden={!plan.note} className="text-sm text-ink-700" data-testid="plan-note" {...calculatorPart("plan-note")}>
                      {plan.note}
                    </p>
                  ) : null}
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
          {/* The guests' payments cost the same in every plan, so they never change which plan is cheapest; they are added in the summary. */}
          <div className="mt-2 border-t-2 border-ink-100 pt-3" data-testid="calculator-payments">
            <p className="flex flex-wrap items-baseline justify-between gap-x-4">
              <span className="font-semibold">{copy.paymentsLine}</span>
              <span className="text-lg font-bold" {...calculatorPart("payments")}>
                {view.payments}
              </span>
            </p>
            <p className="text-sm text-ink-700">{copy.paymentsNote}</p>
          </div>
        </div>
      </div>
    </section>
  );
}
