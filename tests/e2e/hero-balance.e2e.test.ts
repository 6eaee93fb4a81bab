import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/shared/locales";
import { useBrowser } from "./support/browser";

/**
 * Screen faults once seen: at 1280 px /integraties kept its hero's text in the left half and
 * the FAQ's accordion sat left under a centred hero; at 320 px the home page's integrations
 * block gave its icon a column and squeezed the heading into ~200 px.
 */
const { openEnhanced } = useBrowser();
const DESKTOP = { viewport: { width: 1280, height: 900 } };
const PHONE = { viewport: { width: 320, height: 800 }, hasTouch: true, isMobile: true };
const TOLERANCE_PX = 4;

interface Box {
  left: number;
  right: number;
  centre: number;
  width: number;
}

function boxOf(page: Page, selector: string): Promise<Box> {
  return page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const rect = element.getBoundingClientRect();
      return { left: rect.left, right: rect.right, centre: (rect.left + rect.right) / 2, width: rect.width };
    });
}

describe("at 1280 px", () => {
  it.each(LOCALES)("/integraties in %s centres its hero's text, leaving no empty half", async (locale) => {
    const page = await openEnhanced(`/integraties?lang=${locale}`, DESKTOP);
    const viewportCentre = 1280 / 2;
    for (const selector of ["main h1", "main section:first-of-type p"]) {
      const box = await boxOf(page, selector);
      expect(Math.abs(box.centre - viewportCentre), `${selector} is centred`).toBeLessThanOrEqual(TOLERANCE_PX);
    }
    await page.context().close();
  });

  it.each(LOCALES)("/info/faq in %s centres its accordion under its centred hero", async (locale) => {
    const page = await openEnhanced(`/info/faq?lang=${locale}`, DESKTOP);
    const heading = await boxOf(page, "main h1");
    const accordion = await boxOf(page, "main section:has([data-faq-item]) [data-faq-item] >> xpath=..");
    expect(Math.abs(accordion.centre - heading.centre)).toBeLessThanOrEqual(TOLERANCE_PX);
    await page.context().close();
  });
});

describe("at 320 px on a touch screen", () => {
  it.each(LOCALES)("the home page's integrations block in %s gives its heading the full width", async (locale) => {
    const page = await openEnhanced(`/?lang=${locale}`, PHONE);
    const block = 'main section:has(a[href="/integraties"]) .container-page';
    const container = await page
      .locator(block)
      .first()
      .evaluate((element) => {
        const style = getComputedStyle(element);
        return element.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      });
    const heading = await boxOf(page, `${block} h2`);
    expect(heading.width).toBeGreaterThanOrEqual(0.85 * container);
    await page.context().close();
  });
});
