import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import frame from "../../content/en/frame";
import en from "../../content/en/pricing";
import { useBrowser } from "./support/browser";
import { waitForHydration } from "./support/navigation";

const { newContext } = useBrowser();

async function openCountingDocuments() {
  const context = await newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const documents: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") documents.push(new URL(request.url()).pathname);
  });
  return { context, page, documents };
}

/** After a deploy, the files a cached page names are gone: the server answers 404 (here for the first page load only, or always). */
function simulateDeploy(page: Page, documents: string[], { fixedByReload }: { fixedByReload: boolean }) {
  return page.route("**/assets/enhance-*.js", (route) => (fixedByReload && documents.length > 1 ? route.continue() : route.fulfill({ status: 404, body: "gone" })));
}

describe("recovery from files that vanished in a deploy (spec §8)", () => {
  it("a missing script file: one reload fetches the page with the new file names, then the script works", async () => {
    const { context, page, documents } = await openCountingDocuments();
    await simulateDeploy(page, documents, { fixedByReload: true });
    await page.goto("/prijzen?lang=en");
    await waitForHydration(page);
    expect(documents).toEqual(["/prijzen", "/prijzen"]);
    await expect(page.getByTestId("calculator").getAttribute("data-live")).resolves.toBe("");
    await context.close();
  });

  it("when the reload does not help, it stops, and the page keeps working as HTML", async () => {
    const { context, page, documents } = await openCountingDocuments();
    await simulateDeploy(page, documents, { fixedByReload: false });
    await page.goto("/prijzen?lang=en");
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(2);
    await page.waitForTimeout(3000); // time enough for a third load, which must not come
    expect(documents).toEqual(["/prijzen", "/prijzen"]);
    // Without its script the calculator shows the example costs it shows without JavaScript,
    const calculator = page.getByTestId("calculator");
    await expect(calculator.getAttribute("data-live")).resolves.toBeNull();
    await expect(calculator.getByRole("table").isVisible()).resolves.toBe(true);
    await expect(page.locator("h1").innerText()).resolves.toBe(en.hero.title);
    // and the menus, being native, still open.
    await page.locator("#menu-products-toggle").click();
    const pos = page.getByRole("navigation", { name: frame.primaryNavLabel }).getByRole("link", { name: frame.menu.productItems["products.pos"] });
    await expect(pos.isVisible()).resolves.toBe(true);
    await context.close();
  });
});
