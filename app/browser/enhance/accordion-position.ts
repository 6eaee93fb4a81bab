/**
 * Keeps a tapped question of an exclusive accordion (<details name>) where the finger was. Opening
 * one closes its open neighbour natively; when that neighbour sits above, everything below it moves
 * up by its answer's height, the tapped question out of the screen with it. The toggle is the
 * click's default action, so it has happened by the next frame, before that frame is painted:
 * scrolling there by the distance the question moved shows it where it was. Where the browser's
 * scroll anchoring already held it (app/app.css gives it the opened item as anchor), it moved
 * nothing and nothing is scrolled; this is for browsers without scroll anchoring.
 */
export function keepAccordionQuestionsInPlace(signal?: AbortSignal): void {
  document.addEventListener(
    "click",
    (event) => {
      const summary = event.target instanceof Element ? event.target.closest("details[name] > summary") : null;
      if (!summary) return;
      const before = summary.getBoundingClientRect().top;
      requestAnimationFrame(() => {
        const moved = summary.getBoundingClientRect().top - before;
        // "instant": the page's smooth scrolling would show the jump it undoes.
        if (moved !== 0) window.scrollBy({ top: moved, behavior: "instant" });
      });
    },
    { signal },
  );
}
