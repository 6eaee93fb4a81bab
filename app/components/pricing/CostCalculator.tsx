import { CALCULATOR_MAX_REVENUE, PLAN_IDS } from "../../../content/pricing-constants";
import type { PricingCopy } from "../../../content/schema/pricing";
import { Breakable } from "../../i18n/word-breaks";
import { serializeJsonLd } from "../../seo/json-ld";
import { breakEvenRevenue, cheapestPlans } from "../../shared/calculator/calculator";
import { type CalculatorInput, calculatorView, DEFAULT_REVENUE } from "../../shared/calculator/calculator-view";
import { fill, formatEuro } from "../../shared/figures";
import type { Locale } from "../../shared/locales";
import { CALCULATOR_IDS, CALCULATOR_INPUT_ATTRIBUTE, calculatorPart } from "../../shared/markup/attributes";
import { ExampleCosts } from "./ExampleCosts";

const ids = CALCULATOR_IDS;

const SUMMARY_TEXT = "text-lg font-semibold";
const ERROR_TEXT = "font-semibold text-brand-700";

/**
 * Every longest sentence the answer's cell may have to hold: the summary at a tie, at the most the
 * calculator counts with and a cent less (the longest amounts), and each refusal. Laid hidden in
 * the cell, they keep it as tall as the tallest at any width and in any language.
 */
function answerSizes(input: CalculatorInput): { sentence: string; className: string }[] {
  const starter = breakEvenRevenue("starter");
  // A tie falls on a cent below the first whole euro where Starter is cheaper.
  const tie = starter === null ? [] : Array.from({ length: 100 }, (_, cent) => starter - 1 + cent / 100).filter((revenue) => cheapestPlans(revenue).length > 1);
  const summaries = [...tie.slice(0, 1), CALCULATOR_MAX_REVENUE - 0.01, CALCULATOR_MAX_REVENUE].map(
    (revenue) => calculatorView(revenue.toFixed(2).replace(".", ","), input).summary,
  );
  const refusals = ["-1", `${CALCULATOR_MAX_REVENUE + 1}`, "?"].map((typed) => calculatorView(typed, input).error);
  return [...summaries.map((sentence) => ({ sentence, className: SUMMARY_TEXT })), ...refusals.map((sentence) => ({ sentence, className: ERROR_TEXT }))];
}

/**
 * Monthly revenue in, each plan's monthly cost out; the sentence naming the cheapest (or the plans
 * that tie) is announced, and so is why an input is refused.
 * The server renders it for the default revenue; app/browser/enhance/calculator.ts makes the input live
 * and rewrites the words from the same view (app/shared/calculator/calculator-view.ts). The table of
 * example revenues beside it is there with and without JavaScript. Until the script runs (or
 * without one) the card's heading names the default revenue; once live, the input takes its place
 * in the same grid cell, so the swap moves nothing, and the answer under it keeps one height
 * whatever is typed (decision 081).
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
          <div className="mt-8">
            <ExampleCosts copy={copy} plans={plans} locale={locale} />
          </div>
        </div>
        <div className="min-w-0 self-start rounded-card bg-white p-6 shadow-card">
          {/* The heading for the default revenue, or once live the input in its place; the one cell is as tall as the taller, so the swap moves nothing. */}
          <div className="grid">
            <h3
              className="col-start-1 row-start-1 self-end text-xl font-bold [[data-live]_&]:invisible"
              data-testid="calculator-results-for"
              {...calculatorPart("results-for")}
            >
              {view.resultsFor}
            </h3>
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
            </div>
          </div>
          {/*
            The summary, or the sentence that says why the input is refused, in one cell as tall as
            the longest either can be (the hidden sentences below), so typing moves nothing under it.
            Each live region stays in place, so what the script writes in it is announced.
          */}
          <div className="mt-4 grid" data-testid="calculator-answer">
            {answerSizes(input).map(({ sentence, className }) => (
              <p key={`${className} ${sentence}`} aria-hidden="true" className={`invisible col-start-1 row-start-1 ${className}`}>
                {sentence}
              </p>
            ))}
            <div aria-live="polite" className="col-start-1 row-start-1">
              <p id={ids.error} hidden={view.valid} className={ERROR_TEXT} data-testid="calculator-error">
                {view.error}
              </p>
            </div>
            <p aria-live="polite" className={`col-start-1 row-start-1 ${SUMMARY_TEXT}`} data-testid="calculator-summary" {...calculatorPart("summary")}>
              {view.summary}
            </p>
          </div>
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
