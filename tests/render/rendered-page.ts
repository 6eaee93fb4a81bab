import type { BuildFacts } from "../../app/render/build-facts";
import { renderPage } from "../../app/render/render-page";
import type { Locale } from "../../app/shared/locales";
import { PAGES, type PageEntry, type PageId } from "../../app/shared/route-table";
import { readSiteConfig, type SiteConfig } from "../../config/site-config";
import { type Document, parseHtml } from "./dom";

/** The site configuration the structure tests render with: every fallback, as a build without settings has it. */
export const site: SiteConfig = readSiteConfig({});

/** Build facts with stand-in files: the structure tests read the page's markup, not the build's assets. */
function factsWith(siteConfig: SiteConfig = site): BuildFacts {
  return {
    stylesheets: { app: "/assets/app.css", home: "/assets/home.css" },
    bootScript: "loadEnhance()",
    favicon: { png: Buffer.from([0x89, 0x50, 0x4e, 0x47]), sizePx: 48 },
    headScripts: { locale: "", consent: "", visitorOs: "" },
    site: siteConfig,
    year: 2026,
  };
}

function pageEntry(id: PageId): PageEntry {
  const entry = PAGES.find((page) => page.id === id);
  if (!entry) throw new Error(`No page ${id} in the route table`);
  return entry;
}

// One render per page, language and configuration for the whole run: the unit project shares
// modules between files (isolate: false in vitest.config.ts), so every test file that reads a page
// reads the same render.
const renders = new Map<string, Promise<Document>>();

/** The page rendered by renderPage, exactly as the build writes it (scripts/prerender/index.ts), parsed into a DOM. */
export function renderedPage(id: PageId, locale: Locale, siteConfig: SiteConfig = site): Promise<Document> {
  const key = `${id} ${locale} ${siteConfig === site ? "" : JSON.stringify(siteConfig)}`;
  let render = renders.get(key);
  if (!render) {
    render = renderPage({ page: pageEntry(id), locale, facts: factsWith(siteConfig) }).then(parseHtml);
    renders.set(key, render);
  }
  return render;
}
