import { describe, expect, it } from "vitest";
import { assertLocale, localeFromHtmlLang } from "../app/shared/locales";
import { localeCookie, localeFromAcceptLanguage, localeFromHost, negotiateLocale, readCookie } from "./negotiate";

const NL_HOST = "www.bestelwijs.nl";
const OTHER_HOST = "localhost:3000";

describe("negotiateLocale on a page: ?lang, the cookie, the host", () => {
  it.each([
    // [langParam, cookie, host, locale, source, set the cookie?]
    // ?lang is a choice made now: it wins, and is written to the cookie.
    ["nl", null, OTHER_HOST, "nl", "param", true],
    ["en", "nl", NL_HOST, "en", "param", true],
    ["NL", null, null, "nl", "param", true],
    ["nl-BE", null, OTHER_HOST, "nl", "param", true],
    ["en-GB", "nl", NL_HOST, "en", "param", true],
    ["nl", "nl", OTHER_HOST, "nl", "param", false],
    // A choice in the cookie wins over the host, and is not written again.
    [null, "nl", OTHER_HOST, "nl", "cookie", false],
    [null, "en", NL_HOST, "en", "cookie", false],
    // An invalid value in the cookie is no choice.
    [null, "de", NL_HOST, "nl", "host", false],
    // No choice: the host, then English. A default is never written.
    [null, "", "www.bestelwijs.nl:443", "nl", "host", false],
    [null, null, "BESTELWIJS.NL.", "nl", "host", false],
    // A .be domain is Dutch when the browser names neither French nor Dutch (here it names nothing).
    [null, null, "bestelwijs.be", "nl", "host", false],
    [null, null, OTHER_HOST, "en", "fallback", false],
    [null, null, "nl.example.com", "en", "fallback", false],
    [null, undefined, undefined, "en", "fallback", false],
    // Any other ?lang selects English, as a choice like any ?lang: it wins over a stored Dutch
    // choice and the host, and is written to the cookie.
    ["de", null, NL_HOST, "en", "param", true],
    ["de", "en", NL_HOST, "en", "param", false],
    ["de", "nl", OTHER_HOST, "en", "param", true],
    // French is chosen like the others, in any case and with any region.
    ["fr", "nl", OTHER_HOST, "fr", "param", true],
    ["FR-be", null, NL_HOST, "fr", "param", true],
    [null, "fr", NL_HOST, "fr", "cookie", false],
    ["xx-YY", null, OTHER_HOST, "en", "param", true],
    ["", "en", NL_HOST, "en", "param", false],
  ] as const)("lang=%s cookie=%s host=%s gives %s (%s)", (langParam, cookie, host, locale, source, writeCookie) => {
    const { rejectedLangParam: _rejected, ...decision } = negotiateLocale({ langParam, cookie, host });
    expect(decision).toEqual({ locale, source, write: { cookie: writeCookie } });
  });

  it.each([
    // [?lang, rejected]
    ["de", "de"],
    ["de-DE", "de-DE"],
    ["fr", undefined],
    ["fr-BE", undefined],
    ["nl_NL", "nl_NL"],
    ["dutch", "dutch"],
    ["<script>", "<script>"],
    ["x".repeat(500), "x".repeat(500)],
    ["nl", undefined],
    ["EN", undefined],
    ["nl-be", undefined],
    ["", undefined],
    [null, undefined],
  ] as const)("names ?lang=%s as rejected: %s", (langParam, rejected) => {
    expect(negotiateLocale({ langParam, cookie: "nl" }).rejectedLangParam).toBe(rejected);
  });

  it("chooses English for a rejected ?lang, over a stored Dutch choice, and names the code", () => {
    expect(negotiateLocale({ langParam: "de", cookie: "nl", host: NL_HOST })).toEqual({
      locale: "en",
      source: "param",
      write: { cookie: true },
      rejectedLangParam: "de",
    });
    expect(negotiateLocale({ langParam: "de", host: OTHER_HOST })).toEqual({
      locale: "en",
      source: "param",
      write: { cookie: true },
      rejectedLangParam: "de",
    });
  });

  it("on the server, which sees the cookie only, a cookie choice wins over the host", () => {
    expect(negotiateLocale({ langParam: null, cookie: "en", host: NL_HOST })).toMatchObject({ locale: "en", source: "cookie", write: { cookie: false } });
  });
});

describe("negotiateLocale on a download form's post: the form's language, the cookie, the host", () => {
  it.each([
    // [form's lang, cookie, host, locale, source]
    ["nl", null, OTHER_HOST, "nl", "form"],
    ["en", "nl", NL_HOST, "en", "form"],
    // Anything but a language code is no signal: the next one decides (a page ?lang would be English).
    ["xx", "nl", OTHER_HOST, "nl", "cookie"],
    ["", null, NL_HOST, "nl", "host"],
    [null, "nl", OTHER_HOST, "nl", "cookie"],
    [null, null, NL_HOST, "nl", "host"],
    [null, null, OTHER_HOST, "en", "fallback"],
  ] as const)("lang=%s cookie=%s host=%s gives %s (%s)", (formLang, cookie, host, locale, source) => {
    const decision = negotiateLocale({ formLang, cookie, host });
    expect(decision).toMatchObject({ locale, source });
  });

  it("never stores the form's language: it is the page's, not a choice", () => {
    expect(negotiateLocale({ formLang: "nl", cookie: "en" }).write).toEqual({ cookie: false });
  });
});

