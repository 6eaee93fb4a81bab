import { SWIPE_HINT_THRESHOLD_PX } from "../../../content/pricing-constants";

interface ScrollSource {
  readonly scrollLeft: number;
  addEventListener(type: "scroll", listener: () => void, options?: AddEventListenerOptions): void;
  removeEventListener(type: "scroll", listener: () => void): void;
}

/**
 * The hint stays until the table has been scrolled more than the threshold sideways, then
 * goes for good. A missing container is only worth a warning: the table works without the hint.
 * Returns the function that stops watching.
 */
export function watchSwipeHint(container: ScrollSource | null, onHide: () => void, threshold = SWIPE_HINT_THRESHOLD_PX): () => void {
  if (!container) {
    console.warn("Pricing table container not found; the swipe hint stays as it is.");
    return () => {};
  }
  const onScroll = () => {
    if (container.scrollLeft <= threshold) return;
    container.removeEventListener("scroll", onScroll);
    onHide();
  };
  container.addEventListener("scroll", onScroll, { passive: true });
  return () => container.removeEventListener("scroll", onScroll);
}
