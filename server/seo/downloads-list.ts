import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { DownloadsSection } from "../../app/components/downloads/DownloadsSection";
import type { Locale } from "../../app/i18n/locales";
import en from "../../content/en/downloads";
import nl from "../../content/nl/downloads";
import type { DownloadsAnswer } from "../../shared/downloads-api";

const COPY = { nl, en } as const;

/**
 * The downloads list as the page's own component renders it: with the catalogue it is the list
 * itself; without, the placeholders the pre-renderer wrote. renderToString writes the same
 * markup as the pre-renderer's stream for this subtree, so the one replaces the other exactly.
 */
export function downloadsSectionHtml(locale: Locale, catalogue: DownloadsAnswer | null): string {
  return renderToString(createElement(DownloadsSection, { copy: COPY[locale], locale, catalogue }));
}

const placeholders = new Map<Locale, string>();

/** What the pre-renderer wrote where the list goes, in this locale. */
function placeholderOf(locale: Locale): string {
  let html = placeholders.get(locale);
  if (html === undefined) {
    html = downloadsSectionHtml(locale, null);
    placeholders.set(locale, html);
  }
  return html;
}

/** Whether the page holds the list's placeholders, exactly as this server's copy and components render them. */
export function hasDownloadsList(html: string, locale: Locale): boolean {
  return html.includes(placeholderOf(locale));
}

/**
 * The page with its list rendered from the catalogue. A page built from other copy or markup
 * than this server's has no exact placeholder to replace; it then stays as built (the browser
 * fetches the list), rather than risk a page half in one markup and half in another.
 */
export function fillDownloadsList(html: string, locale: Locale, catalogue: DownloadsAnswer): string {
  const placeholder = placeholderOf(locale);
  const at = html.indexOf(placeholder);
  if (at === -1) throw new Error(`No downloads list placeholder for ${locale} in the page`);
  return html.slice(0, at) + downloadsSectionHtml(locale, catalogue) + html.slice(at + placeholder.length);
}
