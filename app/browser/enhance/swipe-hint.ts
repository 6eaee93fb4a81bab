import { SWIPE_HINT_ATTRIBUTE } from "../../shared/markup/attributes";
import { watchSwipeHint } from "./watch-swipe-hint";

/** The hint over the comparison table goes for good once the table has scrolled past the threshold. */
export function enhanceSwipeHint(within: ParentNode): void {
  const hint = within.querySelector<HTMLElement>(`[${SWIPE_HINT_ATTRIBUTE}]`);
  if (!hint) return;
  const scroller = document.getElementById(hint.getAttribute(SWIPE_HINT_ATTRIBUTE) ?? "");
  watchSwipeHint(scroller, () => {
    // invisible, not hidden: the hint keeps its line, so nothing moves (no layout shift).
    hint.classList.add("invisible");
    hint.setAttribute("aria-hidden", "true");
  });
}
