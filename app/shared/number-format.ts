import type { Locale } from "./locales";

/*
 * Numbers written as nl-NL, English and fr-BE write them, without Intl. A page's first Intl
 * formatter loads ICU's data on the main thread: 17–32 ms on this host, four times that on a
 * slow phone, while its script starts. The rules the site needs are few; the tests hold
 * every function to Intl's own output.
 */

const SEPARATORS: Record<Locale, { decimal: string; group: string }> = {
  nl: { decimal: ",", group: "." },
  en: { decimal: ".", group: "," },
  // fr-BE groups with a narrow no-break space (U+202F), as Intl does.
  fr: { decimal: ",", group: "\u202f" },
};

interface Digits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Rounds half away from zero on the decimal value as written ("1.005" → 1.01), as Intl does. */
function roundTo(value: number, digits: number): number {
  return Number(`${Math.round(Number(`${value}e${digits}`))}e-${digits}`);
}

/** "1.234,5" / "1,234.5" / "1 234,5". */
export function formatNumber(locale: Locale, value: number, { minimumFractionDigits = 0, maximumFractionDigits = 0 }: Digits = {}): string {
  if (!Number.isFinite(value)) throw new RangeError(`formatNumber: ${value} is not a finite number`);
  const { decimal, group } = SEPARATORS[locale];
  const [whole = "0", fraction = ""] = roundTo(Math.abs(value), maximumFractionDigits).toFixed(maximumFractionDigits).split(".");
  let shown = fraction;
  while (shown.length > minimumFractionDigits && shown.endsWith("0")) shown = shown.slice(0, -1);
  const sign = value < 0 || Object.is(value, -0) ? "-" : ""; // Intl too keeps the sign of -0.004 as "-0"
  return sign + whole.replace(/\B(?=(\d{3})+$)/g, group) + (shown ? decimal + shown : "");
}

/** nl-NL "€ 39" and "€ -39,50" (no-break space), English "€39" and "-€39.50", fr-BE "39 €" and "-39,50 €" (no-break space). */
export function formatCurrencyEuro(locale: Locale, amount: number, digits: Digits): string {
  const number = formatNumber(locale, amount, digits);
  switch (locale) {
    case "nl":
      return `€\u00a0${number}`;
    case "fr":
      return `${number}\u00a0€`;
    case "en":
      return number.startsWith("-") ? `-€${number.slice(1)}` : `€${number}`;
  }
}

/** "2,5%" / "2.5%" / "2,5 %" (no-break space), from a fraction (0.025). */
export function formatPercentage(locale: Locale, fraction: number, maximumFractionDigits = 1): string {
  return `${formatNumber(locale, fraction * 100, { maximumFractionDigits })}${locale === "fr" ? "\u00a0" : ""}%`;
}
