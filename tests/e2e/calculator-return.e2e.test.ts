import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { type CalculatorInput, calculatorView } from "../../app/shared/calculator/calculator-view";
import { CALCULATOR_IDS, CALCULATOR_INPUT_ATTRIBUTE } from "../../app/shared/markup/attributes";
import { useBrowser } from "./support/browser";
import { afterNextFrame } from "./support/frames";
import { activateLanguageControl, gotoEnhanced, waitForEnhancement } from "./support/navigation";

/*
 * The revenue a visitor typed into the pricing calculator is kept when they come
 * back to /prijzen with the back button, and when they switch the page's language, and the figures
 * beside it are those of that revenue. The browser of the global setup runs without the
 * back/forward cache (tests/e2e/back-forward.e2e.test.ts), so "back" here loads the page anew: the
 * harder case, where nothing but the page's own state can bring the value back.
 */

const { newContext } = useBrowser();

const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true };
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };
const TYPED = "2500";
const field = (page: Page) => page.locator(`#${CALCULATOR_IDS.input}`);

/** What the calculator should say for `value`, by the same function and copy the page uses. */
async function expectedView(page: Page, value: string) {
  const input = await page.evaluate((attribute) => JSON.parse(document.querySelector(`script[${attribute}]`)!.textContent!), CALCULATOR_INPUT_ATTRIBUTE);
  return calculatorView(value, input as CalculatorInput);
}

async function shown(page: Page) {
  return {
    value: await field(page).inputValue(),
    summary: (await page.getByTestId("calculator-summary").textContent())?.trim(),
    resultsFor: (await page.getByTestId("calculator-results-for").textContent())?.trim(),
  };
}

async function typeRevenue(page: Page, touch: boolean) {
  await field(page).scrollIntoViewIfNeeded();
  if (touch) await field(page).tap();
  await field(page).fill(TYPED);
  const view = await expectedView(page, TYPED);
  await expect.poll(() => shown(page)).toEqual({ value: TYPED, summary: view.summary, resultsFor: view.resultsFor });
}

describe("the calculator keeps the typed revenue", () => {
  it.each([
    ["nl", "phone", PHONE],
    ["en", "desktop", DESKTOP],
  ] as const)("on back to /prijzen (%s, %s)", async (locale, _name, options) => {
    const context = await newContext(options);
    const page = await context.newPage();
    await gotoEnhanced(page, `/prijzen?lang=${locale}`);
    await typeRevenue(page, options.hasTouch === true);

    const link = page.locator('footer a[href="/info/faq"]');
    await link.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/info\/faq$/), options.hasTouch ? link.tap() : link.click()]);
    await waitForEnhancement(page);
    await page.goBack();
    await waitForEnhancement(page);
    await afterNextFrame(page);

    const view = await expectedView(page, TYPED);
    await expect(shown(page)).resolves.toEqual({ value: TYPED, summary: view.summary, resultsFor: view.resultsFor });
    await context.close();
  });

  // A new visit is a new history entry, reached by a link. Not page.goto to the address the page
  // is at: Chromium turns that into a reload, which keeps the entry and its state, as it should.
  it("a new visit to /prijzen, by a link from another page, starts at the default again", async () => {
    const context = await newContext(DESKTOP);
    const page = await context.newPage();
    await gotoEnhanced(page, "/prijzen?lang=nl");
    const start = await field(page).inputValue();
    await typeRevenue(page, false);
    await gotoEnhanced(page, "/info/faq");
    const link = page.locator('footer a[href="/prijzen"]');
    await link.scrollIntoViewIfNeeded();
    await Promise.all([page.waitForURL(/\/prijzen$/), link.click()]);
    await waitForEnhancement(page);
    await expect.poll(() => field(page).inputValue()).toBe(start);
    await context.close();
  });

  it.each([
    [390, PHONE],
    [1280, DESKTOP],
  ] as const)("across a language switch at %i px", async (_width, options) => {
    const context = await newContext(options);
    const page = await context.newPage();
    await gotoEnhanced(page, "/prijzen?lang=en");
    await typeRevenue(page, options.hasTouch === true);

    // The control this layout shows, activated where it is, as tests/e2e/language.e2e.test.ts does.
    await activateLanguageControl(page, "nl");
    await page.waitForFunction(() => document.documentElement.lang.startsWith("nl"));
    await afterNextFrame(page);

    const view = await expectedView(page, TYPED);
    await expect.poll(() => shown(page)).toEqual({ value: TYPED, summary: view.summary, resultsFor: view.resultsFor });
    await context.close();
  });
});
