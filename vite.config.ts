import path from "node:path";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { BROWSER_ENTRY, STYLESHEETS } from "./app/render/assets.ts";
import { BROWSER_TARGETS } from "./config/browser-targets.ts";
import { buildDir } from "./config/build-dir.ts";

/**
 * Builds what the browser loads, and only that: the one script pages run and the stylesheets
 * (app/render/assets.ts), into the build's client folder with hashed names, plus public/.
 * Pages are rendered in Node by scripts/prerender/index.ts, which reads the hashed names from the
 * manifest (decision 032).
 */
export default defineConfig({
  plugins: [tailwindcss()],
  build: {
    target: BROWSER_TARGETS,
    outDir: path.join(buildDir(), "client"),
    emptyOutDir: true,
    assetsInlineLimit: 0,
    manifest: true,
    rollupOptions: { input: { ...BROWSER_ENTRY, ...STYLESHEETS } },
  },
});
