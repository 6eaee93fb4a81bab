import { describe, expect, it } from "vitest";
import { PAGES } from "../../app/shared/route-table";
import { LOCALES } from "../../shared/locale";
import { attr, parseHtml, queryAll } from "../render/dom";
import { baseUrl, useBrowser } from "./support/browser";
import { checkPictures, PAGE_KINDS_WITH_PICTURES } from "./support/page-checks/pictures";

/**
 * Sharp pictures at 2× pixels (tests/e2e/support/page-checks/pictures.ts says what "sharp" means);
 * at 1× the page sweeps check them in their one load per page (390 px in page-sweep.e2e.test.ts,
 * 1280 px in a11y.e2e.test.ts). Each file is the page's language, and every picture says what it
 * shows. Checked wherever a picture is shown (decisions 020, 026).
 */
const { newContext } = useBrowser();
const SCREENS = [
  { width: 390, height: 844, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
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

it("finds the pictures on the home page, every product page and every case page", () => {
  const expected = PAGES.filter((page) => PAGE_KINDS_WITH_PICTURES.has(page.kind)).map((page) => page.path);
  expect(pathsWithDrawings).toEqual(expect.arrayContaining(expected));
});

describe.each(SCREENS)("at $width px and $deviceScaleFactor× pixels", ({ width, height, ...screen }) => {
  it.each(pathsWithDrawings)("%s serves every drawing sharp and in its reserved shape", async (path) => {
    const context = await newContext({ viewport: { width, height }, ...screen });
    const page = await context.newPage();
    await page.goto(`${path}?lang=en`);
    const { count, problems } = await checkPictures(page, screen.deviceScaleFactor);
    await context.close();
    expect(count).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

describe.each(LOCALES)("pictures in %s", (locale) => {
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
