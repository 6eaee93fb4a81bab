import { describe, expect, it } from "vitest";
import { PAGES } from "../../app/route-table";
import { baseUrl, useBrowser } from "./support/browser";

/**
 * Sharp drawings: the file the browser picks from srcset has at least as many pixels as the
 * picture's CSS width times the screen's pixel ratio (the template slider showed 220 px files
 * at 280 px, blurry), and the width/height attributes have the file's aspect ratio, so the
 * reserved box is the one the picture fills (CLS 0). Checked wherever a drawing is shown.
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
      return html.includes('src="/illustrations/') ? page.path : null;
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
  it("finds the pages with drawings, the home page's slider among them", () => {
    expect(pathsWithDrawings).toContain("/");
    expect(pathsWithDrawings.length).toBeGreaterThan(3);
  });

  it.each(pathsWithDrawings)("%s serves every drawing sharp and in its reserved shape", async (path) => {
    const context = await newContext({ viewport: { width, height }, ...screen });
    const page = await context.newPage();
    await page.goto(`${path}?lang=en`);
    const shown: Shown[] = await page.evaluate(async () => {
      const images = [...document.querySelectorAll<HTMLImageElement>('img[src^="/illustrations/"]')];
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
