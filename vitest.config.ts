import { defineConfig } from "vitest/config";

/**
 * Every test of the project, as five Vitest projects run one at a time by the npm scripts
 * (`vitest run --project <name>`, decision 050): the scripts order them, so a failing unit test
 * stops `npm test` before the build, and each writes its own JSON report in CI.
 */

// One temporary folder per run, removed at its end (tests/support/temporary-folder.ts).
const TEMPORARY_FOLDER = "tests/support/temporary-folder.ts";
// Beside the code they test, in the folders that hold code, tooling and test support included.
const BESIDE_THE_CODE = "{app,config,server,scripts,content,shared,tooling,tests/support}/**";

export default defineConfig({
  test: {
    // Both cores (vitest's default leaves one free): on two cores every kind of test gains from both.
    maxWorkers: 2,
    // In CI, also a JSON report per project; each npm script names its file (test-results/<project>.json),
    // and .ci/run sums them into one closing line.
    reporters: process.env.CI ? ["default", "json"] : ["default"],
    projects: [
      {
        test: {
          name: "unit",
          // Pure tests only: no child process, no socket and no real clock (decision 029); a test
          // that needs moto, Redis or a process is `*.integration.test.ts`.
          include: [`${BESIDE_THE_CODE}/*.test.{ts,tsx}`],
          exclude: ["**/node_modules/**", "**/*.integration.test.ts"],
          environment: "node",
          globalSetup: [TEMPORARY_FOLDER],
          // A socket or a child process in a unit test fails at once with a sentence saying where the test belongs.
          setupFiles: ["tests/support/pure-unit-tests.ts"],
          // Files share a worker's modules instead of each importing Fastify, sharp and satori anew:
          // a third of the run was imports. Sharing is safe because no unit test uses vi.mock; spies
          // are restored after each test, and the tests that change process.env or fake the timers
          // put them back in afterEach.
          isolate: false,
          restoreMocks: true,
          // Hang detectors, not speed limits: vitest's 5 s and 10 s failed CPU-bound picture tests and an
          // app's setup on two cores loaded by two busy processes beside other work.
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "integration",
          // Tests that start real parts on 127.0.0.1 (moto's S3 server, `redis-server`, the release
          // CLI as a child process, HTTP servers). Each starts and stops its own.
          include: [`${BESIDE_THE_CODE}/*.integration.test.ts`],
          environment: "node",
          globalSetup: [TEMPORARY_FOLDER],
          // When a file ends, what its Child processes left running is killed (tests/support/stop-children.ts)
          // and process.env is put back as the file found it (tests/support/restore-environment.ts).
          setupFiles: ["tests/support/stop-children.ts", "tests/support/restore-environment.ts"],
          // Files share a worker's modules instead of each starting a process and importing Fastify,
          // the AWS SDK and the release code anew (226 s to 153 s on a loaded machine, decision 088).
          // No integration test mocks a module or fakes the timers (scripts/test-rules.test.ts), and
          // the setup files above put back the environment and the processes a file changed.
          isolate: false,
          // Hang detectors, not speed limits: real servers on two loaded cores can take tens of seconds.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "site",
          // Checks over the built site that need no browser: build/pages read with parse5, the built app through app.inject().
          include: ["tests/site/**/*.site.test.ts"],
          environment: "node",
          globalSetup: [TEMPORARY_FOLDER],
          // Hang detectors, not speed limits: the HTML checker's JVM and the one crawl on two busy cores.
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.e2e.test.ts"],
          environment: "node",
          // The temporary folder first, so the server and browser the browser-test setup starts use it.
          globalSetup: [TEMPORARY_FOLDER, "tests/e2e/support/global-setup.ts"],
          // A worker's files share its modules and its one browser (tests/e2e/support/worker-browser.ts)
          // instead of importing Playwright and launching Chromium once per file; every test makes
          // its own context, and useBrowser() closes what a file left open (decision 052).
          isolate: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: "cluster",
          // The production topology on loopback (tests/cluster/cluster.test.ts).
          include: ["tests/cluster/**/*.test.ts"],
          environment: "node",
          globalSetup: [TEMPORARY_FOLDER],
          // Above the longest wait inside a test (a replica's start may take 60 s to become ready)
          // plus what follows it, on a machine whose cores are taken by other work.
          testTimeout: 150_000,
          hookTimeout: 150_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
