import { describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "./locales";
import { formatCurrencyEuro, formatNumber, formatPercentage } from "./number-format";

const VALUES = [
  0, 1, 7, 39, 49.5, 99.99, 100, 557.142857, 999.95, 1000, 1234, 12345.678, 100000, 1234567.891, 1.005, 2.675, 0.5, 0.05, 0.004, -0.004, -0, -39.5, -1234,
];

// Intl is the reference: these functions exist only because its first use is slow in a browser.
describe.each(LOCALES)("number formatting in %s matches Intl", (locale) => {
  const lang = HTML_LANG[locale];
  it.each(VALUES)("%d as a number with up to 0, 1 and 2 decimals", (value) => {
    for (const maximumFractionDigits of [0, 1, 2]) {
      expect(formatNumber(locale, value, { maximumFractionDigits })).toBe(new Intl.NumberFormat(lang, { maximumFractionDigits }).format(value));
    }
    expect(formatNumber(locale, value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value),
    );
  });

  it.each(VALUES)("%d in euros, whole and with cents", (value) => {
    for (const digits of [0, 2]) {
      const options = { minimumFractionDigits: digits, maximumFractionDigits: digits };
      expect(formatCurrencyEuro(locale, value, options)).toBe(new Intl.NumberFormat(lang, { style: "currency", currency: "EUR", ...options }).format(value));
    }
  });

  it.each([0, 0.07, 0.025, 0.1234, 0.5, 1, 1.5])("%d as a percentage", (fraction) => {
    expect(formatPercentage(locale, fraction)).toBe(new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 1 }).format(fraction));
  });
});

it("refuses what is not a number, rather than printing NaN on a page", () => {
  expect(() => formatNumber("en", Number.NaN)).toThrow(/not a finite number/);
});
