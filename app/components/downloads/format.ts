import { HTML_LANG, type Locale } from "../../i18n/locales";

/** Fills {name} placeholders of a copy string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** "1,4 MB" / "1.4 MB": decimal units, as operating systems show them. */
export function formatSize(locale: Locale, bytes: number): string {
  const [unit, divisor] = bytes >= 1e9 ? ["gigabyte", 1e9] : bytes >= 1e6 ? ["megabyte", 1e6] : bytes >= 1e3 ? ["kilobyte", 1e3] : ["byte", 1];
  return new Intl.NumberFormat(HTML_LANG[locale], { style: "unit", unit, unitDisplay: unit === "byte" ? "long" : "short", maximumFractionDigits: 1 }).format(bytes / divisor);
}
