import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { ConsentChoice } from "../../app/browser/consent/choice";
import { fillCopy } from "../../app/shared/figures";
import { readSiteConfig } from "../../config/site-config";
import en from "../../content/en/frame";
import enPricing from "../../content/en/pricing";
import enQr from "../../content/en/products.qr";
import enWebshop from "../../content/en/products.webshop";
import { builtTagManagerId, googleTagRequests, tagManagerScripts } from "../../tooling/browser/consent";
import { useBrowser } from "./support/browser";
import { gotoEnhanced, waitForEnhancement } from "./support/navigation";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const { newContext } = useBrowser();

/** Opens a page where clicks on links are recorded but do not navigate, so the data layer survives. */
async function open(path: string, consent?: ConsentChoice | "none") {
  const context = await newContext({ viewport: { width: 1280, height: 800 }, consent });
  const page = await context.newPage();
  await gotoEnhanced(page, `${path}?lang=en`);
  await keepLinksHere(page);
  return { context, page };
}

/** Links only: a cancelled click on a menu's <summary> would not open it. */
function keepLinksHere(page: Page) {
  return page.evaluate(() => window.addEventListener("click", (event) => (event.target as Element).closest?.("a") && event.preventDefault()));
}

const events = (page: Page) =>
  page.evaluate(() => (window.dataLayer ?? []).filter((entry) => (entry as { event?: string }).event === "onboarding_start").length);
const header = (page: Page) => page.locator("header");
const closing = (page: Page) => page.getByRole("region", { name: en.closingCta.title });

describe("onboarding_start", () => {
  // Which links carry the tracking mark, on every page, is checked in tests/site/tracking.site.test.ts; these clicks prove the listener.
  it("fires from the header's Start for free", async () => {
    const { context, page } = await open("/info/faq");
    await header(page).getByRole("link", { name: en.actions.startFree }).click();
    await expect(events(page)).resolves.toBe(1);
    await context.close();
  });

  it("fires from the footer's Start for free", async () => {
    const { context, page } = await open("/prijzen");
    await page.getByRole("contentinfo").getByRole("link", { name: en.actions.startFree }).click();
    await expect(events(page)).resolves.toBe(1);
    await context.close();
  });

  it("fires from the home page's create-shop buttons but not from the demo button", async () => {
    const { context, page } = await open("/");
    await page.locator("main").getByRole("link", { name: en.actions.productDemo }).click();
    await expect(events(page)).resolves.toBe(0);
    await page.locator("main section").first().getByRole("link", { name: en.actions.createShop }).click();
    await closing(page).getByRole("link", { name: en.closingCta.button }).click();
    await expect(events(page)).resolves.toBe(2);
    await context.close();
  });

  it("fires from the Free, Starter and Professional start buttons, not from Enterprise's contact button", async () => {
    const { context, page } = await open("/prijzen");
    const plans = fillCopy(enPricing, "en").plans;
    await page.getByRole("link", { name: plans.enterprise.start }).click();
    await expect(events(page)).resolves.toBe(0);
    const main = page.locator("main");
    await main.getByRole("link", { name: plans.free.start, exact: true }).click();
    const trials = await main.getByRole("link", { name: plans.starter.start }).all();
    expect(trials).toHaveLength(2);
    for (const link of trials) await link.click();
    await expect(events(page)).resolves.toBe(3);
    await context.close();
  });

  it("never fires on the QR page, whose buttons lead to the demo form", async () => {
    const { context, page } = await open("/producten/qr");
    const startFree = header(page).getByRole("link", { name: en.actions.startFree });
    await expect.poll(() => startFree.getAttribute("data-track")).toBeNull();
    await startFree.click();
    // The QR page's closing block has a heading of its own, matching its demo action.
    const cta = page.getByRole("region", { name: enQr.closing!.title }).getByRole("link", { name: en.actions.productDemo });
    await expect.poll(() => cta.getAttribute("href")).toBe(site.demoFormUrl);
    await cta.click();
    await page.locator("main section").first().getByRole("link", { name: en.actions.productDemo }).click();
    await expect(events(page)).resolves.toBe(0);
    // Only the consent defaults (gtag `arguments`, no `event`), when the build has a tag manager.
    await expect(page.evaluate(() => (window.dataLayer ?? []).filter((entry) => "event" in (entry as object)))).resolves.toEqual([]);
    await context.close();
  });

  it("fires on the next page after moving on from the QR page within the site", async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await gotoEnhanced(page, "/producten/qr?lang=en");
    const nav = page.getByRole("navigation", { name: en.primaryNavLabel });
    await nav.locator("#menu-products-toggle").click();
    await nav.getByRole("link", { name: en.menu.productItems["products.webshop"] }).click();
    await page.getByRole("heading", { level: 1, name: enWebshop.hero.title }).waitFor();
    await waitForEnhancement(page);
    await keepLinksHere(page);
    await header(page).getByRole("link", { name: en.actions.startFree }).click();
    await closing(page).getByRole("link", { name: en.closingCta.button }).click();
    await expect(events(page)).resolves.toBe(2);
    await context.close();
  });

  it.each([
    ["no choice yet (banner shown)", "none"],
    ["analytics and ads rejected", { analytics: false, ads: false }],
  ] as const)("fires with %s, and nothing leaves the browser", async (_state, consent) => {
    const { context, page } = await open("/prijzen", consent);
    await header(page).getByRole("link", { name: en.actions.startFree }).click();
    await closing(page).getByRole("link", { name: en.closingCta.button }).click();
    await expect(events(page)).resolves.toBe(2);
    // Both clicks have been handled and no tag manager script was added: nothing can be on its way.
    await expect(tagManagerScripts(page)).resolves.toBe(0);
    expect(googleTagRequests(context)).toEqual([]);
    await context.close();
  });

  it("fires into the same data layer the tag manager reads once analytics are allowed", async () => {
    const { context, page } = await open("/prijzen", { analytics: true, ads: false });
    await header(page).getByRole("link", { name: en.actions.startFree }).click();
    await expect(events(page)).resolves.toBe(1);
    // With a container id the tag manager loaded and reads the same layer; without one, nothing loads.
    const id = builtTagManagerId();
    await expect(page.evaluate(() => window.dataLayer?.some((entry) => (entry as { event?: string }).event === "gtm.js") ?? false)).resolves.toBe(Boolean(id));
    expect(googleTagRequests(context)).toEqual(id ? [`https://www.googletagmanager.com/gtm.js?id=${id}`] : []);
    await context.close();
  });
});
