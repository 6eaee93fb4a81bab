import { describe, expect, it } from "vitest";
import { releaseFile } from "../../tests/support/release-file";
import { downloadsAnswer } from "./downloads-view";
import { latestVersionOf, listsVersion, loadManifest, ManifestError, validateManifest, versionsOf } from "./manifest";
import { LinkSigner } from "./signing";

const file = releaseFile;

describe("validateManifest", () => {
  it("accepts a good manifest, orders versions by semver and never makes a pre-release latest", () => {
    const manifest = validateManifest({ schemaVersion: 2, files: ["2.9.0", "2.10.0", "10.0.0-rc.1", "2.10.1"].map((v) => file(v)) });
    expect(versionsOf(manifest, "win")).toEqual(["10.0.0-rc.1", "2.10.1", "2.10.0", "2.9.0"]);
    expect(latestVersionOf(manifest, "win")).toBe("2.10.1");
    expect(latestVersionOf({ ...manifest, pinned: { win: "2.10.0" } }, "win")).toBe("2.10.0");
    // A pin still overrides, even onto a pre-release.
    expect(latestVersionOf({ ...manifest, pinned: { win: "10.0.0-rc.1" } }, "win")).toBe("10.0.0-rc.1");
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
    ["an unknown architecture", file("1.0.0", { arch: "ppc" })],
    ["an architecture the system does not have", file("1.0.0", { arch: "universal" })],
    ["a kind of another system", file("1.0.0", { kind: "dmg", path: "win/1.0.0/setup-1.0.0.dmg" })],
    ["a name that does not end like its kind", file("1.0.0", { kind: "msi" })],
    ["a sha512 that is hex", file("1.0.0", { sha512: "a".repeat(128) })],
  ])("refuses %s", (_name, bad) => {
    expect(() => validateManifest({ schemaVersion: 2, files: [bad] })).toThrow(ManifestError);
  });

  it.each([
    ["notes in an unknown language", { os: "win", version: "1.0.0", notes: { de: "Hallo" } }],
    ["notes that are too long", { os: "win", version: "1.0.0", notes: { en: "x".repeat(8001) } }],
    ["notes with a NUL", { os: "win", version: "1.0.0", notes: { en: "a\u0000b" } }],
    ["a rollout of 100", { os: "win", version: "1.0.0", rolloutPercent: 100 }],
    ["a rollout of 2.5", { os: "win", version: "1.0.0", rolloutPercent: 2.5 }],
    ["an entry for a version without files", { os: "win", version: "9.0.0" }],
  ])("refuses a version entry with %s", (_name, entry) => {
    expect(() => validateManifest({ schemaVersion: 2, files: [file("1.0.0")], versions: [entry] })).toThrow(ManifestError);
  });

  it("returns only the fields it knows, and leaves the object it was given as it was", () => {
    const raw = { schemaVersion: 2, files: [file("1.0.0", { note: "by hand" })], versions: [{ os: "win", version: "1.0.0", rolloutPercent: 5, by: "ops" }] };
    const before = structuredClone(raw);
    const manifest = validateManifest(raw);
    expect(manifest.files[0]).toEqual(file("1.0.0"));
    expect(manifest.versions).toEqual([{ os: "win", version: "1.0.0", rolloutPercent: 5 }]);
    expect(raw).toEqual(before);
  });

  it("refuses duplicate paths and a pin to a version without files", () => {
    expect(() => validateManifest({ schemaVersion: 2, files: [file("1.0.0"), file("1.0.0")] })).toThrow(/twice/);
    expect(() => validateManifest({ schemaVersion: 2, pinned: { win: "9.9.9" }, files: [file("1.0.0")] })).toThrow(/pinned/);
    expect(() => validateManifest({ schemaVersion: 3, files: [] })).toThrow(/schemaVersion/);
    expect(() => validateManifest([])).toThrow(ManifestError);
  });

  it("builds the API answer: main download by architecture, English labels, facts per version", () => {
    const manifest = validateManifest({
      schemaVersion: 2,
      files: [
        file("2.0.0", { path: "win/2.0.0/setup-x86.exe", arch: "x86", publishedAt: "2026-11-02T10:00:00.000Z" }),
        file("2.0.0", { path: "win/2.0.0/setup-arm64.exe", arch: "arm64" }),
        file("2.0.0", { path: "win/2.0.0/portable.zip", kind: "zip" }),
        file("2.0.0"),
        file("1.0.0"),
      ],
      versions: [{ os: "win", version: "2.0.0", notes: { en: "**New**" } }],
    });
    const answer = downloadsAnswer(manifest);
    expect(answer.latestVersions.win).toEqual({
      url: "win/2.0.0/setup-2.0.0.exe",
      title: "Installer (64-bit)",
      label: "Installer (64-bit)",
      version: "2.0.0",
      arch: "x64",
      kind: "installer",
      sha256: "a".repeat(64),
      size: 10,
      publishedAt: "2026-11-01T10:00:00.000Z",
      notes: { en: "**New**" },
    });
    expect(Object.keys(answer.files.win?.["2.0.0"] ?? {})).toEqual(["Installer (64-bit)", "ZIP archive (64-bit)", "Installer (ARM64)", "Installer (32-bit)"]);
    expect(answer.files.win?.["2.0.0"]?.["Installer (32-bit)"]).toMatchObject({ url: "win/2.0.0/setup-x86.exe", arch: "x86", kind: "installer" });
    expect(answer.versions.win).toEqual({
      "2.0.0": { channel: "stable", publishedAt: "2026-11-01T10:00:00.000Z", notes: { en: "**New**" } },
      "1.0.0": { channel: "stable", publishedAt: "2026-11-01T10:00:00.000Z", notes: {} },
    });
    expect(answer.files.mac_os).toBeUndefined();
    expect(answer.betaVersions).toEqual({});
  });

  it("lists a newer pre-release apart as a beta, drops one a release overtook, and follows a pin", () => {
    const files = ["2.11.0-beta.1", "2.10.0", "2.10.0-rc.1"].map((version) => file(version));
    const answer = downloadsAnswer(validateManifest({ schemaVersion: 2, files }));
    expect(answer.latestVersions.win?.version).toBe("2.10.0");
    expect(Object.keys(answer.files.win ?? {})).toEqual(["2.10.0"]);
    expect(Object.keys(answer.betaVersions.win ?? {})).toEqual(["2.11.0-beta.1"]);
    expect(answer.versions.win?.["2.11.0-beta.1"]?.channel).toBe("beta");
    expect(Object.keys(answer.versions.win ?? {})).toEqual(["2.11.0-beta.1", "2.10.0"]);
    const pinned = downloadsAnswer(validateManifest({ schemaVersion: 2, files, pinned: { win: "2.11.0-beta.1" } }));
    expect(pinned.latestVersions.win?.version).toBe("2.11.0-beta.1");
    expect(Object.keys(pinned.files.win ?? {})).toEqual(["2.11.0-beta.1", "2.10.0"]);
    expect(pinned.betaVersions).toEqual({});
    const onlyBetas = downloadsAnswer(validateManifest({ schemaVersion: 2, files: [file("3.0.0-beta.1")] }));
    expect(onlyBetas.latestVersions).toEqual({});
    expect(onlyBetas.files).toEqual({});
    expect(Object.keys(onlyBetas.betaVersions.win ?? {})).toEqual(["3.0.0-beta.1"]);
  });
});

