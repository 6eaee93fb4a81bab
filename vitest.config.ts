import { defineConfig } from "vitest/config";

/**
 * `npm run test:unit`: pure tests only, beside the code they test. No child process, no socket and
 * no real clock (decision 029); a test that needs moto, Redis or a process is `*.integration.test.ts`.
 */
export default defineConfig({
  test: {
    // One temporary folder per run, removed at its end (server/test-support/temporary-folder.ts).
    globalSetup: ["server/test-support/temporary-folder.ts"],
    // In CI, also a JSON report: .ci/run sums every run into one closing line.
    reporters: process.env.CI ? ["default", ["json", { outputFile: "test-results/unit.json" }]] : ["default"],
    include: ["{app,config,server,scripts,content}/**/*.test.{ts,tsx}"],
    exclude: ["**/node_modules/**", "**/*.integration.test.ts"],
    environment: "node",
    // A socket or a child process in a unit test fails at once with a sentence saying where the test belongs.
    setupFiles: ["server/test-support/pure-unit-tests.ts"],
    // Both cores (vitest's default leaves one free), and files share a worker's modules instead of
    // each importing Fastify, sharp and satori anew: a third of the run was imports. Sharing is
    // safe because no unit test uses vi.mock; spies are restored after each test, and the tests
    // that change process.env or fake the timers put them back in afterEach.
    maxWorkers: 2,
    isolate: false,
    restoreMocks: true,
    // Hang detectors, not speed limits: vitest's 5 s and 10 s failed CPU-bound picture tests and an
    // app's setup on two cores loaded by two busy processes beside other work.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
