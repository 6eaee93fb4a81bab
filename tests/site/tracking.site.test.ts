import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { SOFT_HYPHEN } from "../../app/i18n/word-breaks";
import { fillCopy } from "../../app/shared/figures";
import { LOCALES, type Locale } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { readSiteConfig } from "../../config/site-config";
import { attr, type Element, elementsOf, isInside, parseHtml, textContent } from "../render/dom";
import { useBuiltApp } from "./support/built-app";

/*
 * Which links carry data-track="onboarding_start", the mark app/browser/tracking/track.ts's one delegated
 * listener reads; tracking.e2e.test.ts clicks a few of them in a browser to prove the listener.
 */

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const app = useBuiltApp();
const TRACKED = "onboarding_start";

async function served(path: string, locale: Locale): Promise<Element[]> {
  const response = await app().inject({ url: `${path}?lang=${locale}` });
  expect(response.statusCode).toBe(200);
  return elementsOf(parseHtml(response.body));
}

/** A link's accessible name as the browser tests matched it: its label, or its words. */
const nameOf = (link: Element) => (attr(link, "aria-label") ?? textContent(link)).replaceAll(SOFT_HYPHEN, "").replace(/\s+/g, " ").trim();
const linksNamed = (page: Element[], name: string, within: (element: Element) => boolean = () => true) =>
  page.filter((element) => element.tagName === "a" && nameOf(element) === name && within(element));
const inside = (tag: string) => (element: Element) => isInside(element, (ancestor) => ancestor.tagName === tag);
/** The region a heading with this text labels: a section whose aria-labelledby names it. */
function regionTitled(page: Element[], title: string): (element: Element) => boolean {
  const heading = page.find((element) => /^h[1-6]$/.test(element.tagName) && textContent(element).replaceAll(SOFT_HYPHEN, "").trim() === title);
  const id = heading && attr(heading, "id");
  return (element) => Boolean(id) && isInside(element, (ancestor) => ancestor.tagName === "section" && attr(ancestor, "aria-labelledby") === id);
}

const cases = LOCALES.flatMap((locale) => PAGES.map((page) => [page.path, locale, page.id] as const));

describe("the Start for free links", () => {
  it.each(cases)("on %s in %s carry onboarding_start in the header and the footer, except on the QR page", async (path, locale, id) => {
    const page = await served(path, locale);
    const startFree = copyOf(locale, "frame").actions.startFree;
    const expected = id === "products.qr" ? null : TRACKED;
    for (const part of ["header", "footer"]) {
      const links = linksNamed(page, startFree, inside(part));
      expect(links.length, `${part} of ${path}`).toBeGreaterThan(0);
      expect(
        links.map((link) => attr(link, "data-track")),
        `${part} of ${path}`,
      ).toEqual(links.map(() => expected));
    }
  });
});

describe.each(LOCALES)("the buttons that carry onboarding_start in %s", (locale) => {
  const frame = copyOf(locale, "frame");

  it("on the home page: the create-shop buttons and the closing button, not the demo button", async () => {
    const page = await served("/", locale);
    const main = inside("main");
    const demo = linksNamed(page, frame.actions.productDemo, main);
    expect(demo.length).toBeGreaterThan(0);
    expect(demo.map((link) => attr(link, "data-track"))).toEqual(demo.map(() => null));
    const firstSection = page.find((element) => element.tagName === "section" && isInside(element, (ancestor) => ancestor.tagName === "main"))!;
    const createShop = linksNamed(page, frame.actions.createShop, (element) => isInside(element, (ancestor) => ancestor === firstSection));
    expect(createShop.map((link) => attr(link, "data-track"))).toEqual([TRACKED]);
    const closing = linksNamed(page, frame.closingCta.button, regionTitled(page, frame.closingCta.title));
    expect(closing.map((link) => attr(link, "data-track"))).toEqual([TRACKED]);
  });

  it("on pricing: the Free, Starter and Professional start buttons, not Enterprise's contact button", async () => {
    const page = await served("/prijzen", locale);
    const { plans } = fillCopy(copyOf(locale, "pricing.index"), locale);
    const main = inside("main");
    expect(linksNamed(page, plans.enterprise.start, main).map((link) => attr(link, "data-track"))).toEqual([null]);
    expect(linksNamed(page, plans.free.start, main).map((link) => attr(link, "data-track"))).toEqual([TRACKED]);
    expect(linksNamed(page, plans.starter.start, main).map((link) => attr(link, "data-track"))).toEqual([TRACKED, TRACKED]);
    const closing = linksNamed(page, frame.closingCta.button, regionTitled(page, frame.closingCta.title));
    expect(closing.map((link) => attr(link, "data-track"))).toEqual([TRACKED]);
  });

  it("none on the QR page, whose buttons lead to the demo form", async () => {
    const page = await served("/producten/qr", locale);
    expect(page.filter((element) => attr(element, "data-track") !== null).map(nameOf)).toEqual([]);
    const closing = copyOf(locale, "products.qr").closing!;
    const cta = linksNamed(page, frame.actions.productDemo, regionTitled(page, closing.title));
    expect(cta.map((link) => attr(link, "href"))).toEqual([site.demoFormUrl]);
  });
});
