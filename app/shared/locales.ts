import { isLocale, LOCALES, type Locale } from "../../shared/locale";

// The languages themselves are shared/locale.ts (content/ and the scripts use them too); re-exported
// here beside the rules about them, which is where app/ and server/ have always imported them.
export { isLocale, LOCALES, type Locale };

/** The language when nothing else decides (docs/decisions/061-the-server-keeps-the-language-choice.md). */
export const FALLBACK_LOCALE: Locale = "en";
/** The name of the cookie that keeps the visitor's choice (spec §9's stored key). */
export const PREFERRED_LOCALE_KEY = "preferredLocale";

export const HTML_LANG: Record<Locale, string> = { nl: "nl-NL", en: "en", fr: "fr-BE" };
export const LANGUAGE_NAME: Record<Locale, string> = { nl: "Nederlands", en: "English", fr: "Français" };

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
