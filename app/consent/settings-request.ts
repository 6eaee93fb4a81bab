import type { ConsentChoice } from "./choice";
import { storeConsent } from "./choice";
import { APPLY_CONSENT } from "./bootstrap";

/** The footer's "Cookie settings" button and the banner live far apart; this connects them. */
const listeners = new Set<(opener: HTMLElement | null) => void>();

export function requestConsentSettings(opener: HTMLElement | null): void {
  for (const listener of listeners) listener(opener);
}

export function onConsentSettingsRequest(listener: (opener: HTMLElement | null) => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Remembers the choice and hands it to the head script, which updates Consent Mode and loads the tag manager if allowed. */
export function chooseConsent(choice: ConsentChoice): void {
  storeConsent(choice);
  window[APPLY_CONSENT]?.(choice);
}
