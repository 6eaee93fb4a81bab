import { describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "../../i18n/locales";
import { formatSize } from "./format";

// Intl is the reference; formatSize avoids it only because a browser's first Intl call is slow.
describe.each(LOCALES)("formatSize in %s", (locale) => {
  it.each([
    [1, "byte"],
    [512, "byte"],
    [999, "byte"],
    [1000, "kilobyte"],
    [1500, "kilobyte"],
    [84_213_760, "megabyte"],
    [999_949_999, "megabyte"],
    [1_200_000_000, "gigabyte"],
  ] as const)("%d bytes reads as Intl writes it in %s", (bytes, unit) => {
    const divisor = { byte: 1, kilobyte: 1e3, megabyte: 1e6, gigabyte: 1e9 }[unit];
    const intl = new Intl.NumberFormat(HTML_LANG[locale], { style: "unit", unit, unitDisplay: unit === "byte" ? "long" : "short", maximumFractionDigits: 1 });
    expect(formatSize(locale, bytes)).toBe(intl.format(bytes / divisor));
  });
});
