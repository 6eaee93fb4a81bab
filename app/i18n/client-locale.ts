import { type Locale, PREFERRED_LOCALE_KEY, assertLocale, isLocale, localeFromHtmlLang } from "./locales";
import { negotiateLocale } from "./negotiate";

const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

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
  const secure = location.protocol === "https:" ? "; Secure" : "";
  document.cookie = `${PREFERRED_LOCALE_KEY}=${locale}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** Validates (spec §5), stores and activates a locale; the caller re-runs the loaders. */
export function chooseLocale(code: unknown): Locale {
  const locale = assertLocale(code);
  storeLocale(locale);
  active = locale;
  return locale;
}

/**
 * Runs once before hydration. Applies and strips `?lang` (spec §4), and returns the
 * language the visitor should see. It differs from the rendered one only when the page
 * came from a static host that could not negotiate.
 */
export function bootLocale(): Locale {
  const url = new URL(location.href);
  const { locale, source } = negotiateLocale({
    langParam: url.searchParams.get("lang"),
    stored: readStored(),
    host: location.hostname,
  });
  if (source === "param") {
    storeLocale(locale);
    url.searchParams.delete("lang");
    history.replaceState(history.state, "", url.pathname + url.search + url.hash);
  } else if (source === "stored" && isLocale(locale)) {
    storeLocale(locale); // keeps the cookie in step with localStorage
  }
  return locale;
}
