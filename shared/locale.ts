/*
 * The site's languages: the one Locale type that copy (content/), the pages, the server and the
 * build scripts all use. The rules about them (negotiation, names, <html lang>) stay in
 * app/shared/locales.ts.
 */
export const LOCALES = ["nl", "en", "fr"] as const;
export type Locale = (typeof LOCALES)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (LOCALES as readonly string[]).includes(value);
}
