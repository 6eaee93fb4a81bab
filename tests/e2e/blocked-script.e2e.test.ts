import { describe, expect, it } from "vitest";
import frame from "../../content/en/frame";
import en from "../../content/en/pricing";
import { useBrowser } from "./support/browser";
import { lettersOf } from "./support/copy";

const { newContext } = useBrowser();

describe("a page whose script cannot load (blocked by a proxy, or gone after a deploy)", () => {
  it("keeps working as HTML, without reloading", async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && documents.push(new URL(request.url()).pathname));
    // Kept in sessionStorage, so a reload cannot wipe what the page saw. The boot script's import
    // of the entry is its last act: failing, it rejects, and with no one to handle it the page
    // sees an unhandled rejection. A reload would start with beforeunload, which a navigation
    // started by script dispatches before it returns, so in the same task as whatever asked for it.
    await page.addInitScript(() => {
      addEventListener("unhandledrejection", (event) => sessionStorage.setItem("test-unhandled", String(event.reason)));
      addEventListener("beforeunload", () => sessionStorage.setItem("test-leaving", "yes"));
    });
    await page.route("**/assets/*.js", (route) => route.abort("blockedbyclient"));
    await page.goto("/prijzen?lang=en");
    // Either the failure came to nothing, or something acted on it: both end the wait.
    await page.waitForFunction(() => sessionStorage.getItem("test-unhandled") !== null || sessionStorage.getItem("test-leaving") !== null);
    await expect(
      page.evaluate(() => ({ unhandled: sessionStorage.getItem("test-unhandled"), leaving: sessionStorage.getItem("test-leaving") })),
    ).resolves.toEqual({
      unhandled: expect.stringMatching(/\/assets\/enhance-[\w-]+\.js/),
      leaving: null,
    });
    expect(documents).toEqual(["/prijzen"]);
    await expect.poll(() => page.locator("html").getAttribute("data-enhanced")).toBeNull();
    // The calculator shows the example costs it shows without JavaScript,
    const calculator = page.getByTestId("calculator");
    await expect.poll(() => calculator.getAttribute("data-live")).toBeNull();
    await expect.poll(() => calculator.getByRole("table").isVisible()).toBe(true);
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(en.hero.title);
    // and the menus, being native, still open.
    await page.locator("#menu-products-toggle").click();
    const pos = page.getByRole("navigation", { name: frame.primaryNavLabel }).getByRole("link", { name: frame.menu.productItems["products.pos"] });
    await expect.poll(() => pos.isVisible()).toBe(true);
    await context.close();
  });
});
