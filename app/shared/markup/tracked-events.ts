import type { PageEntry } from "../route-table";

/*
 * What the page's markup and its click tracking (track.ts, in the browser) agree on: the events
 * and where onboarding_start fires. Pure, so the components rendered in Node import it without
 * the browser's code (decision 062).
 */

/** The events the site pushes to the tag manager's data layer. */
const TRACK_EVENTS = ["onboarding_start"] as const;
export type TrackEvent = (typeof TRACK_EVENTS)[number];

export function isTrackEvent(value: unknown): value is TrackEvent {
  return typeof value === "string" && (TRACK_EVENTS as readonly string[]).includes(value);
}

/**
 * onboarding_start fires on the create-shop and "start gratis" buttons everywhere
 * except the QR page, which sells through the demo form only.
 */
export function tracksOnboarding(page: PageEntry | undefined): boolean {
  return page?.id !== "products.qr";
}
