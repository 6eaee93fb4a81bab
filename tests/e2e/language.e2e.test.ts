import { type Browser, type BrowserContext, chromium } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import enFaq from "../../content/en/faq";
import en from "../../content/en/pricing";
import nlFaq from "../../content/nl/faq";
import nl from "../../content/nl/pricing";
import type { Locale } from "../../shared/locale";
import { interceptGoogleTags, REJECTED, storedConsent } from "../../tooling/browser/consent";
import { CHROMIUM_ARGS, findTestChromium } from "../../tooling/browser/find-browser";
import { baseUrl, useBrowser } from "./support/browser";
import { lettersOf } from "./support/copy";
import { afterNextFrame } from "./support/frames";
import { activateLanguageControl, gotoEnhanced, waitForEnhancement } from "./support/navigation";

const { newContext } = useBrowser();

async function openDesktop(url: string) {
  const context = await newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const response = await gotoEnhanced(page, url);
  return { context, page, response };
}

/** The one place the choice is kept: the cookie the server sets (decision 061). */
const storedChoice = async (context: BrowserContext) => (await context.cookies()).find((c) => c.name === "preferredLocale")?.value;

describe("language switcher", () => {
  it("switches in place, and a reload comes back in the chosen language on the first byte", async () => {
    const { context, page } = await openDesktop("/prijzen");
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(en.hero.title); // localhost is not .nl: English

    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator("#menu-language-toggle").click();
    await page.locator("#menu-language [lang='nl']").click();
    await page.locator("h1", { hasText: nl.hero.title }).waitFor();
    await expect(page.evaluate(() => "__sameDocument" in window)).resolves.toBe(true); // re-rendered in place, no page load
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("nl-NL");
    await expect(page.title()).resolves.toBe(nl.meta.title);
    expect(page.url()).toMatch(/\/prijzen$/); // same page, no reload to another URL
    await expect(storedChoice(context)).resolves.toBe("nl"); // set by the server's answer to the switch's ?lang=nl
    // The browser keeps no copy of its own (decision 061 removed localStorage and the reload guard).
    await expect(
      page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith("preferredLocale"))),
    ).resolves.toEqual([]);

    const reloaded = await page.reload();
    const firstByte = await reloaded!.text();
    expect(firstByte).toContain('<html lang="nl-NL"');
    expect(firstByte).toContain(nl.hero.title);
    expect(firstByte).not.toContain(en.hero.title);
    await context.close();
  });

  it("switches back to English and keeps it across a reload", async () => {
    const { context, page } = await openDesktop("/prijzen?lang=nl");
    await page.locator("#menu-language-toggle").click();
    await page.locator("#menu-language [lang='en']").click();
    await page.locator("h1", { hasText: en.hero.title }).waitFor();
    const reloaded = await page.reload();
    expect(await reloaded!.text()).toContain('<html lang="en"');
    await context.close();
  });
});

// A code that names no supported language is not a choice: tests/e2e/unsupported-language.e2e.test.ts.
describe("the lang query parameter", () => {
  it.each([
    ["nl", "nl-NL", nlFaq.hero.title, "nl"],
    ["en", "en", enFaq.hero.title, "en"],
    ["EN", "en", enFaq.hero.title, "en"],
  ])("?lang=%s shows %s, is stored, and is removed from the address", async (param, htmlLang, h1, stored) => {
    const { context, page, response } = await openDesktop(`/info/faq?lang=${param}&utm_source=test#top`);
    expect(await response!.text()).toContain(`<html lang="${htmlLang}"`);
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(h1);
    await page.waitForFunction(() => !new URL(location.href).searchParams.has("lang"));
    const url = new URL(page.url());
    expect(url.pathname).toBe("/info/faq");
    expect(url.searchParams.get("utm_source")).toBe("test"); // only lang is removed
    await expect(storedChoice(context)).resolves.toBe(stored);
    await context.close();
  });
});

/**
 * A .nl host for the host rule: a browser of this file's own resolves bestelwijs.nl to the test
 * server, which honours Host. Everything else in the file uses the shared browser.
 */
const NL_HOSTNAME = "bestelwijs.nl";
let hostBrowser: Browser | undefined;
beforeAll(async () => {
  hostBrowser = await chromium.launch({
    executablePath: findTestChromium(),
    args: [...CHROMIUM_ARGS, `--host-resolver-rules=MAP ${NL_HOSTNAME} 127.0.0.1`],
    headless: true,
  });
});
afterAll(async () => {
  await hostBrowser?.close();
});

/**
 * Runs in every document before its scripts: notes `<html lang>` as it was at the first
 * contentful paint, in sessionStorage (the test's record, not the site's), so a document that
 * painted and then reloaded or switched would still be on the record.
 */
const RECORD_FIRST_PAINT = `(() => {
  const changes = [];
  const watch = (html) => {
    changes.push([performance.now(), html.getAttribute("lang")]);
    new MutationObserver(() => changes.push([performance.now(), html.getAttribute("lang")])).observe(html, { attributes: true, attributeFilter: ["lang"] });
  };
  if (document.documentElement) watch(document.documentElement);
  else new MutationObserver((_, observer) => { if (document.documentElement) { observer.disconnect(); watch(document.documentElement); } }).observe(document, { childList: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntriesByName("first-contentful-paint")) {
      const lang = changes.filter(([at]) => at <= entry.startTime).pop()?.[1] ?? null;
      const log = JSON.parse(sessionStorage.getItem("test-first-paints") || "[]");
      log.push({ lang, at: Math.round(entry.startTime) });
      sessionStorage.setItem("test-first-paints", JSON.stringify(log));
    }
  }).observe({ type: "paint", buffered: true });
})();`;

