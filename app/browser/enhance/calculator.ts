import { type CalculatorInput, calculatorView } from "../../shared/calculator/calculator-view";
import { CALCULATOR_IDS, CALCULATOR_INPUT_ATTRIBUTE, CALCULATOR_PART_ATTRIBUTE, type CalculatorPart } from "../../shared/markup/attributes";

/** Where the typed revenue is kept: in this history entry's state, see rememberRevenue. */
const REVENUE_STATE_KEY = "calculatorRevenue";

const part = (within: ParentNode, name: CalculatorPart) => within.querySelector<HTMLElement>(`[${CALCULATOR_PART_ATTRIBUTE}="${name}"]`);

/**
 * Makes the pricing calculator live (CostCalculator.tsx): the input takes the card heading's place
 * (`data-live`), and every input rewrites the words from calculatorView, the same function the
 * server rendered them with.
 */
export function enhanceCalculator(within: ParentNode): void {
  const block = within.querySelector(`script[${CALCULATOR_INPUT_ATTRIBUTE}]`);
  const section = block?.closest("section");
  const field = section?.querySelector<HTMLInputElement>(`input#${CALCULATOR_IDS.input}`);
  const error = section?.querySelector<HTMLElement>(`#${CALCULATOR_IDS.error}`);
  if (!block || !section || !field || !error) return;
  const input = JSON.parse(block.textContent ?? "null") as CalculatorInput;

  const update = () => {
    const view = calculatorView(field.value, input);
    error.hidden = view.valid;
    error.textContent = view.error;
    field.setAttribute("aria-invalid", String(!view.valid));
    field.setAttribute("aria-describedby", view.valid ? CALCULATOR_IDS.hint : `${CALCULATOR_IDS.hint} ${CALCULATOR_IDS.error}`);
    part(section, "summary")!.textContent = view.summary;
    part(section, "results-for")!.textContent = view.resultsFor;
    part(section, "payments")!.textContent = view.payments;
    for (const row of section.querySelectorAll<HTMLElement>("li[data-plan]")) {
      const plan = view.plans[row.dataset.plan as keyof typeof view.plans];
      part(row, "plan-cost")!.textContent = plan.cost;
      const badge = part(row, "cheapest")!;
      badge.hidden = !plan.cheapest;
      badge.textContent = view.badge;
      const note = part(row, "plan-note");
      if (note) {
        note.textContent = plan.note ?? "";
        note.hidden = plan.note === null;
      }
    }
  };
  field.addEventListener("input", () => {
    update();
    rememberRevenue(field.value);
  });
  // A value this history entry kept (back, or the language switch that re-renders the page in
  // place) comes back; the input has autocomplete off, so the browser's own form restoration
  // never brings it back when the page is loaded anew rather than restored from the bfcache.
  const kept: unknown = history.state?.[REVENUE_STATE_KEY];
  if (typeof kept === "string") field.value = kept;
  update();
  section.setAttribute("data-live", "");
}

/**
 * Keeps the typed revenue in the current history entry's state, not in sessionStorage: a history
 * entry is what back returns to, and a new visit to /prijzen (a new entry) starts at the default,
 * as a form does. Browsers cap replaceState calls (Safari: 100 per 30 s); a refused one only
 * loses the value, so it is not an error.
 */
function rememberRevenue(value: string): void {
  try {
    history.replaceState({ ...history.state, [REVENUE_STATE_KEY]: value }, "");
  } catch {
    // Over the browser's rate limit: the next input tries again.
  }
}
