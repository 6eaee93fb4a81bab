import path from "node:path";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:site`: checks over the built site that need no browser (docs/decisions/051-the-site-layer.md):
 * the pages in build/pages read with parse5, and the built app answering through app.inject().
 */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    // One temporary folder per run, removed at its end (server/test-support/temporary-folder.ts).
    globalSetup: ["server/test-support/temporary-folder.ts"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/site.json" }]] : ["default"],
    include: ["tests/site/**/*.site.test.ts"],
    environment: "node",
    // Hang detectors, not speed limits: the HTML checker's JVM and the one crawl on two busy cores.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
