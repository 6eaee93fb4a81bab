import { SaxesParser } from "saxes";

export interface SitemapEntry {
  loc: string;
  alternates: { rel: string; hreflang: string; href: string }[];
}

const SITEMAP = "http://www.sitemaps.org/schemas/sitemap/0.9";
const XHTML = "http://www.w3.org/1999/xhtml";

/**
 * A sitemap read by a conforming, namespace-aware XML parser (saxes, the one linkinator reads
 * sitemaps with): what a crawler sees, or null if the XML is malformed or is not a sitemap's urlset.
 */
export function parseSitemap(xml: string): SitemapEntry[] | null {
  const parser = new SaxesParser({ xmlns: true });
  const entries: SitemapEntry[] = [];
  let malformed = false;
  let root: { uri: string; local: string } | undefined;
  let inLoc = false;
  parser.on("error", () => {
    malformed = true;
  });
  parser.on("opentag", (tag) => {
    root ??= { uri: tag.uri, local: tag.local };
    if (tag.uri === SITEMAP && tag.local === "url") entries.push({ loc: "", alternates: [] });
    if (tag.uri === SITEMAP && tag.local === "loc") inLoc = true;
    if (tag.uri === XHTML && tag.local === "link") {
      const value = (name: string) => tag.attributes[name]?.value ?? "";
      entries.at(-1)?.alternates.push({ rel: value("rel"), hreflang: value("hreflang"), href: value("href") });
    }
  });
  parser.on("text", (text) => {
    const entry = entries.at(-1);
    if (inLoc && entry) entry.loc += text;
  });
  parser.on("closetag", (tag) => {
    if (tag.uri === SITEMAP && tag.local === "loc") inLoc = false;
  });
  parser.write(xml).close();
  if (malformed || root?.uri !== SITEMAP || root.local !== "urlset") return null;
  return entries;
}