describe("listsVersion, the update checks' question", () => {
  it("answers per system and version, and for each manifest from its own files", () => {
    const older = validateManifest({
      schemaVersion: 2,
      files: [file("2.4.0"), file("2.5.0", { path: "mac_os/2.5.0/Bestelwijs-2.5.0.dmg", os: "mac_os", arch: "universal", kind: "dmg" })],
    });
    expect(listsVersion(older, "win", "2.4.0")).toBe(true);
    expect(listsVersion(older, "mac_os", "2.5.0")).toBe(true);
    expect(listsVersion(older, "win", "2.5.0")).toBe(false);
    expect(listsVersion(older, "win", "2.6.0")).toBe(false);
    const newer = validateManifest({ schemaVersion: 2, files: [file("2.4.0"), file("2.6.0")] });
    expect(listsVersion(newer, "win", "2.6.0")).toBe(true);
    expect(listsVersion(older, "win", "2.6.0")).toBe(false);
  });
});

describe("the removed files a manifest remembers", () => {
  const { publishedAt: _publishedAt, ...facts } = file("2.5.0");
  const gone = { ...facts, removedAt: "2026-11-20T10:00:00.000Z" };

  it("loads a manifest written before the record existed, and leaves the field out while it is empty", () => {
    const manifest = validateManifest({ schemaVersion: 2, files: [file("2.4.0")] });
    expect(manifest.removed).toBeUndefined();
    expect("removed" in validateManifest({ schemaVersion: 2, files: [], removed: [] })).toBe(false);
  });

  it("keeps each record as written", () => {
    expect(validateManifest({ schemaVersion: 2, files: [file("2.4.0")], removed: [gone] }).removed).toEqual([gone]);
  });

  it("refuses a record without its removal date, a path named twice, and a list that is not one", () => {
    const { removedAt: _removedAt, ...undated } = gone;
    expect(() => validateManifest({ schemaVersion: 2, files: [], removed: [undated] })).toThrow("Manifest removed[0] has no removedAt date.");
    expect(() => validateManifest({ schemaVersion: 2, files: [], removed: [gone, gone] })).toThrow("Manifest removed names a path twice.");
    expect(() => validateManifest({ schemaVersion: 2, files: [], removed: {} })).toThrow("Manifest removed is not a list.");
  });
});

