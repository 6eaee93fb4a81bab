import { describe, expect, it } from "vitest";
import { PAGES } from "../../app/route-table";
import { attr, parseHtml, queryAll } from "../render/dom";
import { baseUrl, useBrowser } from "./support/browser";

/**
 * Sharp pictures: the file the browser picks from srcset has at least as many pixels as the
 * picture's CSS width times the screen's pixel ratio (the template slider showed 220 px files
 * at 280 px, blurry), and the width/height attributes have the file's aspect ratio, so the
 * reserved box is the one the picture fills (CLS 0). Each file is the page's language, and
 * every picture says what it shows. Checked wherever a picture is shown (decisions 020, 026).
 */
const { newContext } = useBrowser();
const SCREENS = [
  { width: 390, height: 844, deviceScaleFactor: 1, isMobile: true, hasTouch: true },
  { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
  { width: 1280, height: 800, deviceScaleFactor: 1 },
  { width: 1280, height: 800, deviceScaleFactor: 2 },
];

const pathsWithDrawings = (
  await Promise.all(
    PAGES.map(async (page) => {
      const html = await (await fetch(`${baseUrl()}${page.path}?lang=en`)).text();
      return html.includes('src="/pictures/en/') ? page.path : null;
    }),
  )
).filter((path): path is string => path !== null);

interface Shown {
  src: string;
  cssWidth: number;
  fileWidth: number;
  fileHeight: number;
  attributeRatio: number;
}

describe.each(SCREENS)("at $width px and $deviceScaleFactor× pixels", ({ width, height, ...screen }) => {
  it("finds the pictures on the home page, every product page and every case page", () => {
    const expected = PAGES.filter((page) => page.kind === "home" || page.kind === "product" || page.kind === "case").map((page) => page.path);
    expect(pathsWithDrawings).toEqual(expect.arrayContaining(expected));
  });

  it.each(pathsWithDrawings)("%s serves every drawing sharp and in its reserved shape", async (path) => {
    const context = await newContext({ viewport: { width, height }, ...screen });
    const page = await context.newPage();
    await page.goto(`${path}?lang=en`);
    const shown: Shown[] = await page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('img[src^="/pictures/"]')];
      // Lazy pictures below the fold choose their file by the same srcset and sizes once loaded.
      for (const image of images) image.loading = "eager";
      await Promise.all(images.map((image) => image.decode()));
      return Promise.all(
        images.map(async (image) => {
          // naturalWidth is divided by the srcset density; the file itself tells its pixels.
          const file = await createImageBitmap(await (await fetch(image.currentSrc)).blob());
          return {
            src: image.currentSrc.replace(location.origin, ""),
            cssWidth: image.getBoundingClientRect().width,
            fileWidth: file.width,
            fileHeight: file.height,
            attributeRatio: Number(image.getAttribute("width")) / Number(image.getAttribute("height")),
          };
        }),
      );
    });
    await context.close();
    expect(shown.length).toBeGreaterThan(0);
    for (const image of shown) {
      expect(image.fileWidth, `${image.src} at ${image.cssWidth} CSS px`).toBeGreaterThanOrEqual(Math.floor(image.cssWidth * screen.deviceScaleFactor));
      expect(image.fileWidth / image.fileHeight, `${image.src}: width/height attributes`).toBeCloseTo(image.attributeRatio, 2);
    }
  });
});

describe.each(["nl", "en"] as const)("pictures in %s", (locale) => {
  it.each(pathsWithDrawings)("%s: files in the page's language, alt text, and only the first picture loaded early", async (path) => {
    const html = await (await fetch(`${baseUrl()}${path}?lang=${locale}`)).text();
    const page = parseHtml(html);
    const images = queryAll(page, "img[src^=/pictures/]");
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const src = attr(image, "src");
      for (const url of [src, ...(attr(image, "srcset") ?? "").split(", ").map((entry) => entry.split(" ")[0])])
        expect(url, src ?? "").toMatch(new RegExp(`^/pictures/${locale}/`));
      expect(attr(image, "alt")?.length ?? 0, src ?? "").toBeGreaterThan(20);
      expect(attr(image, "width"), src ?? "").toMatch(/^\d+$/);
      expect(attr(image, "height"), src ?? "").toMatch(/^\d+$/);
    }
    // The hero's picture loads at once and first; everything else waits. It is preloaded with
    // high priority only where it stands beside the heading (lg up): on a phone the heading is
    // the largest paint, and a high-priority picture would take its bandwidth.
    const eager = images.filter((image) => attr(image, "loading") === "eager");
    const preloads = queryAll(page, "link[rel=preload][as=image]");
    for (const image of eager) {
      expect(attr(image, "fetchpriority")).toBeNull();
      const files = attr(image, "srcset");
      const highPriority = preloads.filter((link) => attr(link, "imagesrcset") === files && attr(link, "fetchpriority") === "high");
      expect(highPriority, attr(image, "src") ?? "").toHaveLength(1);
      expect(attr(highPriority[0]!, "media")).toBe("(min-width: 64rem)");
    }
    for (const image of images.filter((image) => !eager.includes(image))) expect(attr(image, "loading"), attr(image, "src") ?? "").toBe("lazy");
    if (eager.length > 0) expect(images.indexOf(eager[0]!)).toBe(0);
    expect(eager.length).toBeLessThanOrEqual(1);
  });
});
