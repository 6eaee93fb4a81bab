import { defineConfig } from "vitest/config";
import { readSiteConfig } from "./config/site-config.ts";

/**
 * `npm run test:unit`: pure tests only, beside the code they test. No child process, no socket and
 * no real clock (decision 029); a test that needs moto, Redis or a process is `*.integration.test.ts`.
 */
export default defineConfig({
  define: { __SITE_CONFIG__: JSON.stringify(readSiteConfig({})) },
  test: {
    // In CI, also a JSON report: .ci/run sums every run into one closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit.json" }]] : ["default"],
    include: ["{app,config,server,scripts,content}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/*.integration.test.ts"],
    environment: "node",
  },
});
