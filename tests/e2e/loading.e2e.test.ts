import { describe, expect, it } from "vitest";
import { COPYRIGHT_ID } from "../../app/components/frame/SiteFooter";
import enFrame from "../../content/en/frame";
import enQr from "../../content/en/products.qr";
import nlPricing from "../../content/nl/pricing";
import { useBrowser } from "./support/browser";
import { lettersOf } from "./support/copy";
import { recordLayoutShifts } from "./support/layout-shifts";
import { gotoEnhanced } from "./support/navigation";

const { newContext } = useBrowser();

describe("without JavaScript", () => {
  it("a visitor still gets the whole page: frame, hero and footer", async () => {
    const context = await newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await page.goto("/prijzen?lang=nl");
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(nlPricing.hero.title);
    await expect.poll(() => page.getByRole("contentinfo").isVisible()).toBe(true);
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
    page.on(
      "request",
      (request) => request.resourceType() === "script" && names.push(new URL(request.url()).pathname.replace(/^\/assets\//, "").replace(/-[\w-]{8}\.js$/, "")),
    );
    await gotoEnhanced(page, path);
    await page.waitForLoadState("networkidle");
    await context.close();
    return names.sort();
  }

  it.each(["/producten/qr?lang=en", "/prijzen?lang=nl", "/downloads?lang=en"])(
    "%s loads its one script file only: no React, no router, no copy",
    async (path) => {
      await expect(scriptsOf(path)).resolves.toEqual(["enhance"]);
    },
  );

  it("a click on a menu link loads the next page's HTML, in the active language", async () => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=en");
    // Marks the old document: a page rendered in place would keep it, a page load cannot.
    await page.evaluate(() => ((window as unknown as { beforeTheClick?: boolean }).beforeTheClick = true));
    const nav = page.getByRole("navigation", { name: enFrame.primaryNavLabel });
    await nav.locator("#menu-products-toggle").click();
    // No wait for a document response: the speculation rules may have prefetched the page on the
    // hover before the click, and a navigation served from that makes none (decision 030).
    await Promise.all([
      page.waitForURL((url) => url.pathname === "/producten/qr"),
      nav.getByRole("link", { name: enFrame.menu.productItems["products.qr"] }).click(),
    ]);
    const loaded = await page.evaluate(() => {
      const entry = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
      return { oldDocument: (window as unknown as { beforeTheClick?: boolean }).beforeTheClick === true, type: entry.type, path: new URL(entry.name).pathname };
    });
    expect(loaded).toEqual({ oldDocument: false, type: "navigate", path: "/producten/qr" });
    await expect.poll(() => lettersOf(page.locator("h1"))).toBe(enQr.hero.title);
    await expect.poll(() => page.getByText(enQr.hero.subtitle).first().isVisible()).toBe(true);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");
    await context.close();
  });
});

describe("the first frame", () => {
  // A busy phone's parser yields mid-document, and Chromium paints what it has: the header
  // without its last buttons, the hero without its end. The rest then arrives and moves
  // what was painted (a 20 px hero shift on a loaded CI machine).
  // Three loads of each page, each a test of its own: together they took 20-26 s on a loaded
  // machine, too near the 60 s test timeout.
  const loads = ["/?lang=nl", "/prijzen?lang=en", "/info/faq?lang=nl", "/downloads?lang=en"].flatMap((path) => [1, 2, 3].map((load) => [path, load] as const));
  it.each(loads)("of %s on a 4× slower CPU (load %i of 3) comes with every element of the page in place, and nothing shifts afterwards", async (path) => {
    const context = await newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    const layoutShifts = await recordLayoutShifts(page);
    // The first rAF runs at the first rendering opportunity, just before the first paint.
    // Chromium lets go of the first frame once the footer's last line is inserted (its text may follow).
    await page.addInitScript((lastId) => {
      requestAnimationFrame(() => ((window as unknown as { firstFrame: object }).firstFrame = { lastElementIn: document.getElementById(lastId) !== null }));
    }, COPYRIGHT_ID);
    // Loaded and enhanced: the document is whole and the script has done its work;
    // layoutShifts() reads once a frame after that has been rendered.
    await gotoEnhanced(page, path);
    const firstFrame = await page.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame);
    const shifts = await layoutShifts();
    expect({ firstFrame, shifts }).toEqual({ firstFrame: { lastElementIn: true }, shifts: [] });
    await context.close();
  });
});
