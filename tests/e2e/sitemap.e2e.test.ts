import { describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "../../app/i18n/locales";
import { PAGES } from "../../app/route-table";
import { baseUrl, useBrowser } from "./support/browser";

const { browser } = useBrowser();

interface SitemapEntry {
  loc: string;
  alternates: { rel: string; hreflang: string; href: string }[];
}

/** Parsed by the browser's XML parser, namespace-aware: what a crawler sees, or null if malformed. */
async function parseSitemap(xml: string): Promise<SitemapEntry[] | null> {
  const page = await browser().newPage();
  try {
    return await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      if (doc.getElementsByTagName("parsererror").length > 0) return null;
      const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
      if (doc.documentElement.namespaceURI !== SITEMAP || doc.documentElement.localName !== "urlset") return null;
      return [...doc.getElementsByTagNameNS(SITEMAP, "url")].map((url) => ({
        loc: url.getElementsByTagNameNS(SITEMAP, "loc")[0]?.textContent ?? "",
        alternates: [...url.getElementsByTagNameNS("http://www.w3.org/1999/xhtml", "link")].map((link) => ({
          rel: link.getAttribute("rel") ?? "",
          hreflang: link.getAttribute("hreflang") ?? "",
          href: link.getAttribute("href") ?? "",
        })),
      }));
    }, xml);
  } finally {
    await page.close();
  }
}

/** The public URL's path and query, on the server under test. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${baseUrl()}${parsed.pathname}${parsed.search}`;
};

describe("sitemap.xml", async () => {
  const response = await fetch(`${baseUrl()}/sitemap.xml`);
  const xml = await response.text();

  it("is served as XML and is well-formed", async () => {
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/xml/);
    expect(await parseSitemap(xml)).not.toBeNull();
  });

  it("lists exactly every page of the route table in every language", async () => {
    const entries = (await parseSitemap(xml))!;
    const listed = entries.map((entry) => {
      const url = new URL(entry.loc);
      return `${url.pathname} ${url.searchParams.get("lang")}`;
    });
    const expected = PAGES.flatMap((page) => LOCALES.map((locale) => `${page.path} ${locale}`));
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("gives every URL alternates for nl, en and x-default that point back to each other", async () => {
    const entries = (await parseSitemap(xml))!;
    const byLoc = new Map(entries.map((entry) => [entry.loc, entry]));
    for (const entry of entries) {
      expect(entry.alternates.map((link) => link.hreflang)).toEqual([...LOCALES, "x-default"]);
      for (const link of entry.alternates) expect(link.rel).toBe("alternate");
      const ownLanguage = new URL(entry.loc).searchParams.get("lang");
      expect(entry.alternates.find((link) => link.hreflang === ownLanguage)?.href).toBe(entry.loc);
      for (const link of entry.alternates.filter((alternate) => alternate.hreflang !== "x-default")) {
        // Reciprocal: the alternate is listed too, with the same set of alternates.
        expect(byLoc.get(link.href)?.alternates).toEqual(entry.alternates);
      }
    }
  });

  it("lists only URLs that answer 200 in the language they are listed for", async () => {
    const entries = (await parseSitemap(xml))!;
    for (const entry of entries) {
      const page = await fetch(local(entry.loc));
      expect(page.status, entry.loc).toBe(200);
      const locale = new URL(entry.loc).searchParams.get("lang") as (typeof LOCALES)[number];
      expect(page.headers.get("content-language"), entry.loc).toBe(HTML_LANG[locale]);
      const html = await page.text();
      expect(html).toContain(`<html lang="${HTML_LANG[locale]}"`);
      expect(html).toContain(`<link rel="canonical" href="${entry.loc}"`);
    }
    const xDefault = entries[0]!.alternates.find((link) => link.hreflang === "x-default")!;
    expect((await fetch(local(xDefault.href))).status).toBe(200);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points to the absolute sitemap URL, which is served", async () => {
    const response = await fetch(`${baseUrl()}/robots.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await response.text()).split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    const sitemap = lines.find((line) => line.startsWith("Sitemap: "))!.slice("Sitemap: ".length);
    expect(new URL(sitemap).pathname).toBe("/sitemap.xml");
    expect((await fetch(local(sitemap))).status).toBe(200);
  });
});
