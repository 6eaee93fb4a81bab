import { defineConfig } from "vitest/config";
import { readSiteConfig } from "./config/site-config.ts";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig({})) },
  test: {
    include: ["app/**/*.test.{ts,tsx}", "config/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "content/**/*.test.ts"],
    environment: "node",
  },
});