describe("negotiateLocale on an API request: Accept-Language, then English", () => {
  it.each([
    [undefined, "en", "fallback"],
    ["", "en", "fallback"],
    ["nl", "nl", "accept-language"],
    ["NL-be", "nl", "accept-language"],
    ["de, es;q=0.9", "en", "fallback"],
    ["fr, de;q=0.9", "fr", "accept-language"],
    ["de, nl;q=0.2", "nl", "accept-language"],
    ["fr-BE, nl;q=0.2", "fr", "accept-language"],
    ["en;q=0.5, nl;q=0.8", "nl", "accept-language"],
    ["nl;q=0, en;q=0.1", "en", "accept-language"],
    ["nl;q=bogus", "nl", "accept-language"],
    [["de", "nl"], "nl", "accept-language"],
    ["*", "en", "fallback"],
    ["x".repeat(5000), "en", "fallback"],
  ] as const)("%j gives %s (%s)", (acceptLanguage, locale, source) => {
    expect(negotiateLocale({ acceptLanguage })).toEqual({ locale, source, write: { cookie: false } });
  });

  it("ranks Accept-Language after a stored choice and before the host", () => {
    expect(negotiateLocale({ cookie: "en", acceptLanguage: "nl", host: NL_HOST }).source).toBe("cookie");
    expect(negotiateLocale({ acceptLanguage: "en", host: NL_HOST })).toMatchObject({ locale: "en", source: "accept-language" });
    expect(localeFromAcceptLanguage("de")).toBeUndefined();
  });
});

describe("localeCookie", () => {
  it("has the same attributes everywhere, and Secure only on https", () => {
    expect(localeCookie("nl", false)).toBe("preferredLocale=nl; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(localeCookie("en", true)).toBe("preferredLocale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });
});

describe("localeFromHost", () => {
  it("only looks at the top-level domain", () => {
    expect(localeFromHost("shop.nl.example.org")).toBeUndefined();
    expect(localeFromHost("shop.be.example.org", "fr")).toBeUndefined();
    expect(localeFromHost("a.b.nl")).toBe("nl");
  });

  it.each([
    // [Accept-Language, locale]: on a .be domain French or Dutch as the browser prefers, Dutch when it names neither.
    ["fr-BE,fr;q=0.9,en;q=0.8", "fr"],
    ["nl-BE,nl;q=0.9,fr;q=0.8", "nl"],
    ["en-GB,en;q=0.9,fr;q=0.5", "fr"],
    ["en-GB,en;q=0.9", "nl"],
    ["de", "nl"],
    [undefined, "nl"],
    ["", "nl"],
    // Malformed headers are ignored, never an error.
    [";;;,,q=", "nl"],
    ["fr;q=abc", "fr"],
    ["fr;q=0", "nl"],
    ["x".repeat(5000), "nl"],
  ] as const)("on a .be domain, Accept-Language %j gives %s", (acceptLanguage, locale) => {
    expect(localeFromHost("www.bestelwijs.be", acceptLanguage)).toBe(locale);
    expect(localeFromHost("WWW.BESTELWIJS.BE.:443", acceptLanguage)).toBe(locale);
  });

  it("keeps the .nl rule: Dutch whatever the browser's languages", () => {
    expect(localeFromHost("www.bestelwijs.nl", "fr-BE,fr")).toBe("nl");
  });
});

describe("negotiateLocale on a page of a .be domain", () => {
  it("picks French or Dutch from Accept-Language after the visitor's choice, and never stores it", () => {
    expect(negotiateLocale({ host: "bestelwijs.be", hostAcceptLanguage: "fr-BE,fr;q=0.9" })).toEqual({
      locale: "fr",
      source: "host",
      write: { cookie: false },
    });
    expect(negotiateLocale({ host: "bestelwijs.be", hostAcceptLanguage: "en-US" })).toMatchObject({ locale: "nl", source: "host" });
    expect(negotiateLocale({ host: "bestelwijs.be", hostAcceptLanguage: "fr", cookie: "en" })).toMatchObject({ locale: "en", source: "cookie" });
    expect(negotiateLocale({ host: "bestelwijs.be", hostAcceptLanguage: "fr", langParam: "nl" })).toMatchObject({ locale: "nl", source: "param" });
  });

  it("reads Accept-Language for the host rule alone: elsewhere a page does not depend on it", () => {
    expect(negotiateLocale({ host: OTHER_HOST, hostAcceptLanguage: "fr" })).toMatchObject({ locale: "en", source: "fallback" });
    expect(negotiateLocale({ host: NL_HOST, hostAcceptLanguage: "fr" })).toMatchObject({ locale: "nl", source: "host" });
  });
});

describe("assertLocale", () => {
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
    ["fr-BE", "fr"],
    ["de", undefined],
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

  it("takes the first of two cookies of one name, and reads a name only as a whole name", () => {
    expect(readCookie("preferredLocale=fr; preferredLocale=en", "preferredLocale")).toBe("fr");
    // The first of a name wins even when its escapes are broken: it gives no value, not the next one's.
    expect(readCookie("preferredLocale=%E0%A4%A; preferredLocale=fr", "preferredLocale")).toBeUndefined();
    expect(readCookie("xpreferredLocale=fr; preferredLocalex=nl", "preferredLocale")).toBeUndefined();
    expect(readCookie("theme=a=b", "theme")).toBe("a=b");
  });
});
