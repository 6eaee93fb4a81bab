/**
 * Writes sitemap.xml and robots.txt into the client folder, from the route table, so a page
 * added there is listed without anyone remembering to. The URLs are the canonicals' own
 * (app/i18n/page-meta.ts), so the sitemap and the pages' hreflang links cannot disagree.
 */
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { localizedUrl } from "../app/i18n/page-meta";
import { robotsTxt, sitemapXml } from "../app/seo/sitemap";
import { LOCALES } from "../app/shared/locales";
import { normalizePath, PAGES } from "../app/shared/route-table";
import { buildDir } from "../config/build-dir";
import { readSiteConfig } from "../config/site-config";

async function main() {
  const site = readSiteConfig(process.env);
  const clientDir = path.join(buildDir(), "client");
  const xml = sitemapXml({
    paths: PAGES.map((page) => page.path),
    locales: LOCALES,
    localizedUrl: (pagePath, locale) => localizedUrl(site, pagePath, locale),
    defaultUrl: (pagePath) => `${site.publicBaseUrl}${normalizePath(pagePath)}`,
  });
  await writeFile(path.join(clientDir, "sitemap.xml"), xml);
  await writeFile(path.join(clientDir, "robots.txt"), robotsTxt(`${site.publicBaseUrl}/sitemap.xml`));
  console.log(`sitemap: ${PAGES.length} pages × ${LOCALES.length} locales into ${path.relative(process.cwd(), clientDir)}/sitemap.xml, and robots.txt`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
