import path from "node:path";
import { defineConfig } from "vitest/config";

/** `npm run test:cluster`: the production topology on loopback (tests/cluster/cluster.test.ts). */
export default defineConfig({
  root: path.resolve(import.meta.dirname, "../.."),
  test: {
    // One temporary folder per run, removed at its end (server/test-support/temporary-folder.ts).
    globalSetup: ["server/test-support/temporary-folder.ts"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/cluster.json" }]] : ["default"],
    include: ["tests/cluster/**/*.test.ts"],
    environment: "node",
    // Above the longest wait inside a test (a replica's start may take 60 s to become ready)
    // plus what follows it, on a machine whose cores are taken by other work.
    testTimeout: 150_000,
    hookTimeout: 150_000,
    fileParallelism: false,
  },
});
