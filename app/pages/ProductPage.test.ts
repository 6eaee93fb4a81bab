import { describe, expect, it } from "vitest";
import type { ProductCopy } from "../../content/types";
import { attr, byRole, lettersOf, query, queryAll, regionNamed } from "../../tests/render/dom";
import { renderedPage, site } from "../../tests/render/rendered-page";
import { copyOf } from "../i18n/catalog";
import { fillCopy } from "../shared/figures";
import { LOCALES } from "../shared/locales";
import { PAGES, type ProductId } from "../shared/route-table";

const PRODUCTS = PAGES.filter((page) => page.kind === "product");
const cases = LOCALES.flatMap((locale) =>
  PRODUCTS.map((product) => [product.path, locale, product.id as ProductId, fillCopy(copyOf(locale, product.id as ProductId) as ProductCopy, locale)] as const),
);

describe.each(cases)("%s in %s", (_path, locale, id, copy) => {
  const frame = copyOf(locale, "frame");

  it("has hero, two paragraphs, five feature cards, two paragraphs and the closing call to action", async () => {
    const page = await renderedPage(id, locale);
    const main = query(page, "main");
    expect(lettersOf(query(main, "h1"))).toBe(copy.hero.title);
    const hero = queryAll(page, "img").filter((image) => attr(image, "alt") === copy.heroImageAlt);
    expect(hero.map((image) => attr(image, "loading"))).toEqual(["eager"]);
    expect(queryAll(regionNamed(page, copy.intro.title), "p").map(lettersOf)).toEqual(copy.intro.paragraphs);
    expect(queryAll(regionNamed(page, copy.features.title), "h3").map(lettersOf)).toEqual(copy.features.cards.map((card) => card.title));
    expect(copy.features.cards).toHaveLength(5);
    expect(queryAll(regionNamed(page, copy.outro.title), "p").map(lettersOf)).toEqual(copy.outro.paragraphs);
    expect(regionNamed(page, copy.closing?.title ?? frame.closingCta.title)).toBeDefined();
  });

  const ctaHrefs = async () =>
    queryAll(query(await renderedPage(id, locale), "main"), "a.btn")
      .map((link) => attr(link, "href")!)
      .filter((href) => /^https?:/.test(href));

  if (id === "products.qr") {
    it("points every call to action to the demo form only", async () => {
      const main = query(await renderedPage(id, locale), "main");
      expect(new Set(await ctaHrefs())).toEqual(new Set([site.demoFormUrl]));
      expect(queryAll(main, "a").map(lettersOf)).toContain(frame.actions.productDemo);
      expect(queryAll(main, "a").map((link) => attr(link, "href"))).not.toContain(site.merchantRegisterUrl);
    });
  } else {
    it("sends its call to action to merchant registration", async () => {
      const hrefs = await ctaHrefs();
      expect(hrefs).toContain(site.merchantRegisterUrl);
      expect(hrefs.at(-1)).toBe(site.merchantRegisterUrl);
    });
  }
});

describe.each(LOCALES)("the closing block in %s", (locale) => {
  const frame = copyOf(locale, "frame");
  const trial = { nl: "30 dagen gratis", en: "free to try for 30 days", fr: "gratuitement pendant 30 jours" }[locale];
  const qrTrial = { nl: "30 dagen gratis", en: "free for 30 days", fr: "gratuitement pendant 30 jours" }[locale];

  it("on the QR page is headed by its demo action, with its figures filled in, instead of the invitation to open a webshop", async () => {
    const qr = copyOf(locale, "products.qr");
    const page = await renderedPage("products.qr", locale);
    expect(qr.closing?.title).toMatch(/d[eé]mo/i);
    const closing = regionNamed(page, qr.closing!.title);
    expect(byRole(closing, "link", frame.actions.productDemo).map((link) => attr(link, "href"))).toEqual([site.demoFormUrl]);
    expect(lettersOf(closing)).toContain(qrTrial);
    expect(() => regionNamed(page, frame.closingCta.title)).toThrow(/0 regions/);
  });

  it("on the other pages invites to open a webshop, with the trial and onboarding figures filled in", async () => {
    const text = lettersOf(regionNamed(await renderedPage("products.webshop", locale), frame.closingCta.title));
    expect(text).toContain(trial);
    expect(text).toContain({ nl: "48 uur", en: "48 hours", fr: "48 heures" }[locale]);
    expect(text).not.toMatch(/\{\w+\}/);
  });
});
