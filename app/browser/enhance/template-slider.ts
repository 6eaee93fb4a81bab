import { SLIDER_STEP_ATTRIBUTE } from "../../shared/markup/attributes";

/**
 * The template row scrolls by swipe, scrollbar and arrow keys without JavaScript; the arrow
 * buttons need a script, so the HTML holds them hidden and this shows them (decision 026), each
 * aria-disabled while the row has nowhere further to go its way.
 */
export function enhanceTemplateSlider(within: ParentNode): void {
  for (const button of within.querySelectorAll<HTMLButtonElement>(`[${SLIDER_STEP_ATTRIBUTE}]`)) {
    const row = document.getElementById(button.getAttribute("aria-controls") ?? "");
    if (!row) continue;
    const direction = Number(button.getAttribute(SLIDER_STEP_ATTRIBUTE));
    const update = () => button.setAttribute("aria-disabled", String(!canStep(row, direction)));
    // Scroll events come every frame of a swipe or a glide: read the layout at most once a frame.
    let frame = 0;
    const schedule = () => {
      if (frame !== 0) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        update();
      });
    };
    row.addEventListener("scroll", schedule, { passive: true });
    new ResizeObserver(schedule).observe(row);
    button.addEventListener("click", () => {
      const card = row.querySelector("li");
      if (card && button.getAttribute("aria-disabled") !== "true") row.scrollBy({ left: direction * (card.offsetWidth + 20) });
    });
    update();
    button.hidden = false;
  }
}

/**
 * Whether a card reaches past the row's padding edge in `direction` (1 px of rounding allowed).
 * Measured on the cards rather than from scrollLeft, so that it holds whatever moves the cards
 * relative to the row; the page's slide-in moves the row and its cards together
 * (app/components/home/motion.css).
 */
function canStep(row: HTMLElement, direction: number): boolean {
  const cards = row.querySelectorAll("li");
  const outermost = cards[direction < 0 ? 0 : cards.length - 1]?.getBoundingClientRect();
  if (!outermost) return false;
  const box = row.getBoundingClientRect();
  const style = getComputedStyle(row);
  return direction < 0 ? box.left + parseFloat(style.paddingLeft) - outermost.left > 1 : outermost.right - (box.right - parseFloat(style.paddingRight)) > 1;
}
