import { SWIPE_HINT_THRESHOLD_PX } from "../../../content/pricing-constants";

interface ScrollSource {
  readonly scrollLeft: number;
  /** Absent in a stand-in that knows only its scroll position: then only the threshold counts. */
  readonly scrollWidth?: number;
  readonly clientWidth?: number;
  addEventListener(type: "scroll", listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: "scroll", listener: () => void): void;
}

/**
 * The hint stays until the table has been scrolled more than the threshold sideways, or to its
 * end (a table that overflows by less than the threshold could never pass it), then goes for
 * good; over a table that fits it goes at once. A missing container is only worth a warning: the table works without the hint.
 * Returns the function that stops watching.
 */
export function watchSwipeHint(container: ScrollSource | null, onHide: () => void, threshold = SWIPE_HINT_THRESHOLD_PX): () => void {
  if (!container) {
    console.warn("Pricing table container not found; the swipe hint stays as it is.");
    return () => {};
  }
  const atEnd = () =>
    container.scrollWidth !== undefined && container.clientWidth !== undefined && container.scrollLeft + container.clientWidth >= container.scrollWidth - 1;
  if (atEnd()) {
    onHide();
    return () => {};
  }
  const onScroll = () => {
    if (container.scrollLeft <= threshold && !atEnd()) return;
    container.removeEventListener("scroll", onScroll);
    onHide();
  };
  container.addEventListener("scroll", onScroll, { passive: true });
  return () => container.removeEventListener("scroll", onScroll);
}
