/**
 * The visitor's consent choice and how it is stored. localStorage rather than a cookie: the
 * choice only matters in the browser (pages are static and the same for everyone), so there
 * is no reason to send it with every request. Without storage (blocked, private mode) the
 * banner simply asks again on the next page.
 */
export const CONSENT_STORAGE_KEY = "bestelwijs-consent";

/** Bump when the purposes change, so every visitor is asked again. */
const CONSENT_VERSION = 1;

export interface ConsentChoice {
  /** Google Consent Mode's analytics_storage. */
  analytics: boolean;
  /** ad_storage, ad_user_data and ad_personalization together. */
  ads: boolean;
}

/** Anything that is not a choice of the current version counts as no choice at all. */
export function parseConsent(raw: string | null): ConsentChoice | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return null;
    const { v, analytics, ads } = value as Record<string, unknown>;
    if (v !== CONSENT_VERSION || typeof analytics !== "boolean" || typeof ads !== "boolean") return null;
    return { analytics, ads };
  } catch {
    return null;
  }
}

export function serializeConsent(choice: ConsentChoice): string {
  return JSON.stringify({ v: CONSENT_VERSION, analytics: choice.analytics, ads: choice.ads });
}

export function readStoredConsent(storage: Pick<Storage, "getItem"> | undefined = safeLocalStorage()): ConsentChoice | null {
  try {
    return parseConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function storeConsent(choice: ConsentChoice, storage: Pick<Storage, "setItem"> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, serializeConsent(choice));
  } catch {
    // Full or blocked storage: the choice still applies to this page view.
  }
}

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}
