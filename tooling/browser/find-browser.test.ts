import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { findChromium, findTestChromium } from "./find-browser";

/** A file that stands in for a browser binary: the finders only ask whether it exists. */
function fakeBinary(name: string): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "find-browser-")), name);
  writeFileSync(file, "");
  return file;
}

describe("the browser the browser tests drive (decision 066)", () => {
  it("is the configured headless shell when there is one", () => {
    const shell = fakeBinary("chromium-headless-shell");
    const full = fakeBinary("chromium");
    expect(findTestChromium({ CHROMIUM_HEADLESS_SHELL_PATH: shell, CHROMIUM_PATH: full })).toBe(shell);
  });

  it("passes over a configured shell that is not there, to Debian's shell or else the full Chromium", () => {
    const full = fakeBinary("chromium");
    const found = findTestChromium({ CHROMIUM_HEADLESS_SHELL_PATH: path.join(tmpdir(), "no-such-shell"), CHROMIUM_PATH: full });
    expect(["/usr/bin/chromium-headless-shell", full]).toContain(found);
  });

  it("is never the shell for the full Chromium, which the back/forward cache test and the benchmarks need", () => {
    const shell = fakeBinary("chromium-headless-shell");
    const full = fakeBinary("chromium");
    expect(findChromium({ CHROMIUM_HEADLESS_SHELL_PATH: shell, CHROMIUM_PATH: full })).toBe(full);
  });
});
