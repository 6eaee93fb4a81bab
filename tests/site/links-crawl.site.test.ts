import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PAGES } from "../../app/route-table";
import { buildDir } from "../../config/build-dir";
import { readSiteConfig } from "../../config/site-config";
import { buildApp } from "../../server/app";
import { createSampleReleases } from "../../tooling/releases/sample-releases";
import { crawledPaths, crawlSitemap, describeBrokenLinks } from "../e2e/checks/link-crawl";

/*
 * The one real crawl (docs/decisions/051-the-site-layer.md): linkinator over HTTP, from the
 * sitemap, as a search engine starts. The link graph of links.site.test.ts checks the same links
 * without a socket; this crawl keeps an independent reader of the served pages.
 */

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);

let app: FastifyInstance;
let baseUrl: string;
let removeReleases: () => Promise<void>;
beforeAll(async () => {
  const { releases, remove } = await createSampleReleases();
  removeReleases = remove;
  app = await buildApp({ buildDir: buildDir(), releases });
  baseUrl = await app.listen({ port: 0, host: "127.0.0.1" });
});
afterAll(async () => {
  await app?.close();
  await removeReleases?.();
});

describe("the pages the sitemap lists", () => {
  it("all answer, and so does every link on them", async () => {
    const links = await crawlSitemap({ baseUrl, siteUrl: site.publicBaseUrl });
    expect(crawledPaths(links).size).toBeGreaterThanOrEqual(PAGES.length);
    expect(describeBrokenLinks(links)).toEqual([]);
  });
});
