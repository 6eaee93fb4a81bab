import { describe, expect, it } from "vitest";
import { isReleaseVersion } from "./manifest";
import { checkVersion, UsageError } from "./publish";

/*
 * docs/decisions/031-version-build-metadata.md: a version with build metadata
 * is refused with a sentence that says why, not as "not a semantic version" (it is one).
 */

describe("a version with build metadata", () => {
  it.each(["2.4.0+build.1", "2.4.0+20261125", "2.5.0-beta.1+sha.5114f85"])("refuses %s, saying that updaters would ignore the +part", (version) => {
    expect(() => checkVersion(version)).toThrow(UsageError);
    expect(() => checkVersion(version)).toThrow(
      `--version ${version} carries build metadata (+${version.split("+")[1]}), which semantic versioning ignores when it orders versions: installed apps would take it for ${version.split("+")[0]} and never update from one build of it to another. Give each build its own version (the next patch, or a pre-release such as -rc.1) and keep build numbers in the file name or the notes.`,
    );
  });

  it("is not a version a manifest may hold either", () => {
    expect(isReleaseVersion("2.4.0+build.1")).toBe(false);
    expect(isReleaseVersion("2.4.0")).toBe(true);
  });

  it("still answers other mistakes with the usual sentence", () => {
    expect(() => checkVersion("2.4")).toThrow('--version must be a semantic version such as 2.5.0 or 2.11.0-beta.1 (got "2.4").');
    expect(checkVersion("2.11.0-beta.1")).toBe("2.11.0-beta.1");
  });
});
