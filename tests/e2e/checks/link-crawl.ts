import { type CheckOptions, check, type LinkResult, LinkState } from "linkinator";

export interface CrawlTarget {
  /** The test server, e.g. http://127.0.0.1:40123. */
  baseUrl: string;
  /** The public origin the pages were built with (canonical, hreflang, og:image, JSON-LD). */
  siteUrl: string;
}

/**
 * Links to the public origin are really links into this site: they are rewritten to the test
 * server and checked there. Anything else off-site (the .example domains, the tag manager) is
 * skipped, never fetched: the tests talk only to 127.0.0.1.
 */
function sameSiteOptions({ baseUrl, siteUrl }: CrawlTarget): Pick<CheckOptions, "linksToSkip" | "urlRewriteExpressions"> {
  const origins = [new URL(baseUrl).origin, new URL(siteUrl).origin];
  return {
    urlRewriteExpressions: [{ pattern: new RegExp(`^${escapeRegExp(new URL(siteUrl).origin)}`), replacement: new URL(baseUrl).origin }],
    linksToSkip: async (link) => !origins.includes(new URL(link).origin),
  };
}

const COMMON: Partial<CheckOptions> = {
  recurse: true,
  checkFragments: true,
  // Two cores, shared with the browser tests.
  concurrency: 8,
  timeout: 20_000,
};

/** What a visitor who opened `/?lang=<locale>` sends from then on. */
export function crawlHeaders(locale: string): Record<string, string> {
  return { cookie: `preferredLocale=${locale}`, "accept-language": locale };
}

/** Every page the sitemap lists, and every link on those pages. */
export async function crawlSitemap(target: CrawlTarget): Promise<LinkResult[]> {
  const { links } = await check({
    ...COMMON,
    ...sameSiteOptions(target),
    recurse: false,
    path: target.baseUrl,
    sitemap: `${target.baseUrl}/sitemap.xml`,
  });
  return links;
}

/** The pages whose links were followed, as paths: proof that the crawl went everywhere. */
export function crawledPaths(links: readonly LinkResult[]): Set<string> {
  return new Set(links.flatMap((link) => (link.parent ? [new URL(link.parent).pathname] : [])));
}

/** "http://…/nope (HTTP 404) on http://…/prijzen" — what a person needs to fix it. */
export function describeBrokenLinks(links: readonly LinkResult[]): string[] {
  return (
    links
      // linkinator also reports a broken page as its own parent when it tries to crawl it.
      .filter((link) => link.state === LinkState.BROKEN && link.parent !== link.url)
      .map((link) => `${link.url} (${whyBroken(link)}) on ${link.parent ?? "the start list"}`)
      .sort()
  );
}

function whyBroken(link: LinkResult): string {
  const fragment = new URL(link.url).hash;
  if (fragment && link.status === 200) return `no element with id "${decodeURIComponent(fragment.slice(1))}"`;
  return link.status ? `HTTP ${link.status}` : "no answer";
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
