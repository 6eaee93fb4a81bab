import type { MetaDescriptor } from "react-router";
import type { PageMeta } from "../../content/types";
import { site } from "../config/site";
import { normalizePath } from "../route-table";
import { LOCALES, type Locale } from "./locales";

/** The URL that always answers in `locale`: the server honours `?lang` before anything else. */
export function localizedUrl(pathname: string, locale: Locale): string {
  return `${site.publicBaseUrl}${normalizePath(pathname)}?lang=${locale}`;
}

/** Title, description, canonical and hreflang alternates (nl, en, x-default) for one page. */
export function pageMeta(meta: PageMeta | undefined, locale: Locale | undefined, pathname: string): MetaDescriptor[] {
  if (!meta || !locale) return [];
  return [
    { title: meta.title },
    { name: "description", content: meta.description },
    { tagName: "link", rel: "canonical", href: localizedUrl(pathname, locale) },
    ...LOCALES.map((alternate) => ({
      tagName: "link" as const,
      rel: "alternate",
      hrefLang: alternate,
      href: localizedUrl(pathname, alternate),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${site.publicBaseUrl}${normalizePath(pathname)}` },
  ];
}

interface MetaArgsLike {
  loaderData: { meta?: PageMeta } | undefined;
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;
  location: { pathname: string };
}

/** A route's `meta` export: its own copy's meta, in the locale the root loaded. */
export function routeMeta({ loaderData, matches, location }: MetaArgsLike): MetaDescriptor[] {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { locale?: Locale } | undefined;
  return pageMeta(loaderData?.meta, root?.locale, location.pathname);
}
