import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import type { Locale } from "../../shared/locale";
import { baseUrl, useBrowser } from "./support/browser";
import { recordLayoutShifts } from "./support/layout-shifts";
import { waitForEnhancement } from "./support/navigation";

const { newContext } = useBrowser();

const [enFrame, enPricing] = [copyOf("en", "frame"), copyOf("en", "pricing.index")];
/** A well-formed code of a language the site does not offer. */
const UNSUPPORTED = "de";
const NOTICE = `${enFrame.unsupportedLanguage.named.replace("{code}", UNSUPPORTED)} ${enFrame.unsupportedLanguage.shownIn}`;

/**
 * "nl": a visitor who chose Dutch before (the cookie holds it); the code overrides it with English.
 * "none": a first visit on localhost, with nothing stored.
 */
async function visit(before: "nl" | "none", width: number, javaScriptEnabled: boolean) {
  const phone = width < 1024;
  const context = await newContext({ viewport: { width, height: 800 }, javaScriptEnabled, ...(phone && { isMobile: true, hasTouch: true }) });
  if (before === "nl") {
    const { hostname } = new URL(baseUrl());
    await context.addCookies([{ name: "preferredLocale", value: "nl", domain: hostname, path: "/", sameSite: "Lax" }]);
  }
  const page = await context.newPage();
  const documents: string[] = [];
  page.on("request", (request) => request.isNavigationRequest() && request.frame() === page.mainFrame() && documents.push(request.url()));
  const layoutShifts = javaScriptEnabled ? await recordLayoutShifts(page) : undefined;
  const response = await page.goto(`/prijzen?lang=${UNSUPPORTED}&utm_source=test#faq`);
  if (javaScriptEnabled) await waitForEnhancement(page);
  return { context, page, response, documents, layoutShifts };
}

const storedChoice = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "preferredLocale")?.value ?? null;

const notice = (page: Page) => page.locator("main > div:first-child [role='status']");

/** The notice is first in <main>, in view above the page's title, and the page is no wider than the screen. */
async function expectNoticeFits(page: Page, width: number) {
  const noticeBox = (await notice(page).boundingBox())!;
  const titleBox = (await page.locator("h1").boundingBox())!;
  expect(noticeBox.y + noticeBox.height, `at ${width} px`).toBeLessThanOrEqual(titleBox.y);
  expect(noticeBox.y + noticeBox.height, `at ${width} px`).toBeLessThan(800);
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `at ${width} px`).toBeLessThanOrEqual(width);
}

/**
 * The behaviour (what is chosen, stored, stripped and said) once per stored choice and script,
 * on a 390 px phone; the narrower phones by resizing that page (the notice is HTML and CSS, laid
 * out again as a fresh load would be), and a desktop once with and once without script
 * (decision 053).
 */
const CASES = [
  ...(["nl", "none"] as const).flatMap((before) => (["on", "off"] as const).map((script) => [before, 390, script] as const)),
  ["none", 1280, "on"],
  ["nl", 1280, "off"],
] as const;

describe("a ?lang that names no supported language", () => {
  describe.each(CASES)("stored before: %s, at %i px, JavaScript %s", (before, width, script) => {
    const javaScriptEnabled = script === "on";
    const narrower = width === 390 ? [360, 320] : [];
    it(`selects English as the choice, and says once that the code is not supported${narrower.length ? `, in view at ${narrower.join(" and ")} px too` : ""}`, async () => {
      const { context, page, response, documents, layoutShifts } = await visit(before, width, javaScriptEnabled);
      expect(response!.status()).toBe(200);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");

      // The notice: first in <main>, in view above the page's title, naming the code, in English.
      await expect.poll(() => notice(page).innerText()).toContain(NOTICE);
      await expect.poll(() => notice(page).isVisible()).toBe(true);
      await expectNoticeFits(page, width);
      for (const other of ["nl", "fr"] as const)
        await expect.poll(() => notice(page).locator(`a[hreflang='${other}']`).innerText()).toBe(copyOf(other, "frame").unsupportedLanguage.readIn);

      // The page is otherwise itself.
      await expect.poll(() => page.locator("h1").innerText()).toBe(enPricing.hero.title);

      // A choice of English like any ?lang: stored in the server's cookie, and stripped from the
      // address by the head script; no reload was needed.
      expect(documents).toHaveLength(1);
      await expect(storedChoice(context)).resolves.toBe("en");
      const address = new URL(page.url());
      expect(address.searchParams.get("lang")).toBe(javaScriptEnabled ? null : UNSUPPORTED);
      expect(address.searchParams.get("utm_source")).toBe("test");
      if (layoutShifts) expect(await layoutShifts()).toEqual([]);

      for (const narrow of narrower) {
        await page.setViewportSize({ width: narrow, height: 800 });
        await expectNoticeFits(page, narrow);
      }

      // A reload: with JavaScript the address has no code any more, so the English page comes without
      // the notice; without JavaScript the address still has it, and the server says it again.
      await page.reload();
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
      await expect.poll(() => page.locator("main [role='status']").count()).toBe(javaScriptEnabled ? 0 : 1);
      await context.close();
    });
  });

  it.each([
    ["on", "fr"],
    ["off", "nl"],
  ] as const)("the notice's link opens the page in another language, as a choice (JavaScript %s, %s)", async (script, other: Locale) => {
    const javaScriptEnabled = script === "on";
    const { context, page } = await visit("none", 390, javaScriptEnabled);
    await page.locator(`main [role='status'] a[hreflang='${other}']`).click();
    await page.locator("h1", { hasText: copyOf(other, "pricing.index").hero.title }).waitFor();
    await expect.poll(() => page.locator("main [role='status']").count()).toBe(0);
    if (javaScriptEnabled) await page.waitForFunction(() => !new URL(location.href).searchParams.has("lang"));
    await expect(storedChoice(context)).resolves.toBe(other);
    await context.close();
  });

  it("names no code too odd to repeat, and shows none of it", async () => {
    const context = await newContext({ viewport: { width: 360, height: 800 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`/prijzen?lang=${encodeURIComponent("<img src=x onerror=alert(1)>")}`);
    await waitForEnhancement(page);
    await expect
      .poll(() => page.locator("main [role='status']").innerText())
      .toContain(`${enFrame.unsupportedLanguage.unnamed} ${enFrame.unsupportedLanguage.shownIn}`);
    await expect.poll(() => page.locator("main img[src='x']").count()).toBe(0);
    await context.close();
  });
});
