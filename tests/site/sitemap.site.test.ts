import { describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { useBuiltApp } from "./support/built-app";
import { parseHead } from "./support/head";
import { parseSitemap } from "./support/sitemap-xml";

const app = useBuiltApp();

/** The public URL's path and query, which the built app answers. */
const local = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

async function servedSitemap() {
  const response = await app().inject({ url: "/sitemap.xml" });
  return { response, entries: parseSitemap(response.body) };
}

describe("the sitemap reader", () => {
  it("refuses malformed XML and a document that is not a sitemap's urlset", () => {
    const good = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://a.example/</loc></url></urlset>';
    expect(parseSitemap(good)).toEqual([{ loc: "https://a.example/", alternates: [] }]);
    expect(parseSitemap(good.replace("</url>", ""))).toBeNull();
    expect(parseSitemap(good.replace("https://a.example/", "https://a.example/?a=1&b=2"))).toBeNull();
    expect(parseSitemap(good.replace(' xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"', ""))).toBeNull();
  });
});

describe("sitemap.xml", () => {
  it("is served as XML and is well-formed", async () => {
    const { response, entries } = await servedSitemap();
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/xml/);
    expect(entries).not.toBeNull();
  });

  it("lists exactly every page of the route table in every language", async () => {
    const entries = (await servedSitemap()).entries!;
    const listed = entries.map((entry) => {
      const url = new URL(entry.loc);
      return `${url.pathname} ${url.searchParams.get("lang")}`;
    });
    const expected = PAGES.flatMap((page) => LOCALES.map((locale) => `${page.path} ${locale}`));
    expect(listed.sort()).toEqual(expected.sort());
  });

  it("gives every URL alternates for nl, en and x-default that point back to each other", async () => {
    const entries = (await servedSitemap()).entries!;
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
    const entries = (await servedSitemap()).entries!;
    for (const entry of entries) {
      const page = await app().inject({ url: local(entry.loc) });
      expect(page.statusCode, entry.loc).toBe(200);
      const locale = new URL(entry.loc).searchParams.get("lang") as (typeof LOCALES)[number];
      expect(page.headers["content-language"], entry.loc).toBe(HTML_LANG[locale]);
      expect(page.body).toContain(`<html lang="${HTML_LANG[locale]}"`);
      expect(parseHead(page.body).link("canonical"), entry.loc).toBe(entry.loc);
    }
    const xDefault = entries[0]!.alternates.find((link) => link.hreflang === "x-default")!;
    expect((await app().inject({ url: local(xDefault.href) })).statusCode).toBe(200);
  });
});

describe("robots.txt", () => {
  it("allows crawling and points to the absolute sitemap URL, which is served", async () => {
    const response = await app().inject({ url: "/robots.txt" });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^text\/plain/);
    const lines = response.body.split("\n");
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    const sitemap = lines.find((line) => line.startsWith("Sitemap: "))!.slice("Sitemap: ".length);
    expect(new URL(sitemap).pathname).toBe("/sitemap.xml");
    expect((await app().inject({ url: local(sitemap) })).statusCode).toBe(200);
  });
});
