import { describe, expect, it } from "vitest";
import { closingLine, parseRepeatArgs, projectFor, runLine, UsageError } from "./repeat-test";

describe("parseRepeatArgs", () => {
  it("needs only the file: five runs, no load, no bail", () => {
    expect(parseRepeatArgs(["tests/cluster/cluster.test.ts"])).toEqual({
      file: "tests/cluster/cluster.test.ts",
      times: 5,
      load: 0,
      bail: false,
      vitestArgs: [],
    });
  });

  it("reads every option, as `--flag value` and `--flag=value`, in any order", () => {
    expect(parseRepeatArgs(["--times", "3", "a.test.ts", "--project=e2e", "--load=2", "--bail"])).toEqual({
      file: "a.test.ts",
      times: 3,
      project: "e2e",
      load: 2,
      bail: true,
      vitestArgs: [],
    });
    expect(parseRepeatArgs(["a.test.ts", "--times=10", "--project", "site", "--load", "0"])).toMatchObject({ times: 10, project: "site", load: 0 });
  });

  it("hands everything after -- to vitest untouched", () => {
    expect(parseRepeatArgs(["a.test.ts", "--times", "2", "--", "-t", "scrolls --times", "--bail"])).toMatchObject({
      times: 2,
      bail: false,
      vitestArgs: ["-t", "scrolls --times", "--bail"],
    });
  });

  it("answers help", () => {
    expect(parseRepeatArgs(["--help"])).toBe("help");
    expect(parseRepeatArgs(["a.test.ts", "-h"])).toBe("help");
  });

  it.each([
    [[], /which test file/],
    [["a.test.ts", "b.test.ts"], /one test file at a time/],
    [["a.test.ts", "--times"], /--times needs a whole number, got nothing/],
    [["a.test.ts", "--times", "0"], /at least 1/],
    [["a.test.ts", "--times", "2.5"], /whole number/],
    [["a.test.ts", "--times", "-1"], /whole number/],
    [["a.test.ts", "--load", "many"], /--load needs a whole number/],
    [["a.test.ts", "--project"], /--project needs a name/],
    [["a.test.ts", "--project", "--bail"], /--project needs a name/],
    [["a.test.ts", "--project", "browser"], /--project must be one of unit, integration, site, e2e, cluster, got "browser"/],
    [["a.test.ts", "--config", "vitest.config.ts"], /unknown option --config/],
    [["a.test.ts", "--bail=yes"], /takes no value/],
    [["a.test.ts", "--repeat", "3"], /unknown option --repeat/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseRepeatArgs(argv)).toThrow(UsageError);
    expect(() => parseRepeatArgs(argv)).toThrow(message);
  });
});

describe("projectFor", () => {
  it.each([
    ["tests/e2e/template-slider.e2e.test.ts", "e2e"],
    ["tests/site/metadata.site.test.ts", "site"],
    ["server/rate-limits/shared-limits.integration.test.ts", "integration"],
    ["./server/rate-limits/shared-limits.integration.test.ts", "integration"],
    ["tests/cluster/cluster.test.ts", "cluster"],
    ["server/app.test.ts", "unit"],
    ["app/components/sections/slider.test.tsx", "unit"],
  ])("%s runs in project %s", (file, project) => {
    expect(projectFor(file)).toBe(project);
  });
});

describe("report lines", () => {
  it("one line per run, and a closing line that is only the counts", () => {
    expect(runLine(3, 10, true, 14_230)).toBe("run  3/10  pass    14.2 s");
    expect(runLine(10, 10, false, 61_000, "test-results/repeat/x.run-10.log")).toBe("run 10/10  FAIL    61.0 s  (output: test-results/repeat/x.run-10.log)");
    expect(closingLine(4, 1)).toBe("4 passed, 1 failed");
  });
});