type Stored = Locale | null;
const HTML_LANG = { nl: "nl-NL", en: "en" } as const;

async function visitWithCookie(host: "nl" | "other", cookie: Stored) {
  const port = new URL(baseUrl()).port;
  const origin = host === "nl" ? `http://${NL_HOSTNAME}:${port}` : baseUrl();
  const hostname = new URL(origin).hostname;
  const consent = storedConsent(origin, REJECTED) as { origins: { origin: string; localStorage: { name: string; value: string }[] }[] };
  const context: BrowserContext = await hostBrowser!.newContext({
    baseURL: origin,
    viewport: { width: 390, height: 844 },
    storageState: {
      cookies: cookie
        ? [{ name: "preferredLocale", value: cookie, domain: hostname, path: "/", expires: -1, httpOnly: false, secure: false, sameSite: "Lax" }]
        : [],
      origins: [{ origin, localStorage: consent.origins[0]!.localStorage }],
    },
  });
  await interceptGoogleTags(context);
  await context.addInitScript(RECORD_FIRST_PAINT);
  const page = await context.newPage();
  const documents: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url()));
  await page.goto("/prijzen");
  // Once enhanced, the page's script has run: anything that could still change the language has.
  await waitForEnhancement(page);
  const result = {
    firstPaints: await page.evaluate(() => JSON.parse(sessionStorage.getItem("test-first-paints") || "[]") as { lang: string | null; at: number }[]),
    langLater: await page.locator("html").getAttribute("lang"),
    h1Later: await lettersOf(page.locator("h1")),
    documents,
    cookie: (await context.cookies(origin)).find((c) => c.name === "preferredLocale")?.value ?? null,
    url: page.url(),
  };
  await context.close();
  return result;
}

/**
 * What the server answers for each host and cookie is checked without a browser (server/app.test.ts,
 * "language of the served page"). A browser shows only what a browser can: the first paint is already in that
 * language, and nothing reloads or switches it afterwards. Once where the host gives the language,
 * and once each way where the cookie overrides the host.
 */
const CASES = [
  ["nl", null],
  ["nl", "en"],
  ["other", "nl"],
] as const;

describe("one language from the first paint on: the server's", () => {
  it.each(CASES)("host %s, cookie %s", async (host, cookie) => {
    const expected = cookie ?? (host === "nl" ? "nl" : "en");
    const result = await visitWithCookie(host, cookie);

    expect(result.documents).toHaveLength(1); // no reload
    expect(result.firstPaints.map((paint) => paint.lang)).toEqual([HTML_LANG[expected]]);
    expect(result.langLater).toBe(HTML_LANG[expected]);
    expect(result.h1Later).toBe(expected === "nl" ? nl.hero.title : en.hero.title);
    // A default is never stored; a choice stays as it was.
    expect(result.cookie).toBe(cookie);
    expect(new URL(result.url).pathname).toBe("/prijzen");
  });
});

describe("switching the language with JavaScript keeps the scroll position", () => {
  it.each([390, 1280])("at %i px", async (width) => {
    const context = await newContext({ viewport: { width, height: 800 }, ...(width < 1024 && { isMobile: true, hasTouch: true }) });
    const page = await context.newPage();
    await gotoEnhanced(page, "/prijzen?lang=en");
    await page.evaluate(() => window.scrollTo(0, 1500));
    const sectionInView = () =>
      page.evaluate(() => {
        const sections = [...document.querySelectorAll("main section")];
        const index = sections.findIndex((section) => section.getBoundingClientRect().bottom > 400);
        return { index, top: Math.round(sections[index]!.getBoundingClientRect().top) };
      });
    const before = await sectionInView();
    // The visitor activates the switch where it is (a sticky header, the open phone menu).
    await activateLanguageControl(page, "nl");
    await page.locator("h1", { hasText: nl.hero.title }).waitFor();
    // The new body's scroll position and focus are set in the task that put it in; what could
    // still move it (scroll anchoring, the new body's layout) happens by the next rendered frame.
    await afterNextFrame(page);
    const after = await sectionInView();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
    expect(after.index).toBe(before.index); // the same part of the page is in view,
    expect(Math.abs(after.top - before.top)).toBeLessThan(150); // where it was, give or take the longer Dutch text above it
    await context.close();
  });
});

describe("without JavaScript", () => {
  it.each([390, 1280])("at %i px, a ?lang=en link from a Dutch page gives English, and the next page stays English", async (width) => {
    const context = await newContext({ javaScriptEnabled: false, viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.goto("/prijzen?lang=nl");
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(nl.hero.title);

    // The switch is a real link; dispatching its click follows it whatever panel it sits in.
    const link = page.locator('header a[hreflang="en"]').first();
    await expect.poll(async () => new URL((await link.getAttribute("href"))!, page.url()).href).toBe(new URL("/prijzen?lang=en", page.url()).href);
    await Promise.all([page.waitForURL(/\/prijzen\?lang=en$/), link.dispatchEvent("click")]);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(en.hero.title);

    // The server stored the choice in the cookie: the next page, without the parameter, is English.
    const next = await page.goto("/info/faq");
    expect(next!.status()).toBe(200);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(enFaq.hero.title);
    expect((await context.cookies()).find((cookie) => cookie.name === "preferredLocale")?.value).toBe("en");
    await context.close();
  });
});
