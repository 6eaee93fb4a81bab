import { describe, expect, it } from "vitest";
import en from "../../../content/en/downloads";
import fr from "../../../content/fr/downloads";
import nl from "../../../content/nl/downloads";
import { HTML_LANG, LOCALES } from "../../shared/locales";
import { fileLabel, formatDate, formatSize } from "./format";

const COPY = { nl, en, fr } as const;

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
    // Dutch writes the plural "bytes", where Intl writes "byte" (format.ts).
    const written = locale === "nl" && unit === "byte" && bytes !== 1 ? `${bytes} bytes` : intl.format(bytes / divisor);
    expect(formatSize(locale, bytes)).toBe(written);
  });
});

/** Dates follow the pages' spelling: Dutch as in the Netherlands, English as in Britain (day before month), French as in Belgium. */
const DATE_LOCALE = { nl: "nl-NL", en: "en-GB", fr: "fr-BE" } as const;

describe("formatDate", () => {
  it.each([
    ["nl", "26 november 2026"],
    ["en", "26 November 2026"],
    ["fr", "26 novembre 2026"],
  ] as const)("writes a release date in %s with the day first: %s", (locale, written) => {
    expect(formatDate(COPY[locale], "2026-11-26T10:00:00Z")).toBe(written);
  });
});

describe.each(LOCALES)("formatDate in %s", (locale) => {
  it.each(["2025-03-12T09:30:00Z", "2026-01-01T00:00:00Z", "2024-12-31T23:59:59Z", "2025-07-04T12:00:00.000Z", "2025-05-09T22:30:00+02:00"])(
    "writes %s as Intl writes a long date (UTC)",
    (iso) => {
      const intl = new Intl.DateTimeFormat(DATE_LOCALE[locale], { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      expect(formatDate(COPY[locale], iso)).toBe(intl.format(new Date(iso)));
    },
  );

  it("writes nothing for a date it cannot read", () => {
    expect(formatDate(COPY[locale], "not a date")).toBe("");
  });
});

describe("fileLabel", () => {
  it.each([
    ["nl", "win", "x64", "installer", "Installatieprogramma (64-bit)"],
    ["en", "win", "x64", "installer", "Installer (64-bit)"],
    ["nl", "win", "arm64", "installer", "Installatieprogramma (ARM64)"],
    ["nl", "win", "x86", "zip", "ZIP-archief (32-bit)"],
    ["nl", "mac_os", "universal", "dmg", "Schijfkopie (Apple-chip en Intel)"],
    ["en", "mac_os", "universal", "dmg", "Disk image (Apple silicon and Intel)"],
  ] as const)("names a %s %s %s %s file", (locale, os, arch, kind, label) => {
    expect(fileLabel(COPY[locale], os, { arch, kind })).toBe(label);
  });
});
