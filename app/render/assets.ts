import type { PageKind } from "../shared/route-table";

/**
 * What Vite builds for the browser (vite.config.ts), by the name its files carry: the one script
 * pages run (decision 027) and the stylesheets. The build manifest maps each source to its
 * hashed file, which the pre-renderer writes into the pages (build-facts.ts).
 */
export const BROWSER_ENTRY = { enhance: "app/browser/enhance/main.ts" } as const;

export const STYLESHEETS = {
  /** Every page's. */
  app: "app/app.css",
  /** The home page's template row sliding in as the page scrolls (app/components/home/TemplateSlider.tsx). */
  home: "app/components/home/motion.css",
} as const;

export type StylesheetName = keyof typeof STYLESHEETS;

/**
 * The scripts that run inline in a page's <head>, before its first paint, by the entry each is
 * compiled from at build time (scripts/prerender/head-scripts.ts, app/browser/head-scripts/README.md).
 */
export const HEAD_SCRIPTS = {
  /** Every page's: the stored language choice. */
  locale: "app/browser/head-scripts/locale.ts",
  /** Every page's when the site has a tag manager: Consent Mode's defaults and a stored choice. */
  consent: "app/browser/head-scripts/consent.ts",
  /** The downloads page's: the visitor's system, for the card it highlights. */
  visitorOs: "app/browser/head-scripts/visitor-os.ts",
} as const;

export type HeadScriptName = keyof typeof HEAD_SCRIPTS;

/** The module script last in every page's body, which loads the browser entry after the first paint, compiled with the build's files (BuildFacts.bootScript). */
export const BOOT_SCRIPT = "app/browser/enhance/boot.ts";

/** The stylesheets a page links, in order: every page the site's, a kind of page its own after it. */
export function stylesheetsOf(kind: PageKind | undefined): StylesheetName[] {
  return kind === "home" ? ["app", "home"] : ["app"];
}
