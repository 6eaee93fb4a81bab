import { describe, expect, it } from "vitest";
import { downloadsAnswer } from "./downloads-view";
import { ManifestError, latestVersionOf, validateManifest, versionsOf } from "./manifest";
import { LinkSigner } from "./signing";

const file = (version: string, overrides: Record<string, unknown> = {}) => ({
  path: `win/${version}/setup-${version}.exe`,
  os: "win",
  version,
  label: "Installer",
  sha256: "a".repeat(64),
  size: 10,
  publishedAt: "2026-11-01T10:00:00.000Z",
  ...overrides,
});

describe("validateManifest", () => {
  it("accepts a good manifest and orders versions by semver", () => {
    const manifest = validateManifest({ schemaVersion: 1, files: ["2.9.0", "2.10.0", "10.0.0-rc.1", "2.10.1"].map((v) => file(v)) });
    expect(versionsOf(manifest, "win")).toEqual(["10.0.0-rc.1", "2.10.1", "2.10.0", "2.9.0"]);
    expect(latestVersionOf(manifest, "win")).toBe("10.0.0-rc.1");
    expect(latestVersionOf({ ...manifest, pinned: { win: "2.10.0" } }, "win")).toBe("2.10.0");
    expect(latestVersionOf(manifest, "mac_os")).toBeUndefined();
  });

  it.each([
    ["a path that climbs out", file("1.0.0", { path: "win/1.0.0/../../manifest.json" })],
    ["a path with a backslash", file("1.0.0", { path: "win/1.0.0/a\\b.exe" })],
    ["a path for another version", file("1.0.0", { path: "win/2.0.0/setup.exe" })],
    ["a hidden file", file("1.0.0", { path: "win/1.0.0/.env" })],
    ["an unknown os", file("1.0.0", { os: "linux", path: "linux/1.0.0/setup.exe" })],
    ["a version that is no semver", file("1.0", { path: "win/1.0/setup.exe" })],
    ["an upper-case hash", file("1.0.0", { sha256: "A".repeat(64) })],
    ["a negative size", file("1.0.0", { size: -1 })],
    ["no label", file("1.0.0", { label: " " })],
  ])("refuses %s", (_name, bad) => {
    expect(() => validateManifest({ schemaVersion: 1, files: [bad] })).toThrow(ManifestError);
  });

  it("refuses duplicate paths and a pin to a version without files", () => {
    expect(() => validateManifest({ schemaVersion: 1, files: [file("1.0.0"), file("1.0.0")] })).toThrow(/twice/);
    expect(() => validateManifest({ schemaVersion: 1, pinned: { win: "9.9.9" }, files: [file("1.0.0")] })).toThrow(/pinned/);
    expect(() => validateManifest({ schemaVersion: 2, files: [] })).toThrow(/schemaVersion/);
    expect(() => validateManifest([])).toThrow(ManifestError);
  });

  it("builds the API answer with the first file of the latest version as the main download", () => {
    const manifest = validateManifest({ schemaVersion: 1, files: [file("2.0.0"), file("2.0.0", { path: "win/2.0.0/setup-x86.exe", label: "32-bit" }), file("1.0.0")] });
    const answer = downloadsAnswer(manifest);
    expect(answer.latestVersions.win).toEqual({ url: "win/2.0.0/setup-2.0.0.exe", title: "Installer", version: "2.0.0", sha256: "a".repeat(64), size: 10 });
    expect(Object.keys(answer.files.win?.["2.0.0"] ?? {})).toEqual(["Installer", "32-bit"]);
    expect(answer.files.mac_os).toBeUndefined();
  });
});

describe("LinkSigner", () => {
  const signer = new LinkSigner("s".repeat(32));
  it("accepts its own signature until the expiry, and nothing else", () => {
    const signature = signer.sign("win/1.0.0/a.exe", 1000);
    expect(signer.check("win/1.0.0/a.exe", "1000", signature, 999)).toBe("valid");
    expect(signer.check("win/1.0.0/a.exe", "1000", signature, 1001)).toBe("expired");
    expect(signer.check("win/1.0.0/b.exe", "1000", signature, 999)).toBe("bad-signature");
    expect(signer.check("win/1.0.0/a.exe", "1001", signature, 999)).toBe("bad-signature");
    expect(signer.check("win/1.0.0/a.exe", "1000", `${signature}x`, 999)).toBe("bad-signature");
    expect(signer.check("win/1.0.0/a.exe", ["1000"], signature, 999)).toBe("bad-signature");
    expect(new LinkSigner("t".repeat(32)).check("win/1.0.0/a.exe", "1000", signature, 999)).toBe("bad-signature");
  });
});
