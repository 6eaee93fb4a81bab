import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // In CI, also a JSON report: .ci/run sums both runs into one closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/e2e.json" }]] : ["default"],
    include: ["tests/e2e/**/*.e2e.test.ts"],
    // The temporary folder first, so the server and browser the browser-test setup starts use it.
    globalSetup: ["server/test-support/temporary-folder.ts", "tests/e2e/support/global-setup.ts"],
    environment: "node",
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // Two cores: the server, the browser and the tests share them.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
