import type { Locale } from "../shared/locales";

export interface SitemapInput {
  paths: readonly string[];
  locales: readonly Locale[];
  /** The canonical URL of a page in one language (the same function the canonicals use). */
  localizedUrl: (path: string, locale: Locale) => string;
  /** The URL that negotiates the language: the x-default alternate. */
  defaultUrl: (path: string) => string;
}

const XML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ESCAPES[character]!);
}

function alternates(path: string, input: SitemapInput): string[] {
  const link = (hreflang: string, href: string) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`;
  return [...input.locales.map((locale) => link(locale, input.localizedUrl(path, locale))), link("x-default", input.defaultUrl(path))];
}

/** One <url> per page and language, each listing every language version (Google's hreflang sitemap). */
export function sitemapXml(input: SitemapInput): string {
  const urls = input.paths.flatMap((path) =>
    input.locales.map((locale) =>
      ["  <url>", `    <loc>${escapeXml(input.localizedUrl(path, locale))}</loc>`, ...alternates(path, input), "  </url>"].join("\n"),
    ),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

/** Everything may be crawled; the sitemap says where the pages are. */
export function robotsTxt(sitemapUrl: string): string {
  return ["User-agent: *", "Allow: /", "", `Sitemap: ${sitemapUrl}`, ""].join("\n");
}
