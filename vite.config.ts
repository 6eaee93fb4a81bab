import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { readSiteConfig } from "./config/site-config.ts";

// Validated here so that a bad value stops the build with the variable's name.
const siteConfig = readSiteConfig(process.env);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  define: { __SITE_CONFIG__: JSON.stringify(siteConfig) },
  build: {
    assetsInlineLimit: 0,
    rollupOptions: {
      output: {
        // Few requests, not thirty small ones: on a 150 ms round trip over HTTP/1.1 every
        // request costs a cheap phone time before hydration (issue 11, decision 022). React DOM
        // is one chunk and React with React Router another: two, so that neither is evaluated
        // in one task long enough to count as blocking. App modules that two or more pages
        // share form a third. Copy stays one chunk per page and language.
        codeSplitting: {
          groups: [
            { name: "react-dom", test: /node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 3 },
            { name: "react-router", test: /node_modules[\\/](react|react-router|@react-router|cookie|set-cookie-parser)[\\/]/, priority: 2 },
            { name: "shared", test: (id: string) => !/[\\/]content[\\/](nl|en)[\\/]/.test(id), minShareCount: 2, priority: 1 },
          ],
        },
        // Copy chunks say whose copy they are (copy-en-pricing-…), so a route's own chunk of the
        // same name is never taken for copy, in tests or when reading a network log.
        chunkFileNames: (chunk) => {
          const copy = chunk.facadeModuleId?.match(/\/content\/(nl|en)\/([\w.]+)\.ts$/);
          return copy ? `assets/copy-${copy[1]}-${copy[2]}-[hash].js` : "assets/[name]-[hash].js";
        },
      },
    },
  },
});
