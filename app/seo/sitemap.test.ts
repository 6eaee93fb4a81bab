import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { localizedUrl as localizedUrlOf, pageMeta } from "../i18n/page-meta";
import { LOCALES, type Locale } from "../shared/locales";
import { normalizePath, PAGES } from "../shared/route-table";
import { escapeXml, robotsTxt, sitemapXml } from "./sitemap";

const site = readSiteConfig({});
const localizedUrl = (path: string, locale: Locale) => localizedUrlOf(site, path, locale);
const defaultUrl = (path: string) => `${site.publicBaseUrl}${normalizePath(path)}`;
const paths = PAGES.map((page) => page.path);
const unescapeXml = (text: string) =>
  text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, "&");

type UrlEntry = { loc: string; links: { rel: string; hreflang: string; href: string }[] };
// The browser tests parse the served file with a real XML parser; here the shape is enough.
function entriesOf(xml: string): UrlEntry[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: unescapeXml(body!.match(/<loc>([^<]*)<\/loc>/)![1]!),
    links: [...body!.matchAll(/<xhtml:link rel="([^"]*)" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, rel, hreflang, href]) => ({
      rel: rel!,
      hreflang: hreflang!,
      href: unescapeXml(href!),
    })),
  }));
}

describe("sitemapXml", () => {
  const xml = sitemapXml({ paths, locales: LOCALES, localizedUrl, defaultUrl });

  it("declares the sitemap and xhtml namespaces", () => {
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(xml.trimEnd().endsWith("</urlset>")).toBe(true);
  });

  it("lists every page of the route table once per language", () => {
    const expected = paths.flatMap((path) => LOCALES.map((locale) => localizedUrl(path, locale)));
    expect(entriesOf(xml).map((entry) => entry.loc)).toEqual(expected);
  });

  it("gives each URL the same hreflang alternates as the page's own head", () => {
    for (const [index, entry] of entriesOf(xml).entries()) {
      const path = paths[Math.floor(index / LOCALES.length)]!;
      const locale = LOCALES[index % LOCALES.length]!;
      const head = (pageMeta(site, { title: "t", description: "d" }, locale, path) as Record<string, unknown>[])
        .filter((tag) => tag.rel === "alternate")
        .map((tag) => ({ rel: "alternate", hreflang: tag.hrefLang, href: tag.href }));
      expect(entry.links).toEqual(head);
    }
  });

  it("escapes what XML would read as markup", () => {
    const odd = sitemapXml({ paths: ["/a"], locales: ["nl"], localizedUrl: () => "https://x.test/a?b=1&c=<2>", defaultUrl: () => "https://x.test/'\"" });
    expect(odd).toContain("<loc>https://x.test/a?b=1&amp;c=&lt;2&gt;</loc>");
    expect(odd).toContain('href="https://x.test/&apos;&quot;"');
    expect(entriesOf(odd)[0]!.loc).toBe("https://x.test/a?b=1&c=<2>");
    expect(escapeXml(`&<>"'`)).toBe("&amp;&lt;&gt;&quot;&apos;");
  });
});

describe("robotsTxt", () => {
  it("allows everything and names the sitemap", () => {
    const text = robotsTxt("https://www.example.test/sitemap.xml");
    expect(text.split("\n")).toEqual(["User-agent: *", "Allow: /", "", "Sitemap: https://www.example.test/sitemap.xml", ""]);
  });
});
