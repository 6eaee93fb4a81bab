import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { CONSENT_BANNER_ID } from "../../app/shared/markup/attributes";
import { MOBILE_TOGGLE_ID } from "../../app/shared/markup/menu-ids";
import { FAQ_IDS } from "../../content/schema/faq";
import { builtTagManagerId } from "../../tooling/browser/consent";
import { type ContextOptions, useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

/*
 * Paper (docs/decisions/038-print-stylesheet.md): the print rules of app/app.css, seen through
 * Chromium's print media, with and without JavaScript, and the script that opens closed <details>
 * for a print where the browser cannot show them through CSS (app/browser/enhance/print.ts).
 */

const { newContext } = useBrowser();

const answersShown = (page: Page) => Promise.all(FAQ_IDS.map((id) => page.locator(`#${id}-antwoord`).isVisible()));
const allShown = FAQ_IDS.map(() => true);
const noneShown = FAQ_IDS.map(() => false);
/** What the print rules write after a link: the content of its ::after. */
const afterContent = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((link) => getComputedStyle(link, "::after").content);

async function open(path: string, javaScript: boolean, options: ContextOptions = {}) {
  const context = await newContext({ javaScriptEnabled: javaScript, viewport: { width: 794, height: 1123 }, ...options });
  const page = await context.newPage();
  if (javaScript) await gotoEnhanced(page, path);
  else await page.goto(path);
  return { context, page };
}

/** The number of pages of a PDF: one /Type /Page object each (/Type /Pages is their tree). */
const pageCount = (pdf: Buffer) => pdf.toString("latin1").match(/\/Type\s*\/Page(?!s)/g)?.length ?? 0;

/**
 * In Dutch only: the print rules and the print script are the same for both languages, and the
 * longer Dutch text is the one that could run over a page (decision 053).
 */
const PRINT_LOCALES = ["nl"] as const;

describe.each(PRINT_LOCALES)("/info/faq on paper in %s", (locale) => {
  describe.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("%s", (_, javaScript) => {
    it("prints every answer, the logo and the site's address, and no menu, banner or skip link", async () => {
      // No stored consent: with JavaScript the consent banner shows on screen, as on a first visit.
      const { context, page } = await open(`/info/faq?lang=${locale}`, javaScript, { consent: "none" });
      if (javaScript && builtTagManagerId()) await expect.poll(() => page.locator(`#${CONSENT_BANNER_ID}`).isVisible()).toBe(true);
      await expect.poll(() => answersShown(page)).toEqual(noneShown);

      await page.emulateMedia({ media: "print" });
      await expect.poll(() => answersShown(page)).toEqual(allShown);
      for (const screenOnly of [
        `#${CONSENT_BANNER_ID}`,
        "body > header nav",
        `#${MOBILE_TOGGLE_ID}`,
        "body > header .btn",
        "[data-screen-only]",
        ".skip-link",
        "footer nav",
      ]) {
        await expect.poll(() => page.locator(screenOnly).first().isVisible(), { message: screenOnly }).toBe(false);
      }
      await expect.poll(() => page.locator('body > header > div > a[href="/"]').isVisible()).toBe(true);
      const siteAddress = await page.evaluate(() => document.body.dataset.siteAddress);
      expect(siteAddress).toMatch(/^https?:\/\//);
      await expect(afterContent(page, 'body > header > div > a[href="/"]')).resolves.toBe(`"${siteAddress}"`);
      await context.close();
    });

    it("writes the address after each link in the page's content: external as it is, internal made absolute", async () => {
      const { context, page } = await open(`/info/faq?lang=${locale}`, javaScript);
      const external = page.locator('main a[href^="http"]').first();
      const externalHref = await external.getAttribute("href");
      await expect(afterContent(page, 'main a[href^="http"]')).resolves.toBe("none");

      await page.emulateMedia({ media: "print" });
      await expect(afterContent(page, 'main a[href^="http"]')).resolves.toBe(`" (${externalHref})"`);
      const siteAddress = await page.evaluate(() => document.body.dataset.siteAddress);
      await expect(afterContent(page, 'main a[href="/info/support"]')).resolves.toBe(`" (${siteAddress}/info/support)"`);
      await context.close();
    });

    it("makes a PDF of the whole page, answers included", async () => {
      const { context, page } = await open(`/info/faq?lang=${locale}`, javaScript);
      const pdf = await page.pdf({ format: "A4" });
      expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");
      // The questions alone fit on two A4 pages; with the twelve answers the page needs more.
      expect(pageCount(pdf)).toBeGreaterThanOrEqual(4);
      expect(pageCount(pdf)).toBeLessThanOrEqual(8);
      await context.close();
    });
  });

  it("leaves the screen as it was: answers closed, no addresses after links, and one answer at a time", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`, true);
    await page.emulateMedia({ media: "print" });
    await expect.poll(() => answersShown(page)).toEqual(allShown);
    await page.emulateMedia({ media: "screen" });
    await expect.poll(() => answersShown(page)).toEqual(noneShown);
    await expect(afterContent(page, 'main a[href^="http"]')).resolves.toBe("none");
    await expect.poll(() => page.locator("body > header nav").isVisible()).toBe(true);
    await page.locator('details[data-faq-item="kosten"] summary').click();
    await expect.poll(() => answersShown(page)).toEqual(FAQ_IDS.map((id) => id === "kosten"));
    await context.close();
  });

  it("opens the closed answers for a print where the browser has no ::details-content, and closes them after", async () => {
    const context = await newContext({ viewport: { width: 794, height: 1123 } });
    const page = await context.newPage();
    // A browser without the pseudo-element, as far as the page's script can tell.
    await page.addInitScript(() => {
      const supports = CSS.supports.bind(CSS) as (condition: string) => boolean;
      CSS.supports = ((condition: string) => (condition.includes("::details-content") ? false : supports(condition))) as typeof CSS.supports;
    });
    await gotoEnhanced(page, `/info/faq?lang=${locale}`);
    await page.locator('details[data-faq-item="proefperiode"] summary').click();
    const state = () =>
      page
        .locator("details[data-faq-item]")
        .evaluateAll((items) => items.map((item) => `${(item as HTMLDetailsElement).open ? "open" : "closed"} ${item.getAttribute("name")}`));

    await page.evaluate(() => window.dispatchEvent(new Event("beforeprint")));
    await expect(state()).resolves.toEqual(FAQ_IDS.map((id) => (id === "proefperiode" ? "open faq" : "open null")));
    await page.evaluate(() => window.dispatchEvent(new Event("afterprint")));
    // The visitor's own choice stays open; the group is whole again.
    await expect(state()).resolves.toEqual(FAQ_IDS.map((id) => (id === "proefperiode" ? "open faq" : "closed faq")));
    await page.locator('details[data-faq-item="kosten"] summary').click();
    await expect(state()).resolves.toEqual(FAQ_IDS.map((id) => (id === "kosten" ? "open faq" : "closed faq")));
    await context.close();
  });
});

describe.each(PRINT_LOCALES)("/downloads on paper in %s", (locale) => {
  it.each([
    ["with JavaScript", true],
    ["without JavaScript", false],
  ] as const)("prints every file list and older version open, %s", async (_, javaScript) => {
    const { context, page } = await open(`/downloads?lang=${locale}`, javaScript);
    const contents = page.locator("main details > summary + *");
    await expect.poll(() => contents.count()).toBeGreaterThan(0);
    const shown = () => contents.evaluateAll((parts) => parts.map((part) => part.checkVisibility()));
    await expect(shown()).resolves.toContain(false);
    await page.emulateMedia({ media: "print" });
    await expect(shown()).resolves.not.toContain(false);
    await context.close();
  });
});
