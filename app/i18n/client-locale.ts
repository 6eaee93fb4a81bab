import { type Locale, PREFERRED_LOCALE_KEY, assertLocale, localeFromHtmlLang } from "./locales";
import { localeCookie, negotiateLocale, readCookie } from "./negotiate";

let active: Locale | undefined;

/** The locale client loaders load copy for. Starts as the language the server rendered. */
export function activeLocale(): Locale {
  active ??= localeFromHtmlLang(document.documentElement.getAttribute("lang")) ?? "en";
  return active;
}

function readStored(): string | null {
  try {
    return localStorage.getItem(PREFERRED_LOCALE_KEY);
  } catch {
    return null; // storage can be blocked; the cookie still carries the choice
  }
}

/**
 * Stores the choice in localStorage (spec §4) and in a cookie of the same name, so that the
 * server can send the right language on the first byte of the next visit.
 */
export function storeLocale(locale: Locale): void {
  try {
    localStorage.setItem(PREFERRED_LOCALE_KEY, locale);
  } catch {
    // private mode without storage: the cookie below is enough for the server
  }
  document.cookie = localeCookie(locale, location.protocol === "https:");
}

/** Validates (spec §5), stores and activates a locale; the caller re-runs the loaders. */
export function chooseLocale(code: unknown): Locale {
  const locale = assertLocale(code);
  storeLocale(locale);
  active = locale;
  return locale;
}

/**
 * Runs once before hydration, after the head script (locale-head-script.ts) has applied
 * `?lang`, synced the stores and, where it could, reloaded into the chosen language. Returns
 * the stored choice when the page is still in another language (cookies blocked, or a host
 * that does not negotiate), for the root to switch to after hydration. A default never
 * switches: the server applied the host rule already, and it must not become a stored choice.
 */
export function bootLocale(): Locale | undefined {
  const { locale, source } = negotiateLocale({
    langParam: null, // the head script has stored and stripped it
    storage: readStored(),
    cookie: readCookie(document.cookie, PREFERRED_LOCALE_KEY),
    host: location.hostname,
  });
  return (source === "storage" || source === "cookie") && locale !== activeLocale() ? locale : undefined;
}
