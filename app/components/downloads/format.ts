import type { Locale } from "../../i18n/locales";
import { formatNumber } from "../../i18n/number-format";

/** Fills {name} placeholders of a copy string. */
export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);
}

/** "1,4 MB" / "1.4 MB": decimal units, as operating systems show them. */
export function formatSize(locale: Locale, bytes: number): string {
  const [unit, divisor] = bytes >= 1e9 ? ["GB", 1e9] : bytes >= 1e6 ? ["MB", 1e6] : bytes >= 1e3 ? ["kB", 1e3] : [byteUnit(locale, bytes), 1];
  return `${formatNumber(locale, bytes / divisor, { maximumFractionDigits: 1 })} ${unit}`;
}

/** Dutch writes "512 byte", English "512 bytes" (and both "1 byte"). */
function byteUnit(locale: Locale, bytes: number): string {
  return locale === "en" && bytes !== 1 ? "bytes" : "byte";
}
