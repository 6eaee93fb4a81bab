import { describe, expect, it } from "vitest";
import { PAGES } from "../../app/route-table";
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

describe.each(["nl", "en"] as const)("pictures in %s", (locale) => {
  it.each(pathsWithDrawings)("%s: files in the page's language, alt text, and only the first picture loaded early", async (path) => {
    const html = await (await fetch(`${baseUrl()}${path}?lang=${locale}`)).text();
    const images = [...html.matchAll(/<img [^>]*src="\/pictures\/[^>]*>/g)].map((match) => match[0]);
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      const attribute = (name: string) => new RegExp(` ${name}="([^"]*)"`).exec(image)?.[1];
      for (const url of [attribute("src"), ...(attribute("srcSet") ?? attribute("srcset") ?? "").split(", ").map((entry) => entry.split(" ")[0])])
        expect(url, image).toMatch(new RegExp(`^/pictures/${locale}/`));
      expect(attribute("alt")?.length ?? 0, image).toBeGreaterThan(20);
      expect(attribute("width"), image).toMatch(/^\d+$/);
      expect(attribute("height"), image).toMatch(/^\d+$/);
    }
    // The hero's picture loads at once and first; everything else waits. It is preloaded with
    // high priority only where it stands beside the heading (lg up): on a phone the heading is
    // the largest paint, and a high-priority picture would take its bandwidth.
    const eager = images.filter((image) => image.includes('loading="eager"'));
    const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((match) => match[0]);
    for (const image of eager) {
      expect(image.toLowerCase()).not.toContain("fetchpriority");
      const files = / srcSet="([^"]*)"/.exec(image)?.[1];
      const highPriority = preloads.filter((link) => link.includes(`imageSrcSet="${files}"`) && link.includes('fetchPriority="high"'));
      expect(highPriority, image).toHaveLength(1);
      expect(highPriority[0]).toContain('media="(min-width: 64rem)"');
    }
    for (const image of images.filter((image) => !eager.includes(image))) expect(image).toContain('loading="lazy"');
    if (eager.length > 0) expect(images.indexOf(eager[0]!)).toBe(0);
    expect(eager.length).toBeLessThanOrEqual(1);
  });
});
