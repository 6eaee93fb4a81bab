import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import frame from "../../content/en/frame";
import en from "../../content/en/pricing";
import { useBrowser } from "./support/browser";
import { waitForHydration } from "./support/navigation";

const { newContext } = useBrowser();

/** After a deploy, the files an open tab (or a cached page) names are gone: the server answers 404. */
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
  return { context, page, documents };
}

describe("recovery from files that vanished in a deploy (spec §8)", () => {
  it("a missing island file: one reload fetches the page's new file names, then the island works", async () => {
    const { context, page, documents } = await openCountingDocuments();
    // Gone for the page as first loaded; the reloaded page's files are there.
    await page.route("**/assets/calculator-*.js", (route) => (documents.length < 2 ? route.fulfill({ status: 404, body: "gone" }) : route.continue()));
    await page.goto("/prijzen?lang=en");
    await waitForHydration(page);
    expect(documents).toEqual(["/prijzen", "/prijzen"]);
    await expect(page.getByTestId("calculator").getAttribute("data-live")).resolves.toBe("");
    await context.close();
  });

  it("when the reload does not help, it stops, and the page keeps working as HTML", async () => {
    const { context, page, documents } = await openCountingDocuments();
    await simulateDeploy(page, "**/assets/calculator-*.js");
    await page.goto("/prijzen?lang=en");
    await expect.poll(() => documents.length, { timeout: 15_000 }).toBe(2);
    await page.waitForTimeout(3000); // time enough for a third load, which must not come
    expect(documents).toEqual(["/prijzen", "/prijzen"]);
    // Without its island the calculator shows the example costs that it shows without JavaScript.
    const calculator = page.getByTestId("calculator");
    await expect(calculator.getAttribute("data-live")).resolves.toBeNull();
    await expect(calculator.getByRole("table").isVisible()).resolves.toBe(true);
    await expect(page.locator("h1").innerText()).resolves.toBe(en.hero.title);
    // The plain scripts still ran: the page is not dead.
    await page.locator("#menu-products-toggle").click();
    const pos = page.getByRole("navigation", { name: frame.primaryNavLabel }).getByRole("link", { name: frame.menu.productItems["products.pos"] });
    await expect(pos.isVisible()).resolves.toBe(true);
    await page.keyboard.press("Escape"); // closing on Escape is the menu script's, not the platform's
    await expect(pos.isVisible()).resolves.toBe(false);
    await context.close();
  });
});
