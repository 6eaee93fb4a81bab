/**
 * The browsers the site's scripts are compiled for: Vite's own default for a build (Baseline
 * Widely Available on 2025-05-01), written out so the page's script (vite.config.ts) and the
 * inline head scripts (scripts/prerender/head-scripts.ts) are compiled for the same browsers.
 */
export const BROWSER_TARGETS = ["chrome111", "edge111", "firefox114", "safari16.4", "ios16.4"];
