import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { Locale } from "../../../app/shared/locales";
import { PAGES_MANIFEST, type PagesManifest } from "../../../server/pages-manifest";
import { attr, type Element, elementsOf, parseHtml, textContent } from "../../render/dom";

/** One reference from a built page: where it is, what it names, and whether the browser loads it with the page. */
export interface Reference {
  /** The page's path and locale, e.g. "/prijzen (nl)". */
  on: string;
  /** The ids of the page it is on: where a link to the same page must land. */
  ownIds: Set<string>;
  /** The link names the page it is on (a skip link, the 404 page's language switch). */
  samePage: boolean;
  element: string;
  url: URL;
  /** Loaded with the page (a script, a stylesheet, a picture, a frame), not only followed on a click. */
  loads: boolean;
}

/** A built page: its ids and every reference it makes. */
export interface BuiltPage {
  path: string;
  locale: Locale;
  ids: Set<string>;
  references: Reference[];
}

/**
 * The attributes that hold a URL, per element: linkinator's list (node_modules/linkinator/build/src/links.js),
 * so this graph sees what the crawl saw, plus `imagesrcset` of a preloaded picture.
 */
const URL_ATTRIBUTES: Record<string, string[]> = {
  a: ["href"],
  area: ["href"],
  link: ["href", "imagesrcset"],
  embed: ["src"],
  img: ["src", "srcset"],
  source: ["src", "srcset"],
  script: ["src"],
  iframe: ["src"],
  audio: ["src"],
  video: ["src", "poster"],
  track: ["src"],
  input: ["src"],
  object: ["data"],
  blockquote: ["cite"],
  q: ["cite"],
  body: ["background"],
  meta: ["content"],
};
/** Links that name a host rather than a resource to fetch, as linkinator skips them. */
const NOT_FETCHED_RELATIONS = new Set(["dns-prefetch", "preconnect"]);
const FOLLOWED_ONLY = new Set(["a", "area", "blockquote", "q", "meta"]);

/** The schema.org properties that hold a URL, from linkinator's own list: the structured data's links it follows. */
const SCHEMA_URL_FIELDS = new Set<string>(
  JSON.parse(readFileSync(path.join(path.dirname(createRequire(import.meta.url).resolve("linkinator")), "schema-org-url-fields.json"), "utf8")),
);

const urlsIn = (name: string, value: string): string[] =>
  name.endsWith("srcset")
    ? value
        .split(",")
        .map((candidate) => candidate.trim().split(/\s+/)[0]!)
        .filter(Boolean)
    : [value];

/** Every page the build wrote (both locales, 404s included), read from its manifest. */
export function readBuiltPages(pagesDir: string, publicBaseUrl: string): BuiltPage[] {
  const manifest = JSON.parse(readFileSync(path.join(pagesDir, PAGES_MANIFEST), "utf8")) as PagesManifest;
  return manifest.files.map((file) => {
    const html = readFileSync(path.join(pagesDir, file.file), "utf8");
    const pagePath = file.path ?? "/404";
    const base = new URL(`${pagePath}?lang=${file.locale}`, publicBaseUrl);
    return { path: pagePath, locale: file.locale as Locale, ...referencesOf(html, base, `${pagePath} (${file.locale})`) };
  });
}

function referencesOf(html: string, base: URL, on: string): { ids: Set<string>; references: Reference[] } {
  const elements = elementsOf(parseHtml(html));
  const ids = new Set(elements.flatMap((element) => attr(element, "id") ?? []));
  const references: Reference[] = [];
  const add = (element: Element, value: string, loads: boolean) => {
    try {
      const url = new URL(value, base);
      references.push({ on, ownIds: ids, samePage: url.origin === base.origin && url.pathname === base.pathname, element: element.tagName, url, loads });
    } catch {
      references.push({ on, ownIds: ids, samePage: false, element: element.tagName, url: new URL(`invalid:${encodeURIComponent(value)}`), loads });
    }
  };
  for (const element of elements) {
    const rel = attr(element, "rel") ?? "";
    if (element.tagName === "link" && rel.split(/\s+/).some((relation) => NOT_FETCHED_RELATIONS.has(relation))) continue;
    for (const name of URL_ATTRIBUTES[element.tagName] ?? []) {
      const value = attr(element, name);
      if (value === null) continue;
      // A meta's content is a URL only where it is one (og:image, og:url); the rest is text.
      if (element.tagName === "meta" && !/^https?:\/\//.test(value)) continue;
      const loads = !FOLLOWED_ONLY.has(element.tagName) && !(element.tagName === "link" && /\b(canonical|alternate|expect)\b/.test(rel));
      for (const url of urlsIn(name, value)) add(element, url, loads);
    }
    // The structured data's URLs, which linkinator also follows.
    if (element.tagName === "script" && attr(element, "type") === "application/ld+json") {
      for (const value of schemaUrlsIn(JSON.parse(textContent(element)))) add(element, value, false);
    }
  }
  return { ids, references };
}

function schemaUrlsIn(value: unknown, key?: string): string[] {
  if (typeof value === "string") return key && SCHEMA_URL_FIELDS.has(key) && URL.canParse(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap((item) => schemaUrlsIn(item, key));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([name, item]) => schemaUrlsIn(item, name));
  return [];
}

/** The pages reached from the home page in `locale` by following links, as a visitor who stays in that language. */
export function reachablePaths(pages: readonly BuiltPage[], locale: Locale, siteOrigin: string): Set<string> {
  const byPath = new Map(pages.filter((page) => page.locale === locale).map((page) => [page.path, page]));
  const reached = new Set<string>(["/"]);
  const queue = ["/"];
  for (let next = queue.shift(); next !== undefined; next = queue.shift()) {
    for (const { url } of byPath.get(next)?.references ?? []) {
      const stays = url.origin === siteOrigin && (url.searchParams.get("lang") ?? locale) === locale;
      if (!stays || reached.has(url.pathname) || !byPath.has(url.pathname)) continue;
      reached.add(url.pathname);
      queue.push(url.pathname);
    }
  }
  return reached;
}
