import type { BuildFacts } from "../app/render/build-facts";
import type { Locale } from "../app/shared/locales";

/** Written by scripts/prerender/index.ts next to the HTML files, read by the server at start. */
export const PAGES_MANIFEST = "manifest.json";

export interface PageFile {
  /** The public path, or null for a locale's not-found page. */
  path: string | null;
  locale: Locale;
  /** Relative to build/pages. */
  file: string;
  status: 200 | 404;
  /** CSP source expressions for the page's inline scripts. */
  scriptHashes: string[];
}

export interface PagesManifest {
  builtAt: string;
  /**
   * The container id the pages were built with, absent when none: the server allows the tag
   * manager in the CSP only then, so build and server cannot disagree.
   */
  tagManagerId?: string;
  files: PageFile[];
  /** What the pages were rendered with, so the server renders the downloads page the same way (server/request-time-pages/downloads-page.ts). */
  facts: StoredBuildFacts;
}

/** BuildFacts as JSON: the favicon's bytes in base64. */
export type StoredBuildFacts = Omit<BuildFacts, "favicon"> & { favicon: { pngBase64: string; sizePx: number } };

export function storeBuildFacts({ favicon, ...facts }: BuildFacts): StoredBuildFacts {
  return { ...facts, favicon: { pngBase64: favicon.png.toString("base64"), sizePx: favicon.sizePx } };
}

export function restoreBuildFacts({ favicon, ...facts }: StoredBuildFacts): BuildFacts {
  return { ...facts, favicon: { png: Buffer.from(favicon.pngBase64, "base64"), sizePx: favicon.sizePx } };
}
