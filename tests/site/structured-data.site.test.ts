import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { menuLabel } from "../../app/seo/breadcrumbs";
import { HTML_LANG, LOCALES } from "../../app/shared/locales";
import { MONTHLY_FEE } from "../../content/pricing-constants";
import { FAQ_IDS } from "../../content/schema/faq";
import { pageCases } from "../e2e/support/copy";
import { attr, elementsOf, parseHtml, textContent } from "../render/dom";
import { useBuiltApp } from "./support/built-app";
import { parseHead } from "./support/head";

type Node = Record<string, any>;

const cases = await pageCases();
const app = useBuiltApp();

/** Every JSON-LD node of a page; a block that does not parse fails the test here. */
function nodesOf(html: string): Node[] {
  const scripts = elementsOf(parseHtml(html)).filter((element) => element.tagName === "script" && attr(element, "type") === "application/ld+json");
  const blocks = scripts.map((script) => JSON.parse(textContent(script)) as Node);
  for (const block of blocks) expect(block["@context"]).toBe("https://schema.org");
  return blocks.flatMap((block) => (block["@graph"] ? (block["@graph"] as Node[]) : [block]));
}

const ofType = (nodes: Node[], type: string) => nodes.filter((node) => node["@type"] === type);
const isNested = (path: string) => path.split("/").filter(Boolean).length > 1;

async function served(path: string, locale: string): Promise<{ html: string; nodes: Node[] }> {
  const response = await app().inject({ url: `${path}?lang=${locale}` });
  expect(response.statusCode).toBe(200);
  return { html: response.body, nodes: nodesOf(response.body) };
}

describe("structured data on every page in every language", () => {
  it.each(cases.map((c) => [c.page.path, c.locale, c] as const))(
    "%s in %s: Organization, WebSite and, when nested, its breadcrumb trail",
    async (path, locale, c) => {
      const { html, nodes } = await served(path, locale);

      const [organization, ...moreOrganizations] = ofType(nodes, "Organization");
      expect(moreOrganizations).toEqual([]);
      expect(organization).toMatchObject({ name: expect.any(String), legalName: expect.any(String), url: expect.stringMatching(/^https?:\/\//) });
      expect(organization!.address).toMatchObject({
        "@type": "PostalAddress",
        streetAddress: expect.any(String),
        postalCode: expect.any(String),
        addressLocality: expect.any(String),
        addressCountry: expect.any(String),
      });
      expect(organization!.contactPoint).toMatchObject({ telephone: expect.any(String), email: expect.any(String), areaServed: ["NL", "BE"] });
      expect(organization!.sameAs.length).toBeGreaterThan(0);

      const [website] = ofType(nodes, "WebSite");
      expect(website).toMatchObject({ name: organization!.name, inLanguage: HTML_LANG[locale] });

      const trails = ofType(nodes, "BreadcrumbList");
      if (!isNested(path)) {
        expect(trails).toEqual([]);
        return;
      }
      expect(trails).toHaveLength(1);
      const items = trails[0]!.itemListElement as Node[];
      expect(items.map((item) => item.position)).toEqual(items.map((_, index) => index + 1));
      for (const item of items) expect(item.name).toBeTruthy();
      expect(items.at(-1)!.item).toBe(parseHead(html).link("canonical"));
      const { menu } = copyOf(locale, "frame");
      expect(items.at(-1)!.name).toBe(menuLabel(c.page.id, menu));
      expect(items[0]!.name).toBe(menu.home);
    },
  );

  it("points to a logo the server really serves", async () => {
    const { nodes } = await served("/", "nl");
    const logo = new URL(ofType(nodes, "Organization")[0]!.logo as string);
    const response = await app().inject({ url: logo.pathname });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^image\//);
  });
});

describe.each(LOCALES)("page-specific structured data in %s", (locale) => {
  it("the FAQ has all 12 questions, each with an accepted answer", async () => {
    const { nodes } = await served("/info/faq", locale);
    const [faq] = ofType(nodes, "FAQPage");
    const copy = copyOf(locale, "info.faq");
    expect(faq!.mainEntity).toHaveLength(12);
    faq!.mainEntity.forEach((question: Node, index: number) => {
      expect(question["@type"]).toBe("Question");
      expect(question.name).toBe(copy.items[FAQ_IDS[index]!].question);
      expect(question.acceptedAnswer["@type"]).toBe("Answer");
      expect(question.acceptedAnswer.text).toMatch(/\S/);
    });
  });

  it("pricing offers each priced plan in euro, excluding VAT", async () => {
    const { nodes } = await served("/prijzen", locale);
    const [product] = ofType(nodes, "Product");
    expect(product!.name).toBeTruthy();
    const prices = (product!.offers as Node[]).map((offer) => offer.price);
    expect(prices).toEqual(Object.values(MONTHLY_FEE).filter((fee) => fee !== null));
    for (const offer of product!.offers as Node[]) {
      expect(offer.priceCurrency).toBe("EUR");
      expect(offer.priceSpecification).toMatchObject({ price: offer.price, priceCurrency: "EUR", valueAddedTaxIncluded: false });
    }
  });

  it("downloads names the versions the server is serving right now, free of charge", async () => {
    const catalogue = (await app().inject({ url: "/api/home/v1/downloads" })).json() as { latestVersions: Record<string, { version: string }> };
    const { nodes } = await served("/downloads", locale);
    const apps = ofType(nodes, "SoftwareApplication");
    expect(apps.length).toBeGreaterThan(0);
    const versions = Object.values(catalogue.latestVersions).map((latest) => latest.version);
    expect(versions.length).toBeGreaterThan(0);
    expect(apps.map((app) => app.softwareVersion).sort()).toEqual(versions.sort());
    for (const app of apps) {
      expect(app).toMatchObject({ name: expect.any(String), operatingSystem: expect.any(String), applicationCategory: expect.any(String) });
      expect(app.offers).toMatchObject({ price: 0, priceCurrency: "EUR" });
    }
  });
});
