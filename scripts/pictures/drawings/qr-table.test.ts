import { renderAsync } from "@resvg/resvg-js";
import jsQR from "jsqr";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { PRODUCT_PICTURE } from "../../../app/components/products/illustrations";
import { readSiteConfig } from "../../../config/site-config";
import { LOCALES } from "../../../shared/locale";
import { snapshotEnvironment } from "../../../tests/support/environment-snapshot";
import { drawingSvg, rasterize } from "../render";
import { drawing, qrTarget } from "./qr-table";

/** Decodes the QR code in an encoded picture (WebP, as the build serves it, or PNG) with jsQR. */
async function decode(picture: Buffer): Promise<string | undefined> {
  const { data, info } = await sharp(picture).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data;
}

/**
 * The 1x files the build renders for the QR page's hero, one per width the page shows it at: the
 * smallest files are the hardest to scan (the 2x ones have twice the pixels per module).
 */
const FILE_WIDTHS = PRODUCT_PICTURE["products.qr"].shown.map(({ width }) => width);

describe("the QR page's table sticker", () => {
  let restoreEnvironment: () => void;
  beforeEach(() => {
    restoreEnvironment = snapshotEnvironment();
  });
  afterEach(() => restoreEnvironment());

  it("encodes the site config's demo-form URL", () => {
    expect(qrTarget()).toBe(readSiteConfig(process.env).demoFormUrl);
  });

  it.each(LOCALES)(
    "scans to the demo-form URL in %s at every width the page shows it",
    async (locale) => {
      const svg = await drawingSvg(drawing, locale);
      expect(FILE_WIDTHS).toContain(300);
      for (const width of FILE_WIDTHS) {
        expect(await decode(await rasterize(svg, width)), `${width} px`).toBe(readSiteConfig(process.env).demoFormUrl);
      }
      // Each file is encoded twice (lossless and lossy), as the build does: 30 s and more on a busy machine.
    },
    120_000,
  );

  it("follows the configured URL, so a build for another demo form scans to that form", async () => {
    process.env.URL_DEMO_FORM = "https://demo.example.org/aanvragen?bron=qr-sticker";
    const svg = await drawingSvg(drawing, "nl");
    // What is drawn, not how it is encoded (the test above covers the files): the PNG, at the largest width.
    const png = (await renderAsync(svg, { fitTo: { mode: "width", value: Math.max(...FILE_WIDTHS) }, font: { loadSystemFonts: false } })).asPng();
    expect(await decode(png)).toBe("https://demo.example.org/aanvragen?bron=qr-sticker");
  });
});
