import { type ActivationTarget, whenActivated } from "../consent/activation";
import type { PageEntry } from "../route-table";

/** The events the site pushes to the tag manager's data layer. */
const TRACK_EVENTS = ["onboarding_start"] as const;
export type TrackEvent = (typeof TRACK_EVENTS)[number];

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function isTrackEvent(value: unknown): value is TrackEvent {
  return typeof value === "string" && (TRACK_EVENTS as readonly string[]).includes(value);
}

/** Pushes `{ event }` to the tag manager's data layer, creating the layer if the manager has not yet. */
export function track(event: TrackEvent, target: { dataLayer?: unknown[] } = window): void {
  target.dataLayer ??= [];
  target.dataLayer.push({ event });
}

/**
 * onboarding_start fires on the create-shop and "start gratis" buttons everywhere
 * except the QR page, which sells through the demo form only.
 */
export function tracksOnboarding(page: PageEntry | undefined): boolean {
  return page?.id !== "products.qr";
}

/**
 * One delegated listener instead of a handler per button: any element with data-track="<event>"
 * reports its clicks. Capture phase, so the push happens before the link navigates away. On a
 * prerendered page it listens only once the page is shown: until then nothing is tracked
 * (app/consent/activation.ts).
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
