import path from "node:path";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { buildDir } from "../../config/build-dir";
import { readSiteConfig } from "../../config/site-config";
import { builtTagManagerId } from "../../tooling/browser/consent";
import { crawlHeaders } from "../e2e/checks/link-crawl";
import { attr, elementsOf, parseHtml } from "../render/dom";
import { useBuiltApp } from "./support/built-app";
import { type Reference, reachablePaths, readBuiltPages } from "./support/link-graph";

/*
 * The link graph of the built pages, read with parse5 instead of crawled: every page's links,
 * assets and fragments, answered by the built app through app.inject(). One real crawl by
 * linkinator stays in links-crawl.site.test.ts.
 */

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
const siteOrigin = new URL(site.publicBaseUrl).origin;
const pages = readBuiltPages(path.join(buildDir(), "pages"), site.publicBaseUrl);
const app = useBuiltApp();

/** What the built app answers for a URL on the site, as a visitor in `locale` (the cookie a visit to /?lang= sets); and the ids in it. */
const answers = new Map<string, Promise<{ status: number; ids: Set<string> }>>();
function answerFor(url: URL, locale: Locale) {
  const key = `${locale} ${url.pathname}${url.search}`;
  let answer = answers.get(key);
  if (!answer) {
    answer = app()
      .inject({ url: `${url.pathname}${url.search}`, headers: crawlHeaders(locale) })
      .then((response) => ({
        status: response.statusCode,
        ids: /^text\/html/.test(String(response.headers["content-type"]))
          ? new Set(elementsOf(parseHtml(response.body)).flatMap((element) => attr(element, "id") ?? []))
          : new Set<string>(),
      }));
    answers.set(key, answer);
  }
  return answer;
}

/** "url (why) on page": what a person needs to fix it; nothing when the reference resolves. */
async function brokenReference(reference: Reference, locale: Locale): Promise<string | undefined> {
  const { url } = reference;
  if (url.protocol === "invalid:") return `${decodeURIComponent(url.pathname)} (not a URL) on ${reference.on}`;
  if (url.origin !== siteOrigin) return undefined;
  const fragment = decodeURIComponent(url.hash.slice(1));
  // The not-found page's own links name its address, which is a 404 by design: checked against the page itself.
  if (reference.samePage) return fragment && !reference.ownIds.has(fragment) ? `${url.href} (no element with id "${fragment}") on ${reference.on}` : undefined;
  const answer = await answerFor(url, locale);
  if (answer.status >= 400) return `${url.href} (HTTP ${answer.status}) on ${reference.on}`;
  if (fragment && !answer.ids.has(fragment)) return `${url.href} (no element with id "${fragment}") on ${reference.on}`;
  return undefined;
}

describe("the built pages' link graph", () => {
  it("holds every page of the route table in every language, and the 404 pages", () => {
    for (const locale of LOCALES) {
      const paths = pages.filter((page) => page.locale === locale).map((page) => page.path);
      expect(paths.sort()).toEqual([...PAGES.map((page) => page.path), "/404"].sort());
    }
  });

  it.each(LOCALES)("reaches every page of the route table from the home page in %s by following links", (locale) => {
    const reached = reachablePaths(pages, locale, siteOrigin);
    expect(PAGES.map((page) => page.path).filter((pagePath) => !reached.has(pagePath))).toEqual([]);
  });

  it.each(LOCALES)("has 0 broken internal links, assets or fragment ids in %s (url (why) on page)", async (locale) => {
    const references = pages.filter((page) => page.locale === locale).flatMap((page) => page.references);
    expect(references.length).toBeGreaterThan(PAGES.length * 20);
    const broken = await Promise.all(references.map((reference) => brokenReference(reference, locale)));
    expect([...new Set(broken.filter(Boolean))].sort()).toEqual([]);
  });

  it("loads nothing off-site with a page, but the tag manager's frame for visitors without JavaScript", () => {
    const tagManagerFrame = `https://www.googletagmanager.com/ns.html?id=${builtTagManagerId()}`;
    const offSite = pages
      .flatMap((page) => page.references)
      .filter(({ url, loads }) => loads && /^https?:$/.test(url.protocol) && url.origin !== siteOrigin)
      .filter(({ element, url }) => !(element === "iframe" && url.href === tagManagerFrame));
    expect(offSite.map(({ url, on }) => `${url.href} on ${on}`)).toEqual([]);
  });
});
