import type { BrowserContextOptions, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import enHome from "../../content/en/home";
import nlHome from "../../content/nl/home";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

/**
 * The "1000+ designs" slider (spec §2, decision 026): a row of webshop designs the visitor moves
 * with the arrow buttons, a swipe, the keyboard, or (without JavaScript) native scrolling, with
 * or without reduced motion.
 */
const { newContext } = useBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } satisfies BrowserContextOptions;
const DESKTOP = { viewport: { width: 1280, height: 800 } } satisfies BrowserContextOptions;
const ROW = "[data-testid=template-slider] [role=region]";

const scrollLeft = (page: Page) => page.locator(ROW).evaluate((row) => row.scrollLeft);
/**
 * Where the row comes to rest after a step that started at `from`. Smooth scrolling starts on a
 * later frame, which a busy machine can hold back past one poll, so it first waits for the row
 * to leave `from` (up to 4 s), then for three equal readings 100 ms apart.
 */
async function settled(page: Page, from?: number): Promise<number> {
  if (from !== undefined) {
    for (let i = 0; i < 40 && (await scrollLeft(page)) === from; i++) await page.waitForTimeout(100);
  }
  let last = -1;
  let still = 0;
  for (let i = 0; i < 60; i++) {
    const now = await scrollLeft(page);
    still = now === last ? still + 1 : 0;
    if (still === 2) return now;
    last = now;
    await page.waitForTimeout(100);
  }
  return last;
}

async function openSlider(options: BrowserContextOptions, locale: "nl" | "en" = "en") {
  const context = await newContext(options);
  const page = await context.newPage();
  if (options.javaScriptEnabled === false) await page.goto(`/?lang=${locale}`);
  else await gotoHydrated(page, `/?lang=${locale}`);
  await page.locator(ROW).scrollIntoViewIfNeeded();
  return { context, page };
}

describe.each([
  ["no-preference", "nl"],
  ["reduce", "en"],
] as const)("template slider, motion %s", (reducedMotion, locale) => {
  const copy = locale === "nl" ? nlHome : enHome;

  it("moves one design forward and back with the arrow buttons", async () => {
    const { context, page } = await openSlider({ ...DESKTOP, reducedMotion }, locale);
    const next = page.getByRole("button", { name: copy.slider.next });
    const previous = page.getByRole("button", { name: copy.slider.previous });
    expect(await settled(page)).toBe(0);
    await next.click();
    const afterNext = await settled(page, 0);
    const card = await page.locator(`${ROW} li`).first().evaluate((li) => li.getBoundingClientRect().width);
    expect(afterNext).toBeGreaterThan(card * 0.9);
    await next.click();
    const afterTwo = await settled(page, afterNext);
    expect(afterTwo).toBeGreaterThan(afterNext);
    await previous.click();
    await previous.click();
    expect(await settled(page, afterTwo)).toBe(0);
    await context.close();
  });

  it("scrolls with the arrow keys once the row has focus, and the buttons work from the keyboard", async () => {
    const { context, page } = await openSlider({ ...DESKTOP, reducedMotion }, locale);
    await page.locator(ROW).focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const byKeys = await settled(page, 0);
    expect(byKeys).toBeGreaterThan(0);
    await page.getByRole("button", { name: copy.slider.next }).focus();
    await page.keyboard.press("Enter");
    expect(await settled(page, byKeys)).toBeGreaterThan(byKeys);
    await context.close();
  });

  it("follows a swipe on a touch screen and snaps to a design", async () => {
    const { context, page } = await openSlider({ ...PHONE, reducedMotion }, locale);
    const box = (await page.locator(ROW).boundingBox())!;
    // A finger drawn from right to left across the first design, as Chrome receives real touches.
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height * 0.3;
    const at = (x: number) => [{ x, y, id: 1 }];
    await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(box.x + 300) });
    for (let x = 290; x >= 40; x -= 25) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(box.x + x) });
    await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    const swiped = await settled(page, 0);
    expect(swiped).toBeGreaterThan(100);
    // Snapped: some design's left edge lines up with the row's.
    const offsets = await page.locator(`${ROW} li`).evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().left - li.closest("[role=region]")!.getBoundingClientRect().left - parseFloat(getComputedStyle(li.closest("[role=region]")!).scrollPaddingLeft || "0"))));
    expect(offsets.some((offset) => Math.abs(offset) <= 2)).toBe(true);
    await context.close();
  });
});

describe("template slider without JavaScript", () => {
  it("is a row that still scrolls, with no buttons that could not work", async () => {
    const { context, page } = await openSlider({ ...PHONE, javaScriptEnabled: false });
    await expect(page.getByRole("button", { name: enHome.slider.next }).count()).resolves.toBe(0);
    const style = await page.locator(ROW).evaluate((row) => ({ overflow: getComputedStyle(row).overflowX, snap: getComputedStyle(row).scrollSnapType, wider: row.scrollWidth > row.clientWidth }));
    expect(style).toEqual({ overflow: "auto", snap: "x mandatory", wider: true });
    const box = (await page.locator(ROW).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(300, 0);
    expect(await settled(page, 0)).toBeGreaterThan(0);
    await context.close();
  });
});
