import { BROWSER_ENTRY, STYLESHEETS, type StylesheetName } from "../../app/render/assets";
import type { BuildFacts } from "../../app/render/build-facts";
import type { SiteConfig } from "../../config/site-config";
import { FAVICON_PX, siteFavicon } from "../pictures/favicon";
import { compileBootScript, compileHeadScripts } from "../prerender/head-scripts";

/**
 * The build facts of the development server. What a build reads from Vite's manifest are here the
 * sources themselves, which Vite compiles when the browser asks (the stylesheets, the one script
 * pages run); the inline scripts and the favicon are made by the same functions as the build's
 * (scripts/prerender/index.ts, scripts/pictures/index.ts).
 */
export async function developmentFacts(site: SiteConfig): Promise<BuildFacts> {
  const stylesheets = Object.fromEntries(Object.entries(STYLESHEETS).map(([name, source]) => [name, `/${source}`])) as Record<StylesheetName, string>;
  return {
    stylesheets,
    bootScript: await compileBootScript([`/${BROWSER_ENTRY.enhance}`]),
    favicon: { png: await siteFavicon(), sizePx: FAVICON_PX },
    headScripts: await compileHeadScripts(),
    site,
    year: new Date().getFullYear(),
  };
}
