import type { SiteConfig } from "../../config/site-config";
import type { PageMeta } from "../../content/types";
import { LOCALES, type Locale } from "../shared/locales";
import { normalizePath, pageByPath } from "../shared/route-table";
import { OG_IMAGE_SIZE, ogImagePath } from "./og-image";

/**
 * One element of a page's head metadata, written as the element's attributes (app/render/HeadTags.tsx
 * renders it): the title, a <meta> by name or property, or a <link>.
 */
export type HeadTag =
  | { title: string }
  | { name: string; content: string }
  | { property: string; content: string }
  | { tagName: "link"; rel: string; href: string; hrefLang?: string };

/** Open Graph wants language_TERRITORY; the English copy is written in British English. */
const OG_LOCALE: Record<Locale, string> = { nl: "nl_NL", en: "en_GB", fr: "fr_BE" };

/** The URL that always answers in `locale`: the server honours `?lang` before anything else. */
export function localizedUrl(site: Pick<SiteConfig, "publicBaseUrl">, pathname: string, locale: Locale): string {
  return `${site.publicBaseUrl}${normalizePath(pathname)}?lang=${locale}`;
}

/**
 * Title and description first (the not-found page keeps only those two), then canonical,
 * hreflang alternates (nl, en, x-default), Open Graph and Twitter card tags. `imageAlt`
 * describes the share image, which shows the page's hero title.
 */
export function pageMeta(
  site: Pick<SiteConfig, "publicBaseUrl" | "brandName">,
  meta: PageMeta,
  locale: Locale,
  pathname: string,
  imageAlt?: string,
): HeadTag[] {
  const canonical = localizedUrl(site, pathname, locale);
  const page = pageByPath(pathname);
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: canonical },
    ...LOCALES.map((alternate) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: alternate,
      href: localizedUrl(site, pathname, alternate),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.publicBaseUrl}${normalizePath(pathname)}` },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.brandName },
    { property: "og:title", content: meta.title },
    { property: "og:description", content: meta.description },
    { property: "og:url", content: canonical },
    { property: "og:locale", content: OG_LOCALE[locale] },
    ...LOCALES.filter((other) => other !== locale).map((other) => ({ property: "og:locale:alternate", content: OG_LOCALE[other] })),
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: meta.title },
    { name: "twitter:description", content: meta.description },
    ...(page ? shareImage(`${site.publicBaseUrl}${ogImagePath(locale, page.id)}`, imageAlt ?? meta.title) : []),
  ];
}

function shareImage(url: string, alt: string): HeadTag[] {
  return [
    { property: "og:image", content: url },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(OG_IMAGE_SIZE.width) },
    { property: "og:image:height", content: String(OG_IMAGE_SIZE.height) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:image", content: url },
    { name: "twitter:image:alt", content: alt },
  ];
}

/**
 * The not-found page's: its title and description, and no indexing. It answers at every unknown
 * address, so it has no canonical, alternates or share image.
 */
export function notFoundMeta(meta: PageMeta): HeadTag[] {
  return [{ title: meta.title }, { name: "description", content: meta.description }, { name: "robots", content: "noindex" }];
}
