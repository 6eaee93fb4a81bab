import { assertLocale, type Locale, PREFERRED_LOCALE_KEY } from "./locales";
import { localeCookie } from "./negotiate";

/**
 * Stores the choice in localStorage and in a cookie of the same name, so that the
 * server can send the right language on the first byte of the next visit.
 */
function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(PREFERRED_LOCALE_KEY, locale);
  } catch {
    // private mode without storage: the cookie below is enough for the server
  }
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site supports
  document.cookie = localeCookie(locale, location.protocol === "https:");
}

/** Validates (an unsupported code throws) and stores a locale; the caller re-renders the page in it. */
export function chooseLocale(code: unknown): Locale {
  const locale = assertLocale(code);
  storeLocale(locale);
  return locale;
}
