import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import enFrame from "../../content/en/frame";
import enPricing from "../../content/en/pricing";
import nlFrame from "../../content/nl/frame";
import nlPricing from "../../content/nl/pricing";
import { baseUrl, useBrowser } from "./support/browser";
import { recordLayoutShifts } from "./support/layout-shifts";
import { waitForEnhancement } from "./support/navigation";

const { newContext } = useBrowser();

const COPY = {
  nl: { frame: nlFrame, title: nlPricing.hero.title, htmlLang: "nl-NL" },
  en: { frame: enFrame, title: enPricing.hero.title, htmlLang: "en" },
} as const;
const noticeOf = (locale: "nl" | "en", code: string) => {
  const { named, shownIn } = COPY[locale].frame.unsupportedLanguage;
  return `${named.replace("{code}", code)} ${shownIn}`;
};

/**
 * nl: a visitor who chose Dutch before (both stores hold it); the choice must survive the odd code.
 * en: a first visit on localhost, which falls back to English; nothing may be stored.
 */
async function visit(locale: "nl" | "en", width: number, javaScriptEnabled: boolean) {
  const phone = width < 1024;
  const context = await newContext({ viewport: { width, height: 800 }, javaScriptEnabled, ...(phone && { isMobile: true, hasTouch: true }) });
  if (locale === "nl") {
    const { hostname } = new URL(baseUrl());
    await context.addCookies([{ name: "preferredLocale", value: "nl", domain: hostname, path: "/", sameSite: "Lax" }]);
    await context.addInitScript(() => localStorage.getItem("preferredLocale") ?? localStorage.setItem("preferredLocale", "nl"));
  }
  const page = await context.newPage();
  const documents: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url()));
  const layoutShifts = javaScriptEnabled ? await recordLayoutShifts(page) : undefined;
  const response = await page.goto("/prijzen?lang=fr&utm_source=test#faq");
  if (javaScriptEnabled) await waitForEnhancement(page);
  return { context, page, response, documents, layoutShifts };
}

const stores = async (context: BrowserContext, page: Page, javaScriptEnabled: boolean) => ({
  cookie: (await context.cookies()).find((cookie) => cookie.name === "preferredLocale")?.value ?? null,
  storage: javaScriptEnabled ? await page.evaluate(() => localStorage.getItem("preferredLocale")) : undefined,
});

describe("a ?lang that names no supported language", () => {
  describe.each([
    ["nl", 360, "on"],
    ["nl", 1280, "on"],
    ["en", 360, "on"],
    ["en", 1280, "on"],
    ["nl", 360, "off"],
    ["nl", 1280, "off"],
    ["en", 360, "off"],
    ["en", 1280, "off"],
  ] as const)("in %s at %i px, JavaScript %s", (locale, width, script) => {
    const javaScriptEnabled = script === "on";
    it("shows the page in the language it falls back to, saying the code is not supported, and changes no choice", async () => {
      const { context, page, response, documents, layoutShifts } = await visit(locale, width, javaScriptEnabled);
      expect(response!.status()).toBe(200);
      await expect(page.locator("html").getAttribute("lang")).resolves.toBe(COPY[locale].htmlLang);

      // The notice: first in <main>, in view above the page's title, naming the code.
      const notice = page.locator("main > div:first-child [role='status']");
      await expect(notice.innerText()).resolves.toContain(noticeOf(locale, "fr"));
      expect(await notice.isVisible()).toBe(true);
      const noticeBox = (await notice.boundingBox())!;
      const titleBox = (await page.locator("h1").boundingBox())!;
      expect(noticeBox.y + noticeBox.height).toBeLessThanOrEqual(titleBox.y);
      expect(noticeBox.y + noticeBox.height).toBeLessThan(800);
      const other = locale === "nl" ? "en" : "nl";
      await expect(notice.locator(`a[hreflang='${other}']`).innerText()).resolves.toBe(COPY[other].frame.unsupportedLanguage.readIn);

      // The page is otherwise itself, no wider than the screen.
      await expect(page.locator("h1").innerText()).resolves.toBe(COPY[locale].title);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      // Not a choice: the address keeps the code, one document was loaded, the stores are as they were.
      expect(new URL(page.url()).searchParams.get("lang")).toBe("fr");
      expect(new URL(page.url()).searchParams.get("utm_source")).toBe("test");
      expect(documents).toHaveLength(1);
      await expect(stores(context, page, javaScriptEnabled)).resolves.toEqual({
        cookie: locale === "nl" ? "nl" : null,
        storage: javaScriptEnabled ? (locale === "nl" ? "nl" : null) : undefined,
      });
      if (layoutShifts) expect(await layoutShifts()).toEqual([]);

      // The address keeps working: a reload says the same.
      await page.reload();
      await expect(page.locator("main > div:first-child [role='status']").innerText()).resolves.toContain(noticeOf(locale, "fr"));
      await context.close();
    });
  });

  it.each(["on", "off"])("the notice's link opens the page in the other language, as a choice (JavaScript %s)", async (script) => {
    const javaScriptEnabled = script === "on";
    const { context, page } = await visit("en", 390, javaScriptEnabled);
    await page.locator("main [role='status'] a[hreflang='nl']").click();
    await page.locator("h1", { hasText: nlPricing.hero.title }).waitFor();
    await expect(page.locator("main [role='status']").count()).resolves.toBe(0);
    if (javaScriptEnabled) await page.waitForFunction(() => !new URL(location.href).searchParams.has("lang"));
    await expect(stores(context, page, javaScriptEnabled)).resolves.toMatchObject({ cookie: "nl" });
    await context.close();
  });

  it("names no code too odd to repeat, and shows none of it", async () => {
    const context = await newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`/prijzen?lang=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    await waitForEnhancement(page);
    await expect(page.locator("main [role='status']").innerText()).resolves.toContain(
      `${enFrame.unsupportedLanguage.unnamed} ${enFrame.unsupportedLanguage.shownIn}`,
    );
    await expect(page.locator("main img[src='x']").count()).resolves.toBe(0);
    await context.close();
  });
});
