import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { LOCALES, type Locale } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { builtTagManagerId } from "../../tooling/browser/consent";
import { useBrowser } from "./support/browser";
import { lettersOf, pageCases } from "./support/copy";
import { gotoEnhanced } from "./support/navigation";
import { axeViolations } from "./support/page-checks/axe";
import { collectErrors, followRequests } from "./support/page-checks/console";
import { checkPictures, PAGE_KINDS_WITH_PICTURES } from "./support/page-checks/pictures";
import { findCutWords, findNeedlessHyphens } from "./support/page-checks/word-breaks";

const { newContext } = useBrowser();
const paths = [...PAGES.map((page) => page.path), "/deze-pagina-bestaat-niet"];
// The sweep runs as a visitor who has chosen; these pages are also checked with the banner up.
const bannerPaths = ["/", "/prijzen", "/downloads"];
const CONSENT = (locale: Locale) => copyOf(locale, "frame").consent;
const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

const H1 = new Map((await pageCases()).map((c) => [`${c.page.path} ${c.locale}`, c] as const));
const WITH_PICTURES = new Set(PAGES.filter((page) => PAGE_KINDS_WITH_PICTURES.has(page.kind)).map((page) => page.path));

// At 390 px every page's axe run is part of the phone sweep (page-sweep.e2e.test.ts), in the same
// load as its overflow and word checks; here the desktop width, with the console read in the same
// load, and the banner and menu states at both widths.
describe("at 1280 px", () => {
  it.each(LOCALES.flatMap((locale) => paths.map((path) => [path, locale] as const)))(
    "%s in %s has no axe violations, sharp pictures, its h1 and language, no console error, no cut word and no heading hyphenated where its word fits",
    async (path, locale) => {
      const context = await newContext({ viewport: viewports[1] });
      const page = await context.newPage();
      const errors = collectErrors(page);
      const requestsEnded = followRequests(page);
      await gotoEnhanced(page, `${path}?lang=${locale}`);
      const known = H1.get(`${path} ${locale}`);
      // Sharp pictures at 1× (2× is pictures.e2e.test.ts); it loads the lazy ones, so it comes before the console is read.
      const pictures = await checkPictures(page, 1);
      expect(pictures.problems, "pictures").toEqual([]);
      if (WITH_PICTURES.has(path)) expect(pictures.count, "drawings shown").toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      // The console is read once no request of the page is open.
      if (known) await requestsEnded();
      // The not-found page answers 404, which Chromium logs as a failed load: its h1 and console are not read.
      if (known) {
        await expect.poll(() => lettersOf(page.locator("h1"))).toBe(known.h1);
        await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(known.htmlLang);
        expect(errors, "console errors and exceptions").toEqual([]);
      }
      // Last: these open every <details>. The phones' widths are in the page sweep; here a term such
      // as "e-mail" once wrapped at its hyphen, and a heading at a soft hyphen meant for phones.
      await expect(findCutWords(page), "words cut").resolves.toEqual([]);
      await expect(findNeedlessHyphens(page), "headings hyphenated although the word fits").resolves.toEqual([]);
      await context.close();
    },
  );
});

describe.each(viewports)("axe WCAG 2.2 A/AA with the banner and the menus at $width px", (viewport) => {
  it.each(LOCALES.flatMap((locale) => bannerPaths.map((path) => [path, locale] as const)))(
    "%s in %s has no violations with the consent banner open, also with its settings",
    async (path, locale) => {
      const context = await newContext({ viewport, consent: "none" });
      const page = await context.newPage();
      await gotoEnhanced(page, `${path}?lang=${locale}`);
      const banner = page.getByRole("region", { name: CONSENT(locale).title });
      // npm test builds with a container id; a build without one has no banner to check.
      await expect.poll(() => banner.count()).toBe(builtTagManagerId() ? 1 : 0);
      expect(await axeViolations(page)).toEqual([]);
      if (builtTagManagerId()) {
        await banner.getByRole("button", { name: CONSENT(locale).settings }).click();
        expect(await axeViolations(page)).toEqual([]);
      }
      await context.close();
    },
  );

  it("has no violations with the menus open", async () => {
    const context = await newContext({ viewport });
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=nl");
    if (viewport.width < 1024) await page.getByRole("button", { name: "Menu openen" }).click();
    await page.locator("#menu-products-toggle").click(); // a <summary>: no role in Playwright, a disclosure in Chromium
    expect(await axeViolations(page)).toEqual([]);
    await context.close();
  });
});
