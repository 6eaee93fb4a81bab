import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import en from "../../content/en/frame";
import webshop from "../../content/en/products.webshop";
import { useBrowser } from "./support/browser";
import { gotoHydrated, waitForHydration } from "./support/navigation";

const { newContext } = useBrowser();

/** After a deploy, the chunks an open tab knows about are gone: the server answers 404. */
async function simulateDeploy(page: Page, pattern: string) {
  await page.route(pattern, (route) => route.fulfill({ status: 404, body: "gone" }));
}

async function openCountingDocuments() {
  const context = await newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  await gotoHydrated(page, "/?lang=en");
  return { context, page, documents };
}

async function goToWebshop(page: Page) {
  const nav = page.getByRole("navigation", { name: en.primaryNavLabel });
  await nav.locator("#menu-products-toggle").click();
  await nav.getByRole("link", { name: en.menu.productItems["products.webshop"] }).click();
}

describe("recovery from chunks that vanished in a deploy (spec §8)", () => {
  it("a missing page module: one reload, then a working page, no loop", async () => {
    const { context, page, documents } = await openCountingDocuments();
    await simulateDeploy(page, "**/assets/product-*.js");
    await goToWebshop(page);
    await page.waitForEvent("load");
    await page.waitForTimeout(1500);
    expect(documents).toHaveLength(2);
    await expect(page.locator("h1").innerText()).resolves.not.toBe("");
    await context.close();
  });

  it("a missing copy module: one reload lands on the page the visitor asked for", async () => {
    const { context, page, documents } = await openCountingDocuments();
    await simulateDeploy(page, "**/assets/copy-*-products.webshop-*.js");
    await goToWebshop(page);
    await page.locator("h1", { hasText: webshop.hero.title }).waitFor();
    expect(documents).toEqual(["/", "/producten/webshop"]);
    await context.close();
  });

  it("when the reload does not help, it stops and says so instead of looping", async () => {
    const { context, page, documents } = await openCountingDocuments();
    await simulateDeploy(page, "**/assets/copy-*-products.webshop-*.js");
    await goToWebshop(page);
    await page.locator("h1", { hasText: webshop.hero.title }).waitFor();
    await waitForHydration(page);
    await page.getByRole("link", { name: en.menu.home, exact: true }).first().click();
    await page.waitForURL((url) => url.pathname === "/");
    await goToWebshop(page); // fails again within the guard window
    await page.getByRole("heading", { name: en.loadError.title }).waitFor();
    await page.waitForTimeout(1500);
    expect(documents).toHaveLength(2);
    await expect(page.getByRole("button", { name: en.loadError.retry }).isVisible()).resolves.toBe(true);
    await context.close();
  });
});
