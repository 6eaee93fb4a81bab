import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { CLIENT_CHUNK_GROUPS } from "./config/client-chunks.ts";
import { readSiteConfig } from "./config/site-config.ts";

// Validated here so that a bad value stops the build with the variable's name.
const siteConfig = readSiteConfig(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  build: {
    assetsInlineLimit: 0,
    // Kept (React Router deletes it otherwise): the pre-renderer reads which files the entry
    // needs from it, so each page preloads exactly those (scripts/boot-script.ts, decision 027).
    manifest: true,
    rollupOptions: {
      output: {
        // The browser runs one small script, not the router: config/client-chunks.ts.
        codeSplitting: { groups: CLIENT_CHUNK_GROUPS },
      },
    },
  },
});
