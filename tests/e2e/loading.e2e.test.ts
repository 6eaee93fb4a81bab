import { describe, expect, it } from "vitest";
import enFrame from "../../content/en/frame";
import enQr from "../../content/en/products.qr";
import nlPricing from "../../content/nl/pricing";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

const { newContext } = useBrowser();

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

describe("a page loads only the script it runs (decision 027)", () => {
  /** Every script file the page asked for, by name without its hash. */
  async function scriptsOf(path: string) {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const names: string[] = [];
    page.on("request", (request) => request.resourceType() === "script" && names.push(new URL(request.url()).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "")));
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    await context.close();
    return names.sort();
  }

  it.each(["/producten/qr?lang=en", "/prijzen?lang=nl", "/downloads?lang=en"])("%s loads its script's two files only: no React, no router, no copy", async (path) => {
    await expect(scriptsOf(path)).resolves.toEqual(["enhance", "entry.client"]);
  });

  it("a click on a menu link loads the next page's HTML, in the active language", async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await gotoHydrated(page, "/?lang=en");
    const nav = page.getByRole("navigation", { name: enFrame.primaryNavLabel });
    await nav.locator("#menu-products-toggle").click();
    const [response] = await Promise.all([page.waitForResponse((r) => r.request().resourceType() === "document"), nav.getByRole("link", { name: enFrame.menu.productItems["products.qr"] }).click()]);
    expect(new URL(response.url()).pathname).toBe("/producten/qr");
    await expect(response.text()).resolves.toContain(enQr.hero.subtitle);
    await expect(page.locator("h1").innerText()).resolves.toBe(enQr.hero.title);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");
    await context.close();
  });
});
