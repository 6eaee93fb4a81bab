export const LOCALES = ["nl", "en"] as const;
export type Locale = (typeof LOCALES)[number];

/** The language when nothing else decides (docs/decisions/017-one-language-rule.md). */
export const FALLBACK_LOCALE: Locale = "en";
/** The storage key, used for localStorage and the cookie alike. */
export const PREFERRED_LOCALE_KEY = "preferredLocale";

export const HTML_LANG: Record<Locale, string> = { nl: "nl-NL", en: "en" };
export const LANGUAGE_NAME: Record<Locale, string> = { nl: "Nederlands", en: "English" };

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}

class UnsupportedLocaleError extends Error {
  constructor(code: unknown) {
    super(`The language code "${String(code)}" is not supported. Use one of: ${LOCALES.join(", ")}.`);
    this.name = "UnsupportedLocaleError";
  }
}

/** An unsupported code is rejected with an error saying so. */
export function assertLocale(code: unknown): Locale {
  if (!isLocale(code)) throw new UnsupportedLocaleError(code);
  return code;
}

/** `<html lang>` may be "nl-NL"; map it back to a locale. */
export function localeFromHtmlLang(lang: string | null | undefined): Locale | undefined {
  const base = lang?.toLowerCase().split("-")[0];
  return isLocale(base) ? base : undefined;
}
