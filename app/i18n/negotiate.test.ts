import { describe, expect, it } from "vitest";
import { assertLocale, localeFromHtmlLang } from "./locales";
import { localeFromHost, negotiateLocale, readCookie } from "./negotiate";

describe("negotiateLocale (spec §4)", () => {
  it.each([
    // [langParam, stored, host, expected locale, expected source]
    ["nl", null, "example.com", "nl", "param"],
    ["en", "nl", "bestelwijs.nl", "en", "param"],
    ["de", null, "bestelwijs.nl", "en", "param"],
    ["", "nl", "bestelwijs.nl", "en", "param"],
    ["NL", null, null, "en", "param"],
    [null, "en", "bestelwijs.nl", "en", "stored"],
    [null, "nl", "example.com", "nl", "stored"],
    [null, "de", "bestelwijs.nl", "nl", "host"],
    [null, "", "www.bestelwijs.nl:443", "nl", "host"],
    [null, null, "BESTELWIJS.NL.", "nl", "host"],
    [null, null, "bestelwijs.be", "en", "fallback"],
    [null, null, "localhost:3000", "en", "fallback"],
    [null, null, "nl.example.com", "en", "fallback"],
    [null, undefined, undefined, "en", "fallback"],
  ] as const)("lang=%s stored=%s host=%s gives %s (%s)", (langParam, stored, host, locale, source) => {
    expect(negotiateLocale({ langParam, stored, host })).toEqual({ locale, source });
  });
});

describe("localeFromHost", () => {
  it("only looks at the top-level domain", () => {
    expect(localeFromHost("shop.nl.example.org")).toBeUndefined();
    expect(localeFromHost("a.b.nl")).toBe("nl");
  });
});

describe("assertLocale (spec §5)", () => {
  it("accepts the supported codes", () => {
    expect(assertLocale("nl")).toBe("nl");
    expect(assertLocale("en")).toBe("en");
  });
  it.each(["de", "NL", "", "en-US", null, 42])("rejects %s with a message saying it is not supported", (code) => {
    expect(() => assertLocale(code)).toThrow(/is not supported/);
  });
});

describe("localeFromHtmlLang", () => {
  it.each([
    ["nl-NL", "nl"],
    ["en", "en"],
    ["fr", undefined],
    [null, undefined],
  ] as const)("%s gives %s", (lang, locale) => {
    expect(localeFromHtmlLang(lang)).toBe(locale);
  });
});

describe("readCookie", () => {
  it("finds one cookie among many and decodes it", () => {
    expect(readCookie("a=1; preferredLocale=en; b=2", "preferredLocale")).toBe("en");
    expect(readCookie("x=%E0%A4%A", "x")).toBeUndefined();
    expect(readCookie(undefined, "x")).toBeUndefined();
  });
});
