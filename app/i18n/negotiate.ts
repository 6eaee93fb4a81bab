import { FALLBACK_LOCALE, type Locale, PREFERRED_LOCALE_KEY, isLocale } from "./locales";

/** Spec §4: `?lang=nl` selects Dutch, any other value selects English. */
export function localeFromLangParam(value: string): Locale {
  return value === "nl" ? "nl" : "en";
}

/** Spec §4: Dutch when the host's top-level domain is .nl. */
export function localeFromHost(host: string | null | undefined): Locale | undefined {
  if (!host) return undefined;
  const hostname = host.replace(/:\d+$/, "").replace(/\.$/, "").toLowerCase();
  return hostname.endsWith(".nl") ? "nl" : undefined;
}

export interface LocaleSignals {
  /** Raw value of the `lang` query parameter, or null when absent. */
  langParam: string | null;
  /** localStorage's preferredLocale (spec §9), which only the browser can read. */
  storage?: string | null;
  /** The preferredLocale cookie: the copy of the choice that the server sees. */
  cookie?: string | null;
  host: string | null | undefined;
}

/** "param", "storage" and "cookie" are a visitor's choice; "host" and "fallback" are defaults. */
export type LocaleSource = "param" | "storage" | "cookie" | "host" | "fallback";

export interface LocaleDecision {
  locale: Locale;
  source: LocaleSource;
  /**
   * The stores that do not hold the choice yet and must be written, so that both carry it.
   * Never set for a default: a default neither overwrites nor creates a stored choice.
   */
  write: { storage: boolean; cookie: boolean };
}

/**
 * The language rule of spec §4 in one place: the server (cookie only), the pre-renderer and the
 * browser call it, and the head script (locale-head-script.ts) is tested against it.
 * `?lang` is a choice made now; then localStorage, the spec's store, wins over the cookie when
 * both hold a choice; then the host; then English.
 */
export function negotiateLocale(signals: LocaleSignals): LocaleDecision {
  const { locale, source } = pick(signals);
  const chosen = source === "param" || source === "storage" || source === "cookie";
  return { locale, source, write: { storage: chosen && signals.storage !== locale, cookie: chosen && signals.cookie !== locale } };
}

function pick({ langParam, storage, cookie, host }: LocaleSignals): { locale: Locale; source: LocaleSource } {
  if (langParam !== null) return { locale: localeFromLangParam(langParam), source: "param" };
  if (isLocale(storage)) return { locale: storage, source: "storage" };
  if (isLocale(cookie)) return { locale: cookie, source: "cookie" };
  const fromHost = localeFromHost(host);
  if (fromHost) return { locale: fromHost, source: "host" };
  return { locale: FALLBACK_LOCALE, source: "fallback" };
}

export const LOCALE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;
/** Attributes of the preferredLocale cookie, the same whoever sets it (server, head script, switcher). */
export const LOCALE_COOKIE_ATTRIBUTES = `Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;

/** The cookie as a Set-Cookie value or a document.cookie assignment. Secure on https only, so it still works on http://localhost. */
export function localeCookie(locale: Locale, https: boolean): string {
  return `${PREFERRED_LOCALE_KEY}=${locale}; ${LOCALE_COOKIE_ATTRIBUTES}${https ? "; Secure" : ""}`;
}

export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(";")) {
    const [key, ...rest] = part.trim().split("=");
    if (key === name) {
      try {
        return decodeURIComponent(rest.join("="));
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
