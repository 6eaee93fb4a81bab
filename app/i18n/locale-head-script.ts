import { HTML_LANG, type Locale, PREFERRED_LOCALE_KEY } from "./locales";
import { localeCookie, readCookie, visitorChoice } from "./negotiate";

/** sessionStorage key that stops a second reload for the same address and language. */
export const LOCALE_RELOAD_KEY = `${PREFERRED_LOCALE_KEY}-reload`;

/**
 * Where the head script leaves a stored choice that it could not reload into, for the page's
 * script to switch to once it runs (app/enhance/main.ts). Only a choice: a default never switches a page.
 */
const WANTED_LOCALE = "__wantedLocale";

declare global {
  interface Window {
    [WANTED_LOCALE]?: Locale;
  }
}

/** The parts of window and document the head script touches, so a unit test can hand it fakes. */
export type HeadWindow = Pick<Window, "location" | "history" | "stop" | "localStorage" | "sessionStorage" | typeof WANTED_LOCALE>;
export interface HeadDocument {
  cookie: string;
  readonly documentElement: { readonly lang: string };
}

/**
 * What the inline script at the top of <head> does (app/head-scripts/locale.ts, compiled at
 * build time): it applies the visitor's choice of negotiateLocale (visitorChoice) before anything
 * paints, with what only the browser can read, localStorage.
 * - `?lang` is a choice: it is stored and stripped from the address. A code that names no
 *   supported language chooses English (the server's page, in English, says once that the code
 *   is not supported; after the strip a reload shows the page without the notice).
 * - A choice from either store is copied to the other; localStorage wins when they disagree.
 *   A default (host, fallback) is never written.
 * - When the page came in another language than the choice (the server saw no cookie, or a
 *   stale one), it stops parsing and asks for the same address again; the cookie it has just
 *   set makes the server answer in the chosen language, so the wrong one never paints.
 *   It reloads only when the cookie was stored (cookies can be blocked) and at most once per
 *   address and language in a tab (a host or cache that ignores the cookie); otherwise it
 *   leaves the choice in window.__wantedLocale, and the page's script switches to it.
 */
export function applyStoredLocale(w: HeadWindow, d: HeadDocument): void {
  const url = new URL(w.location.href);
  const langParam = url.searchParams.get("lang");
  const storage = attempt(() => w.localStorage.getItem(PREFERRED_LOCALE_KEY));
  const cookie = () => readCookie(d.cookie, PREFERRED_LOCALE_KEY) ?? null;
  const choice = visitorChoice({ langParam, storage, cookie: cookie() });
  if (!choice) return;
  const { locale, write } = choice;
  if (langParam !== null) {
    url.searchParams.delete("lang");
    w.history.replaceState(w.history.state, "", url.pathname + url.search + url.hash);
  }
  if (write.storage) attempt(() => w.localStorage.setItem(PREFERRED_LOCALE_KEY, locale));
  if (write.cookie) d.cookie = localeCookie(locale, w.location.protocol === "https:");
  if (d.documentElement.lang === HTML_LANG[locale]) {
    attempt(() => w.sessionStorage.removeItem(LOCALE_RELOAD_KEY));
    return;
  }
  const reloaded = attempt(() => {
    const marker = `${locale} ${url.href}`;
    if (cookie() !== locale || w.sessionStorage.getItem(LOCALE_RELOAD_KEY) === marker) return false;
    w.sessionStorage.setItem(LOCALE_RELOAD_KEY, marker);
    w.stop();
    w.location.replace(url.href);
    return true;
  });
  if (!reloaded) w[WANTED_LOCALE] = locale;
}

/** Storage can throw (blocked, private mode, full): then it simply holds nothing. */
function attempt<T>(action: () => T): T | undefined {
  try {
    return action();
  } catch {
    return undefined;
  }
}
