import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/components/sections/figures";
import { copyOf } from "../../app/i18n/catalog";
import { LOCALES } from "../../app/i18n/locales";
import { PAGES, type ProductId } from "../../app/route-table";
import { readSiteConfig } from "../../config/site-config";
import type { ProductCopy } from "../../content/types";
import { baseUrl, useBrowser } from "./support/browser";
import { lettersOf, withoutSoftHyphens } from "./support/copy";
import { gotoEnhanced } from "./support/navigation";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const { newContext } = useBrowser();
const PRODUCTS = PAGES.filter((page) => page.kind === "product");
const cases = [];
for (const locale of LOCALES) {
  const frame = copyOf(locale, "frame");
  for (const product of PRODUCTS) {
    const copy = fillCopy(copyOf(locale, product.id as ProductId) as ProductCopy, locale);
    cases.push({ path: product.path, id: product.id, locale, copy, frame });
  }
}

/** The section an h2 heads, found through its aria-labelledby. */
const section = (page: Page, title: string) => page.getByRole("region", { name: title, exact: true });

describe.each(cases.map((c) => [c.path, c.locale, c] as const))("%s in %s", (path, locale, { id, copy, frame }) => {
  it("has hero, two paragraphs, five feature cards, two paragraphs and the closing call to action", async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await gotoEnhanced(page, `${path}?lang=${locale}`);
    await expect(lettersOf(page.locator("h1"))).resolves.toBe(copy.hero.title);
    await expect(page.getByRole("img", { name: copy.heroImageAlt }).getAttribute("loading")).resolves.toBe("eager");
    await expect(section(page, copy.intro.title).locator("p").allInnerTexts()).resolves.toEqual(copy.intro.paragraphs);
    const cardTitles = await section(page, copy.features.title).locator("h3").allInnerTexts();
    expect(cardTitles.map(withoutSoftHyphens)).toEqual(copy.features.cards.map((card) => card.title));
    await expect(section(page, copy.outro.title).locator("p").allInnerTexts()).resolves.toEqual(copy.outro.paragraphs);
    await expect(section(page, copy.closing?.title ?? frame.closingCta.title).count()).resolves.toBe(1);
    await context.close();
  });

  it(id === "products.qr" ? "points every call to action to the demo form only" : "sends its call to action to merchant registration", async () => {
    const html = await (await fetch(`${baseUrl()}${path}?lang=${locale}`)).text();
    const main = html.slice(html.indexOf("<main"), html.indexOf("</main>"));
    const ctaHrefs = [...main.matchAll(/<a href="(https?:[^"]+)"[^>]*class="btn /g)].map((match) => match[1]);
    if (id === "products.qr") {
      expect(new Set(ctaHrefs)).toEqual(new Set([site.demoFormUrl]));
      expect(main).toContain(`>${frame.actions.productDemo}<`);
      expect(main).not.toContain(site.merchantRegisterUrl);
    } else {
      expect(ctaHrefs).toContain(site.merchantRegisterUrl);
      expect(ctaHrefs.at(-1)).toBe(site.merchantRegisterUrl);
    }
  });
});
