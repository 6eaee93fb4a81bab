import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { pathOf } from "../../app/shared/route-table";
import { useBrowser } from "./support/browser";

/**
 * The QR page's table sticker is a real code: the file the browser picks for the hero picture,
 * on a phone and on a desktop, decodes (jsQR) to the URL of the page's own
 * product-demo links, the demo form of the site config.
 */
const { newContext } = useBrowser();
const SCREENS = [
  { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { width: 390, height: 844, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
];

async function decode(bytes: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

// Each screen once, the languages by turns: scripts/pictures' qr-table.test.ts decodes every file of
// both languages; here the browser's own pick is scanned (decision 053).
const CASES = SCREENS.map((screen, index) => [(["nl", "en"] as const)[index % 2]!, screen] as const);

describe("the QR page", () => {
  it.each(CASES)("in %s shows a sticker that scans to its demo form at %o", async (locale, { width, height, ...screen }) => {
    const context = await newContext({ viewport: { width, height }, ...screen });
    const page = await context.newPage();
    await page.goto(`${pathOf("products.qr")}?lang=${locale}`);
    const picture = page.locator(`img[src^="/pictures/${locale}/qr-table-"]`);
    await expect.poll(() => picture.count()).toBe(1);
    const src = await picture.evaluate(async (image: HTMLImageElement) => {
      await image.decode();
      return image.currentSrc;
    });
    const response = await page.request.get(src);
    expect(response.ok()).toBe(true);
    const scanned = await decode(await response.body());
    const demoLinks = await page.locator("main a[href]").evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
    expect(scanned).toMatch(/^https?:\/\//);
    expect(demoLinks).toContain(scanned);
    await context.close();
  });
});
