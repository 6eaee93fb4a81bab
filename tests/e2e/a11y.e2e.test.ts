import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import { PAGES } from "../../app/route-table";
import en from "../../content/en/frame";
import nl from "../../content/nl/frame";
import { useBrowser } from "./support/browser";
import { builtTagManagerId } from "./support/consent";
import { gotoEnhanced } from "./support/navigation";

const { newContext } = useBrowser();
const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];
const paths = [...PAGES.map((page) => page.path), "/deze-pagina-bestaat-niet"];
// The sweep runs as a visitor who has chosen; these pages are also checked with the banner up.
const bannerPaths = ["/", "/prijzen", "/downloads"];
const CONSENT = { nl: nl.consent, en: en.consent } as const;
const viewports = [
  { name: "phone", width: 390, height: 844 },
  { name: "desktop", width: 1280, height: 800 },
];

/**
 * Violations are all the sweep reads; axe then keeps one example of each passed and inapplicable
 * rule instead of every node, which is most of its time on a long page (the sweep is the suite's
 * longest file).
 */
const axe = (page: Page) =>
  // options() replaces what withTags() set, so it comes first.
  new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(WCAG_22_AA)
    .analyze();

function summarize(violations: Awaited<ReturnType<typeof axe>>["violations"]) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

describe.each(viewports)("axe WCAG 2.2 A/AA sweep at $width px", (viewport) => {
  it.each(LOCALES.flatMap((locale) => paths.map((path) => [path, locale] as const)))("%s in %s has no violations", async (path, locale) => {
    const context = await newContext({ viewport });
    const page = await context.newPage();
    await gotoEnhanced(page, `${path}?lang=${locale}`);
    const results = await axe(page);
    expect(summarize(results.violations)).toEqual([]);
    await context.close();
  });

  it.each(LOCALES.flatMap((locale) => bannerPaths.map((path) => [path, locale] as const)))(
    "%s in %s has no violations with the consent banner open, also with its settings",
    async (path, locale) => {
      const context = await newContext({ viewport, consent: "none" });
      const page = await context.newPage();
      await gotoEnhanced(page, `${path}?lang=${locale}`);
      const banner = page.getByRole("region", { name: CONSENT[locale].title });
      // npm test builds with a container id; a build without one has no banner to check.
      await expect(banner.count()).resolves.toBe(builtTagManagerId() ? 1 : 0);
      expect(summarize((await axe(page)).violations)).toEqual([]);
      if (builtTagManagerId()) {
        await banner.getByRole("button", { name: CONSENT[locale].settings }).click();
        expect(summarize((await axe(page)).violations)).toEqual([]);
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
    const results = await axe(page);
    expect(summarize(results.violations)).toEqual([]);
    await context.close();
  });
});
