import { describe, expect, it } from "vitest";
import enFrame from "../../content/en/frame";
import enQr from "../../content/en/products.qr";
import nlPricing from "../../content/nl/pricing";
import nlQr from "../../content/nl/products.qr";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

const { newContext } = useBrowser();
/** Copy chunks are named after their locale and namespace (vite.config.ts): copy-en-pricing-<hash>.js. */
const COPY_CHUNK = /\/assets\/copy-(nl|en)-[\w.]+-[\w-]{8}\.js$/;

describe("without JavaScript", () => {
  it("a visitor still gets the whole page: frame, hero and footer", async () => {
    const context = await newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/prijzen?lang=nl");
    await expect(page.locator("h1").innerText()).resolves.toBe(nlPricing.hero.title);
    await expect(page.getByRole("contentinfo").isVisible()).resolves.toBe(true);
    await expect(page.title()).resolves.toBe(nlPricing.meta.title);
    await context.close();
  });
});

describe("code and copy load on demand", () => {
  it("the first load fetches no copy module: the page's copy is in its HTML", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on("request", (request) => COPY_CHUNK.test(request.url()) && chunks.push(request.url()));
    await page.goto("/prijzen?lang=en");
    await page.waitForLoadState("networkidle");
    expect(chunks).toEqual([]);
    await context.close();
  });

  it("a navigation fetches only the next page's copy, in the active language", async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await gotoHydrated(page, "/?lang=en");
    await page.waitForLoadState("networkidle");
    // Bodies are read as they arrive and awaited before the assertions, so none is still pending.
    const reads: Promise<string>[] = [];
    page.on("response", (response) => {
      if (COPY_CHUNK.test(response.url())) reads.push(response.text());
    });
    const nav = page.getByRole("navigation", { name: enFrame.primaryNavLabel });
    await nav.locator("#menu-products-toggle").click();
    await nav.getByRole("link", { name: enFrame.menu.productItems["products.qr"] }).click();
    await page.locator("h1", { hasText: enQr.hero.title }).waitFor();
    await page.waitForLoadState("networkidle");
    const bodies = await Promise.all(reads);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toContain(enQr.hero.subtitle);
    expect(bodies[0]).not.toContain(nlQr.hero.subtitle);
    await context.close();
  });
});
