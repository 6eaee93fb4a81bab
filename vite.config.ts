import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readSiteConfig } from "./config/site-config.ts";

// Validated here so that a bad value stops the build with the variable's name.
const siteConfig = readSiteConfig(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  build: { assetsInlineLimit: 0 },
});
