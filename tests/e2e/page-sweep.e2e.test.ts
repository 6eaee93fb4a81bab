import type { BrowserContext, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { useBrowser } from "./support/browser";
import { lettersOf, pageCases } from "./support/copy";
import { waitForEnhancement } from "./support/navigation";
import { axeViolations } from "./support/page-checks/axe";
import { collectErrors, followRequests } from "./support/page-checks/console";
import { measure, openEverything } from "./support/page-checks/overflow";
import { checkPictures, PAGE_KINDS_WITH_PICTURES } from "./support/page-checks/pictures";
import { findCutWords } from "./support/page-checks/word-breaks";

/**
 * One load per page, language, phone width and JavaScript setting runs every page-level check a
 * phone shows (decision 052): no page wider than the screen and no heading cut off, before and
 * after the script and after opening everything; no word cut without a visible hyphen; and at
 * 390 px the page's script with its h1, its language and no console error, sharp pictures, and axe. The desktop
 * width's axe sweep, which also reads the console, is in a11y.e2e.test.ts. A new touch context
 * per test, so no load inherits another's cookies, storage or cache.
 */
const { newContext } = useBrowser();
const WIDTHS = [320, 360, 390] as const;
const NOT_FOUND = "/deze-pagina-bestaat-niet";
const PATHS = [...PAGES.map((page) => page.path), NOT_FOUND];
const CASES = LOCALES.flatMap((locale) => PATHS.map((path) => [path, locale] as const));
const H1 = new Map((await pageCases()).map((c) => [`${c.page.path} ${c.locale}`, c] as const));
const WITH_PICTURES = new Set(PAGES.filter((page) => PAGE_KINDS_WITH_PICTURES.has(page.kind)).map((page) => page.path));

function touchContext(width: number, javaScriptEnabled: boolean): Promise<BrowserContext> {
  return newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true, javaScriptEnabled });
}

/** Collects the overflow findings of each step, named by the step. */
function overflowChecker(page: Page, width: number, failures: string[]) {
  return async (step: string) => {
    const found = await measure(page, width);
    if (found.documentWidth > width) failures.push(`${step}: the page is ${found.documentWidth} px wide; sticking out: ${found.sticksOut.join(", ")}`);
    for (const heading of found.cutHeadings) failures.push(`${step}: ${heading}`);
  };
}

describe.each(WIDTHS)("at %i px on a touch screen, JavaScript on", (width) => {
  it.each(CASES)("%s in %s: no overflow, no cut word, and at 390 px its script, h1, pictures and axe", async (path, locale) => {
    const context = await touchContext(width, true);
    const page = await context.newPage();
    const errors = collectErrors(page);
    const requestsEnded = followRequests(page);
    const failures: string[] = [];
    const check = overflowChecker(page, width, failures);
    await page.goto(`${path}?lang=${locale}`);
    await check("as pre-rendered");
    await waitForEnhancement(page);
    await check("once enhanced");
    const known = H1.get(`${path} ${locale}`);
    if (width === 390) {
      // Sharp pictures at 1× (2× is pictures.e2e.test.ts); it loads the lazy ones, so it comes before the console is read.
      const pictures = await checkPictures(page, 1);
      expect(pictures.problems, "pictures").toEqual([]);
      if (WITH_PICTURES.has(path)) expect(pictures.count, "drawings shown").toBeGreaterThan(0);
      expect(await axeViolations(page), "axe WCAG 2.2 A/AA").toEqual([]);
      // The console is read once no request of the page is open.
      if (known) await requestsEnded();
    }
    if (width === 390 && known) {
      await expect.poll(() => lettersOf(page.locator("h1"))).toBe(known.h1);
      await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(known.htmlLang);
      expect(errors, "console errors and exceptions").toEqual([]);
    }
    // findCutWords opens every <details> to measure the answers too; measure that state as well.
    for (const cut of await findCutWords(page)) failures.push(`with JavaScript: ${cut}`);
    await check("with every disclosure open");
    await openEverything(page, check);
    expect(failures).toEqual([]);
    await context.close();
  });
});

describe.each(WIDTHS)("at %i px on a touch screen, JavaScript off", (width) => {
  it.each(CASES)("%s in %s: no overflow and no cut word from the HTML alone", async (path, locale) => {
    const context = await touchContext(width, false);
    const page = await context.newPage();
    const failures: string[] = [];
    const check = overflowChecker(page, width, failures);
    await page.goto(`${path}?lang=${locale}`);
    await check("without JavaScript");
    for (const cut of await findCutWords(page)) failures.push(`without JavaScript: ${cut}`);
    await check("without JavaScript, every disclosure open");
    expect(failures).toEqual([]);
    await context.close();
  });
});
