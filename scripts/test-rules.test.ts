import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The waiting rules of decision 029, checked on the text of every test file, so that a fixed
 * wait or a retry is refused when it is written rather than found when it flakes. The forbidden
 * words are put together from parts, so that this file does not trip over itself.
 */

const ROOT = path.resolve(import.meta.dirname, "..");
/** Where tests live: beside the code (`*.test.ts`) and under tests/. */
const TOP_DIRECTORIES = ["app", "config", "content", "server", "scripts", "tests", "tooling"];
const SKIPPED_DIRECTORIES = new Set(["node_modules", "fixtures"]);

function filesUnder(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : filesUnder(relative);
    return [relative];
  });
}

const ALL_FILES = TOP_DIRECTORIES.flatMap(filesUnder);
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs)$/;
/** Test files, and the code only tests run: everything under tests/ and tooling/. */
const TEST_FILES = ALL_FILES.filter(
  (file) => SOURCE.test(file) && (/\.test\.[cm]?[jt]sx?$/.test(file) || file.startsWith("tests/") || file.startsWith("tooling/")),
);
const RUNNER_CONFIGS = [...readdirSync(ROOT), ...ALL_FILES].filter((file) => /(^|\/)(vitest|vite|playwright)(\.[\w-]+)?\.config\.[cm]?[jt]s$/.test(file));

