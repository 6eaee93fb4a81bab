import type { LinkResult } from "linkinator";
import { beforeAll, describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "../../app/i18n/locales";
import { PAGES } from "../../app/route-table";
import { readSiteConfig } from "../../config/site-config";
import { crawledPaths, crawlHeaders, crawlSite, crawlSitemap, describeBrokenLinks } from "./checks/link-crawl";
import { baseUrl } from "./support/browser";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const target = () => ({ baseUrl: baseUrl(), siteUrl: site.publicBaseUrl });

describe.each(LOCALES)("crawling the site in %s", (locale) => {
  let links: LinkResult[] = [];
  beforeAll(async () => {
    links = await crawlSite(target(), locale);
  }, 120_000);

  it("gets the pages in that language", async () => {
    const response = await fetch(`${baseUrl()}/prijzen`, { headers: crawlHeaders(locale) });
    expect(response.headers.get("content-language")).toBe(HTML_LANG[locale]);
  });

  it("follows links into every page of the route table", () => {
    const reached = crawledPaths(links);
    expect(PAGES.map((page) => page.path).filter((path) => !reached.has(path))).toEqual([]);
  });

  it("finds 0 broken internal links, assets or fragment ids (url (status) on page)", () => {
    expect(describeBrokenLinks(links)).toEqual([]);
  });

  it("never fetches anything off-site", () => {
    const offSite = links.filter((link) => link.state !== "SKIPPED" && new URL(link.url).origin !== new URL(baseUrl()).origin);
    expect(offSite.map((link) => link.url)).toEqual([]);
  });
});

describe("the pages the sitemap lists", () => {
  it("all answer, and so does every link on them", async () => {
    const links = await crawlSitemap(target());
    expect(crawledPaths(links).size).toBeGreaterThanOrEqual(PAGES.length);
    expect(describeBrokenLinks(links)).toEqual([]);
  }, 120_000);
});
