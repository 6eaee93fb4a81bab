import { APPLY_CONSENT } from "./bootstrap";
import type { ConsentChoice } from "./choice";
import { storeConsent } from "./choice";

/** Remembers the choice and hands it to the head script, which updates Consent Mode and loads the tag manager if allowed. */
export function chooseConsent(choice: ConsentChoice): void {
  storeConsent(choice);
  window[APPLY_CONSENT]?.(choice);
}
