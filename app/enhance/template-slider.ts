import { SLIDER_STEP_ATTRIBUTE } from "./attributes";

/**
 * The template row scrolls by swipe, scrollbar and arrow keys without JavaScript; the arrow
 * buttons need a script, so the HTML holds them hidden and this shows them (decision 026).
 */
export function enhanceTemplateSlider(within: ParentNode): void {
  for (const button of within.querySelectorAll<HTMLButtonElement>(`[${SLIDER_STEP_ATTRIBUTE}]`)) {
    const row = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!row) continue;
    const direction = Number(button.getAttribute(SLIDER_STEP_ATTRIBUTE));
    button.addEventListener("click", () => {
      const card = row.querySelector("li");
      if (card) row.scrollBy({ left: direction * (card.offsetWidth + 20) });
    });
    button.hidden = false;
  }
}
