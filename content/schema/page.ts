import { type CopyOf, group, text } from "./fields";

/*
 * What every page's copy has. The per-kind schemas (./home.ts, ./product.ts, ...) extend it, and
 * ../types.ts re-exports it; it lives here, not there, so that no schema imports types.ts back.
 */

/** Written per page and locale, never generated from the hero (title ≤ 60, description ≤ 160 characters). */
export const META = group("Search result and shared link", {
  title: text("Title (at most 60 characters)"),
  description: text("Description (at most 160 characters)"),
});

export const HERO = group("Top of the page", {
  title: text("Heading"),
  subtitle: text("Text under the heading"),
});

export type PageMeta = CopyOf<typeof META>;

export type HeroCopy = CopyOf<typeof HERO>;

/** What every page has; each kind of page extends it in its own file here. */
export interface PageCopy {
  meta: PageMeta;
  hero: HeroCopy;
}
