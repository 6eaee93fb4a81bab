import { beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../../app/shared/route-table";
import { readSiteConfig } from "../../config/site-config";
import { crawledPaths, crawlSitemap, describeBrokenLinks } from "../e2e/checks/link-crawl";
import { useBuiltApp } from "./support/built-app";

/*
 * The one real crawl (docs/decisions/051-the-site-layer.md): linkinator over HTTP, from the
 * sitemap, as a search engine starts. The link graph of links.site.test.ts checks the same links
 * without a socket; this crawl keeps an independent reader of the served pages.
 */

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);

const app = useBuiltApp();
let baseUrl: string;
beforeAll(async () => {
  baseUrl = await app().listen({ port: 0, host: "127.0.0.1" });
});

describe("the pages the sitemap lists", () => {
  it("all answer, and so does every link on them", async () => {
    const links = await crawlSitemap({ baseUrl, siteUrl: site.publicBaseUrl });
    expect(crawledPaths(links).size).toBeGreaterThanOrEqual(PAGES.length);
    expect(describeBrokenLinks(links)).toEqual([]);
  });
});
