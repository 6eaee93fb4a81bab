import type { Locale } from "../app/i18n/locales";

/** Written by scripts/prerender.ts next to the HTML files, read by the server at start. */
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
}
