import { defineConfig } from "vitest/config";
import { readSiteConfig } from "./config/site-config.ts";

export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig({})) },
  test: {
    // In CI, also a JSON report: .ci/run sums both runs into one closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit.json" }]] : ["default"],
    include: ["app/**/*.test.{ts,tsx}", "config/**/*.test.ts", "server/**/*.test.ts", "scripts/**/*.test.ts", "content/**/*.test.ts"],
    environment: "node",
  },
});
