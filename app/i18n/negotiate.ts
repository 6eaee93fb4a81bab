import { FALLBACK_LOCALE, type Locale, isLocale } from "./locales";

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
  /** The stored preferredLocale (localStorage in the browser, the cookie on the server). */
  stored: string | null | undefined;
  host: string | null | undefined;
}

export type LocaleSource = "param" | "stored" | "host" | "fallback";

/**
 * The language rules of spec §4 in one place, used by the server when it picks a
 * pre-rendered page and by the browser when it starts.
 */
export function negotiateLocale(signals: LocaleSignals): { locale: Locale; source: LocaleSource } {
  if (signals.langParam !== null) return { locale: localeFromLangParam(signals.langParam), source: "param" };
  if (isLocale(signals.stored)) return { locale: signals.stored, source: "stored" };
  const fromHost = localeFromHost(signals.host);
  if (fromHost) return { locale: fromHost, source: "host" };
  return { locale: FALLBACK_LOCALE, source: "fallback" };
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