const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** `file:line: text` for every line of these files that matches. */
function offending(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    read(file)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const call = (...parts: string[]) => new RegExp(`\\b${escapeRegExp(parts.join(""))}\\s*\\(`);

/** What a locator reads of the page as it is at that moment. */
const READ = `\\.(${["is", "(Visible|Hidden|Checked)"].join("")}|count|innerText|textContent|inputValue|getAttribute)\\(`;
/**
 * A page read once inside an assertion: `expect(locator.getAttribute("lang")).resolves…`, and
 * `expect(await locator.innerText())`, also wrapped (`expect(words(await locator.innerText()))`).
 * `expect.poll(() => locator.getAttribute("lang"))` reads until it holds, and passes.
 */
const ONE_SHOT_READS = [new RegExp(`expect\\(\\s*[^;]*${READ}[^;]*\\)\\s*(,[^;]*)?\\)\\.resolves`), new RegExp(`expect\\([^;]*\\bawait\\s+[^;]*?${READ}`)];

describe("the test files (decision 029)", () => {
  it("are found: every place tests live is read", () => {
    expect(TEST_FILES).toContain("scripts/test-rules.test.ts");
    for (const directory of ["app/", "server/", "scripts/", "tests/e2e/", "tests/e2e/support/", "tests/site/", "tests/render/", "tests/cluster/"]) {
      expect(
        TEST_FILES.some((file) => file.startsWith(directory)),
        directory,
      ).toBe(true);
    }
    expect(RUNNER_CONFIGS).toEqual(expect.arrayContaining(["vitest.config.ts", "vite.config.ts"]));
  });

  it("are configured in one place: vitest.config.ts, with a project per kind of test (decision 050)", () => {
    expect(RUNNER_CONFIGS.filter((file) => /(^|\/)vitest\./.test(file))).toEqual(["vitest.config.ts"]);
  });

  it("never wait a fixed time in the browser: wait on the condition itself", () => {
    expect(offending(TEST_FILES, call("waitFor", "Timeout")), "use a locator wait, page.waitForFunction, expect.poll or an event (decision 029)").toEqual([]);
  });

  it("read what a page shows by polling it, never once: a one-shot read races the page's script", () => {
    const browserTests = TEST_FILES.filter((file) => file.startsWith("tests/e2e/"));
    for (const oneShot of ONE_SHOT_READS) {
      expect(offending(browserTests, oneShot), "use expect.poll(() => …) (tests/README.md, how a test waits)").toEqual([]);
    }
  });

  it("the rule against one-shot reads catches each way of writing one, and lets a poll pass", () => {
    const lines = [
      'await expect(page.locator("html").getAttribute("lang")).resolves.toBe("en");',
      "await expect(box.inputValue(), typed).resolves.toBe(start);",
      "await expect(banner.isVisible()).resolves.toBe(true);",
      "expect(await price.innerText()).toMatch(/39/);",
      "expect(await rows.count()).toBe(3);",
      'expect(withoutSoftHyphens(await heading.textContent())).toBe("Vragen");',
      'expect(await box.getAttribute("aria-invalid")).toBeNull();',
      "expect(await toggle.isChecked()).toBe(false);",
    ];
    const polls = [
      'await expect.poll(() => page.locator("html").getAttribute("lang")).toBe("en");',
      'await expect.poll(async () => withoutSoftHyphens(await heading.innerText())).toBe("Vragen");',
      "expect(await dev().read(FILE)).toBe(before);",
    ];
    const caught = (line: string) => ONE_SHOT_READS.some((oneShot) => oneShot.test(line));
    expect(lines.filter((line) => !caught(line))).toEqual([]);
    expect(polls.filter(caught)).toEqual([]);
  });

  it("start the app through tooling/app/test-app.ts, except the test of buildApp itself", () => {
    const byHand = offending(TEST_FILES, call("build", "App")).filter((line) => !/^(server\/app\.test\.ts|tooling\/app\/test-app\.ts):/.test(line));
    expect(byHand, "use createTestApp or buildTestApp (tests/README.md)").toEqual([]);
  });

  it("start a process through tooling/servers/ (Child, or a server's own helper), never by hand", () => {
    const testFiles = TEST_FILES.filter((file) => /\.test\.[cm]?[jt]sx?$/.test(file) && !file.startsWith("tooling/servers/"));
    const childProcess = new RegExp(`["']${["(node:)?child", "_process"].join("")}["']`);
    // The unit-test guard's own test calls what the guard refuses.
    const byHand = offending(testFiles, childProcess).filter((line) => !/^tests\/support\/pure-unit-tests\.test\.ts:/.test(line));
    expect(byHand, "use Child (tooling/servers/child.ts): it keeps the output, waits on a condition, and kills what a failed test left running").toEqual([]);
  });

  it("leave the modules and the clock as they found them: the unit, integration and browser projects share a worker's modules between files", () => {
    const mocked = offending(TEST_FILES, new RegExp(`\\bvi\\.(${["mo", "ck", "|doMo", "ck"].join("")})\\(`));
    expect(mocked, "a mocked module stays mocked for the files after it in the worker (vitest.config.ts, isolate: false)").toEqual([]);
    // Unit tests put the clock back in afterEach; the integration tests, which start real parts on a real clock, never fake it.
    const integration = TEST_FILES.filter((file) => file.endsWith(".integration.test.ts"));
    const fakeTimers = new RegExp(`vi\\.${["useFake", "Timers"].join("")}\\(`);
    expect(offending(integration, fakeTimers), "fake timers would stay on for the files after it in the worker (vitest.config.ts, isolate: false)").toEqual([]);
  });

  it("put process.env back with snapshotEnvironment, not name by name: the files share a worker's process", () => {
    // Putting back by hand is a delete for a name that was not there, and each name must be remembered.
    const byHand = new RegExp(`\\bdelete\\s+${["process", "env"].join("\\.")}\\b`);
    expect(
      offending(TEST_FILES, byHand),
      "use snapshotEnvironment (tests/support/environment-snapshot.ts): it removes what was added and sets again what changed",
    ).toEqual([]);
  });

  it("never sleep or poll by timer in the tests under tests/: browser, site, render and cluster", () => {
    const testsFolder = TEST_FILES.filter((file) => file.startsWith("tests/"));
    // A timer that lets the test go on is a sleep; one that only rejects (a deadline with a message) is not.
    const sleep = new RegExp(`${call("set", "Timeout").source}\\s*(\\(\\s*\\)\\s*=>\\s*\\{?\\s*)?(resolve|res|r|done|next)\\b`);
    expect(offending(testsFolder, sleep), "a sleep is a guess at how long something takes (decision 029)").toEqual([]);
    expect(offending(testsFolder, call("set", "Interval")), "a polling loop: use expect.poll or page.waitForFunction (decision 029)").toEqual([]);
  });

  it("never retry a failing test, in a runner's config or in a test's options", () => {
    const retrySetting = new RegExp(`\\b${["retr", "(y|ies)"].join("")}\\s*:`);
    expect(offending(RUNNER_CONFIGS, retrySetting), "a flake is fixed where it lives (decision 029)").toEqual([]);
    // An options object with a retry count, passed to it, test or describe on one line.
    const retryOption = new RegExp(`\\b(it|test|describe)(\\.\\w+)*\\(.*\\{[^}]*\\b${["retr", "y"].join("")}\\s*:`);
    expect(offending(TEST_FILES, retryOption), "a flake is fixed where it lives (decision 029)").toEqual([]);
    const scripts = Object.entries((JSON.parse(read("package.json")) as { scripts: Record<string, string> }).scripts);
    expect(scripts.filter(([, command]) => command.includes(["--", "retry"].join(""))).map(([name]) => name)).toEqual([]);
  });
});