describe("a schema 1 manifest", () => {
  const v1 = (version: string, name: string, label: string, os = "win") => ({
    path: `${os}/${version}/${name}`,
    os,
    version,
    label,
    sha256: "b".repeat(64),
    size: 5,
    publishedAt: "2026-01-01T00:00:00.000Z",
  });
  const raw = {
    schemaVersion: 1,
    pinned: { win: "2.4.0" },
    files: [
      v1("2.4.0", "bestelwijs-2.4.0-x64.exe", "Installer (64-bit)"),
      v1("2.4.0", "bestelwijs-2.4.0-x86.exe", "Installer (32-bit)"),
      v1("2.4.0", "setup-arm.exe", "Windows on ARM"),
      v1("2.4.0", "bestelwijs-x86_64.zip", "Portable"),
      v1("2.4.0", "setup.exe", "Installer"),
      v1("2.4.0", "bestelwijs.tar.gz", "Source"),
      v1("2.4.0", "Bestelwijs.dmg", "Disk image (Apple silicon and Intel)", "mac_os"),
      v1("2.4.0", "Bestelwijs-arm64.dmg", "Disk image", "mac_os"),
      v1("2.4.0", "Bestelwijs-intel.pkg", "Package (Intel)", "mac_os"),
      v1("2.4.0", "Bestelwijs.zip", "Update", "mac_os"),
    ],
  };

  it("migrates to schema 2 keeping every file, reading arch and kind from label and name", () => {
    const { manifest, migration } = loadManifest(raw);
    expect(manifest.schemaVersion).toBe(2);
    expect(manifest.pinned).toEqual({ win: "2.4.0" });
    expect(manifest.files.map((f) => [f.path.split("/")[2], f.arch, f.kind])).toEqual([
      ["bestelwijs-2.4.0-x64.exe", "x64", "installer"],
      ["bestelwijs-2.4.0-x86.exe", "x86", "installer"],
      ["setup-arm.exe", "arm64", "installer"],
      ["bestelwijs-x86_64.zip", "x64", "zip"],
      ["setup.exe", "x64", "installer"],
      ["bestelwijs.tar.gz", "x64", "other"],
      ["Bestelwijs.dmg", "universal", "dmg"],
      ["Bestelwijs-arm64.dmg", "arm64", "dmg"],
      ["Bestelwijs-intel.pkg", "x64", "pkg"],
      ["Bestelwijs.zip", "universal", "zip"],
    ]);
    expect(manifest.files.every((f) => f.sha256 === "b".repeat(64) && f.sha512 === undefined && !("label" in f))).toBe(true);
    // The defaults are reported, never silent.
    expect(migration?.unclassified).toHaveLength(3);
    expect(migration?.unclassified.join("\n")).toMatch(/setup\.exe.*so x64[\s\S]*bestelwijs\.tar\.gz.*"other"[\s\S]*Bestelwijs\.zip.*so universal/);
  });

  it("keeps two files that land on the same arch and kind apart in the API answer", () => {
    const answer = downloadsAnswer(validateManifest(raw));
    expect(Object.keys(answer.files.win?.["2.4.0"] ?? {})).toEqual([
      "Installer (64-bit)",
      "Installer (64-bit) – setup.exe",
      "ZIP archive (64-bit)",
      "Download (64-bit)",
      "Installer (ARM64)",
      "Installer (32-bit)",
    ]);
    expect(Object.values(answer.files.win?.["2.4.0"] ?? {})).toHaveLength(6);
    expect(Object.values(answer.files.mac_os?.["2.4.0"] ?? {})).toHaveLength(4);
  });

  it("still refuses a schema 1 file without a label", () => {
    expect(() => loadManifest({ schemaVersion: 1, files: [{ ...v1("1.0.0", "a.exe", ""), label: " " }] })).toThrow(ManifestError);
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
