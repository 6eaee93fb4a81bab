import { describe, expect, it } from "vitest";
import { closingLine, configFor, parseRepeatArgs, runLine, UsageError } from "./repeat-test";

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
    expect(parseRepeatArgs(["--times", "3", "a.test.ts", "--config=x.config.ts", "--load=2", "--bail"])).toEqual({
      file: "a.test.ts",
      times: 3,
      config: "x.config.ts",
      load: 2,
      bail: true,
      vitestArgs: [],
    });
    expect(parseRepeatArgs(["a.test.ts", "--times=10", "--config", "x.config.ts", "--load", "0"])).toMatchObject({ times: 10, config: "x.config.ts", load: 0 });
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
    [["a.test.ts", "--config"], /--config needs a file/],
    [["a.test.ts", "--config", "--bail"], /--config needs a file/],
    [["a.test.ts", "--bail=yes"], /takes no value/],
    [["a.test.ts", "--repeat", "3"], /unknown option --repeat/],
  ])("refuses %j", (argv, message) => {
    expect(() => parseRepeatArgs(argv)).toThrow(UsageError);
    expect(() => parseRepeatArgs(argv)).toThrow(message);
  });
});

describe("configFor", () => {
  it.each([
    ["tests/e2e/template-slider.e2e.test.ts", "vitest.e2e.config.ts"],
    ["server/rate-limits/shared-limits.integration.test.ts", "vitest.integration.config.ts"],
    ["./server/rate-limits/shared-limits.integration.test.ts", "vitest.integration.config.ts"],
    ["tests/cluster/cluster.test.ts", "tests/cluster/vitest.config.ts"],
    ["server/app.test.ts", "vitest.config.ts"],
    ["app/components/sections/slider.test.tsx", "vitest.config.ts"],
  ])("%s runs with %s", (file, config) => {
    expect(configFor(file)).toBe(config);
  });
});

describe("report lines", () => {
  it("one line per run, and a closing line that is only the counts", () => {
    expect(runLine(3, 10, true, 14_230)).toBe("run  3/10  pass    14.2 s");
    expect(runLine(10, 10, false, 61_000, "test-results/repeat/x.run-10.log")).toBe("run 10/10  FAIL    61.0 s  (output: test-results/repeat/x.run-10.log)");
    expect(closingLine(4, 1)).toBe("4 passed, 1 failed");
  });
});
