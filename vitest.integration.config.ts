import { defineConfig } from "vitest/config";

/**
 * `npm run test:integration`: tests that start real parts on 127.0.0.1 (moto's S3 server,
 * `redis-server`, the release CLI as a child process, HTTP servers). Each starts and stops its own.
 */
export default defineConfig({
  test: {
    // One temporary folder per run, removed at its end (server/test-support/temporary-folder.ts).
    globalSetup: ["server/test-support/temporary-folder.ts"],
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/integration.json" }]] : ["default"],
    include: ["{app,config,server,scripts,content}/**/*.integration.test.ts"],
    environment: "node",
    // Hang detectors, not speed limits: real servers on two loaded cores can take tens of seconds.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: each file starts its own servers.
    maxWorkers: 2,
  },
});
