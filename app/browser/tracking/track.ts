import { isTrackEvent, type TrackEvent } from "../../shared/markup/tracked-events";
import { type ActivationTarget, whenActivated } from "../consent/activation";

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Pushes `{ event }` to the tag manager's data layer, creating the layer if the manager has not yet. */
export function track(event: TrackEvent, target: { dataLayer?: unknown[] } = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push({ event });
}

/**
 * One delegated listener instead of a handler per button: any element with data-track="<event>"
 * reports its clicks. Capture phase, so the push happens before the link navigates away. On a
 * prerendered page it listens only once the page is shown: until then nothing is tracked
 * (app/browser/consent/activation.ts).
 */
export function installClickTracking(
  root: Document | HTMLElement,
  target: { dataLayer?: unknown[] } = window,
  activation: ActivationTarget = document,
): () => void {
  const onClick = (event: Event) => {
    const element = event.target instanceof Element ? event.target.closest("[data-track]") : null;
    const name = element?.getAttribute("data-track");
    if (isTrackEvent(name)) track(name, target);
  };
  let removed = false;
  whenActivated(activation, () => {
    if (!removed) root.addEventListener("click", onClick, { capture: true });
  });
  return () => {
    removed = true;
    root.removeEventListener("click", onClick, { capture: true });
  };
}
