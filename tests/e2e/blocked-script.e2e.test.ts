import { describe, expect, it } from "vitest";
import frame from "../../content/en/frame";
import en from "../../content/en/pricing";
import { useBrowser } from "./support/browser";

const { newContext } = useBrowser();

describe("a page whose script cannot load (blocked by a proxy, or gone after a deploy; spec §8)", () => {
  it("keeps working as HTML, without reloading", async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on("request", (request) => request.resourceType() === "document" && documents.push(new URL(request.url()).pathname));
    const failed: string[] = [];
    page.on("requestfailed", (request) => failed.push(new URL(request.url()).pathname));
    await page.route("**/assets/*.js", (route) => route.abort("blockedbyclient"));
    await page.goto("/prijzen?lang=en");
    await expect.poll(() => failed.some((path) => path.startsWith("/assets/entry.client")), { timeout: 15_000 }).toBe(true);
    await page.waitForTimeout(2000); // time enough for a reload, which must not come
    expect(documents).toEqual(["/prijzen"]);
    await expect(page.locator("html").getAttribute("data-hydrated")).resolves.toBeNull();
    // The calculator shows the example costs it shows without JavaScript,
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
