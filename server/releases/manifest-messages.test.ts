import { describe, expect, it } from "vitest";
import { releaseFile } from "../../tests/support/release-file";
import { loadManifest } from "./manifest";

/** The words an operator reads when `release verify` or a server start refuses a manifest, one fault at a time. */
const file = (overrides: Record<string, unknown> = {}) => releaseFile("1.0.0", overrides);
const { publishedAt: _publishedAt, ...facts } = file();
const removed = (overrides: Record<string, unknown> = {}) => ({ ...facts, removedAt: "2026-11-20T10:00:00.000Z", ...overrides });
const entry = (overrides: Record<string, unknown> = {}) => ({ os: "win", version: "1.0.0", ...overrides });
const schedule = { steps: [10, 50], everyMinutes: 60, startsAt: "2026-11-01T10:00:00.000Z" };
const v1 = (overrides: Record<string, unknown> = {}) => {
  const { arch: _arch, kind: _kind, ...rest } = file();
  return { ...rest, label: "Installer", ...overrides };
};

const refusals: [string, unknown, string][] = [
  ["a list", [], "Manifest  is not a JSON object."],
  ["null", null, "Manifest  is not a JSON object."],
  ["schema 3", { schemaVersion: 3, files: [] }, "Manifest schemaVersion is not 1 or 2."],
  ["no files", { schemaVersion: 2 }, "Manifest files is not a list."],
  ["a file that is no object", { schemaVersion: 2, files: ["x"] }, "Manifest files[0] is not an object."],
  ["an unknown os", { schemaVersion: 2, files: [file({ os: "linux" })] }, 'Manifest files[0] has an unknown os "linux".'],
  ["no os", { schemaVersion: 2, files: [file({ os: undefined })] }, "Manifest files[0] has an unknown os undefined."],
  ["no semantic version", { schemaVersion: 2, files: [file({ version: "1.0" })] }, "Manifest files[0] has a version that is not a semantic version."],
  [
    "a long version",
    { schemaVersion: 2, files: [file({ version: `1.0.0-${"a".repeat(60)}` })] },
    "Manifest files[0] has a version that is not a semantic version.",
  ],
  [
    "a path of another version",
    { schemaVersion: 2, files: [file({ path: "win/2.0.0/setup-1.0.0.exe" })] },
    "Manifest files[0] has a path that is not <os>/<version>/<file name>.",
  ],
  ["a hidden file", { schemaVersion: 2, files: [file({ path: "win/1.0.0/.exe" })] }, "Manifest files[0] has a path that is not <os>/<version>/<file name>."],
  [
    "a path in a folder",
    { schemaVersion: 2, files: [file({ path: "win/1.0.0/a/b.exe" })] },
    "Manifest files[0] has a path that is not <os>/<version>/<file name>.",
  ],
  ["a path that is no text", { schemaVersion: 2, files: [file({ path: 5 })] }, "Manifest files[0] has a path that is not <os>/<version>/<file name>."],
  ["an upper-case sha256", { schemaVersion: 2, files: [file({ sha256: "A".repeat(64) })] }, "Manifest files[0] has no lowercase hex SHA-256."],
  ["a size that is a fraction", { schemaVersion: 2, files: [file({ size: 1.5 })] }, "Manifest files[0] has no size in bytes."],
  ["a negative size", { schemaVersion: 2, files: [file({ size: -1 })] }, "Manifest files[0] has no size in bytes."],
  ["a size past 2^53", { schemaVersion: 2, files: [file({ size: 2 ** 53 })] }, "Manifest files[0] has no size in bytes."],
  ["no publishedAt", { schemaVersion: 2, files: [file({ publishedAt: "soon" })] }, "Manifest files[0] has no publishedAt date."],
  ["an unknown architecture", { schemaVersion: 2, files: [file({ arch: "ppc" })] }, 'Manifest files[0] has an architecture "ppc" that win does not have.'],
  ["a kind of another system", { schemaVersion: 2, files: [file({ kind: "dmg" })] }, 'Manifest files[0] has a kind "dmg" that win does not have.'],
  ["a name unlike its kind", { schemaVersion: 2, files: [file({ kind: "msi" })] }, "Manifest files[0] has a name that does not end like a msi."],
  ["a hex sha512", { schemaVersion: 2, files: [file({ sha512: "a".repeat(128) })] }, "Manifest files[0] has a sha512 that is not base64 of 64 bytes."],
  [
    "an empty blockmap",
    { schemaVersion: 2, files: [file({ blockmap: { sha256: "a".repeat(64), size: 0 } })] },
    "Manifest files[0] has a blockmap without a lowercase hex SHA-256 and a size.",
  ],
  [
    "a blockmap that is no object",
    { schemaVersion: 2, files: [file({ blockmap: "x" })] },
    "Manifest files[0] has a blockmap without a lowercase hex SHA-256 and a size.",
  ],
  [
    "a name too long for a blockmap",
    { schemaVersion: 2, files: [file({ path: `win/1.0.0/${"a".repeat(112)}.exe`, blockmap: { sha256: "a".repeat(64), size: 1 } })] },
    "Manifest files[0] has a name too long for a blockmap beside it.",
  ],
  [
    "the first fault of the second file",
    { schemaVersion: 2, files: [file(), file({ path: "win/1.0.0/b.exe", size: -1, sha256: "x" })] },
    "Manifest files[1] has no lowercase hex SHA-256.",
  ],
  ["a path twice", { schemaVersion: 2, files: [file(), file()] }, "Manifest path win/1.0.0/setup-1.0.0.exe appears twice."],
  ["versions that are no list", { schemaVersion: 2, files: [file()], versions: {} }, "Manifest versions is not a list."],
  ["an entry that is no object", { schemaVersion: 2, files: [file()], versions: [[]] }, "Manifest versions[0] is not an object."],
  ["an entry of an unknown os", { schemaVersion: 2, files: [file()], versions: [entry({ os: "beos" })] }, 'Manifest versions[0] has an unknown os "beos".'],
  [
    "an entry of no semantic version",
    { schemaVersion: 2, files: [file()], versions: [entry({ version: "v1" })] },
    "Manifest versions[0] has a version that is not a semantic version.",
  ],
  [
    "an entry without files",
    { schemaVersion: 2, files: [file()], versions: [entry({ version: "9.0.0" })] },
    "Manifest versions[0] is about win 9.0.0, which has no files.",
  ],
  ["notes that are a list", { schemaVersion: 2, files: [file()], versions: [entry({ notes: [] })] }, "Manifest versions[0] has notes that are not an object."],
  [
    "notes in German",
    { schemaVersion: 2, files: [file()], versions: [entry({ notes: { en: "Hi", de: "Hallo" } })] },
    'Manifest versions[0] has notes in an unknown language "de".',
  ],
  [
    "notes that are a number",
    { schemaVersion: 2, files: [file()], versions: [entry({ notes: { fr: 5 } })] },
    "Manifest versions[0] has fr notes that are not text.",
  ],
  [
    "notes too long",
    { schemaVersion: 2, files: [file()], versions: [entry({ notes: { en: "x".repeat(8001) } })] },
    "Manifest versions[0] has en notes that are longer than 8000 characters.",
  ],
  [
    "notes with a NUL",
    { schemaVersion: 2, files: [file()], versions: [entry({ notes: { nl: "a\u0000b" } })] },
    "Manifest versions[0] has nl notes that contain control characters.",
  ],
  [
    "a rollout of 100",
    { schemaVersion: 2, files: [file()], versions: [entry({ rolloutPercent: 100 })] },
    "Manifest versions[0] has a rolloutPercent that is not a whole number from 0 to 99.",
  ],
  [
    "a rollout in text",
    { schemaVersion: 2, files: [file()], versions: [entry({ rolloutPercent: "5" })] },
    "Manifest versions[0] has a rolloutPercent that is not a whole number from 0 to 99.",
  ],
  [
    "a schedule that falls",
    { schemaVersion: 2, files: [file()], versions: [entry({ schedule: { ...schedule, steps: [50, 10] } })] },
    "Manifest versions[0] has a schedule that has steps that do not rise.",
  ],
  [
    "a schedule that is no object",
    { schemaVersion: 2, files: [file()], versions: [entry({ schedule: 3 })] },
    "Manifest versions[0] has a schedule that is not an object.",
  ],
  [
    "a yank without a reason",
    { schemaVersion: 2, files: [file()], versions: [entry({ yanked: { at: "2026-11-02T00:00:00.000Z" } })] },
    "Manifest versions[0] has a yank without a date and a reason.",
  ],
  [
    "a yank that is no object",
    { schemaVersion: 2, files: [file()], versions: [entry({ yanked: "yes" })] },
    "Manifest versions[0] has a yank without a date and a reason.",
  ],
  [
    "a yank halted in words",
    { schemaVersion: 2, files: [file()], versions: [entry({ yanked: { at: "2026-11-02T00:00:00.000Z", reason: "crash", rolloutHalted: "yes" } })] },
    "Manifest versions[0] has a yank whose rolloutHalted is not true.",
  ],
  ["an entry twice", { schemaVersion: 2, files: [file()], versions: [entry(), entry()] }, "Manifest versions lists win 1.0.0 twice."],
  ["removed that is no list", { schemaVersion: 2, files: [], removed: {} }, "Manifest removed is not a list."],
  ["a record that is no object", { schemaVersion: 2, files: [], removed: [1] }, "Manifest removed[0] is not an object."],
  ["a record without its date", { schemaVersion: 2, files: [], removed: [removed({ removedAt: undefined })] }, "Manifest removed[0] has no removedAt date."],
  [
    "a record of another system's kind",
    { schemaVersion: 2, files: [], removed: [removed({ kind: "dmg" })] },
    'Manifest removed[0] has a kind "dmg" that win does not have.',
  ],
  [
    "a record with a bad sha512",
    { schemaVersion: 2, files: [], removed: [removed({ sha512: "x" })] },
    "Manifest removed[0] has a sha512 that is not base64 of 64 bytes.",
  ],
  [
    "a record with a bad yank",
    { schemaVersion: 2, files: [], removed: [removed({ yanked: {} })] },
    "Manifest removed[0] has a yank without a date and a reason.",
  ],
  ["a record named twice", { schemaVersion: 2, files: [], removed: [removed(), removed()] }, "Manifest removed names a path twice."],
  ["a pin that is a list", { schemaVersion: 2, files: [file()], pinned: [] }, "Manifest pinned is not an object."],
  ["a pin of an unknown os", { schemaVersion: 2, files: [file()], pinned: { linux: "1.0.0" } }, 'Manifest pinned names an unknown os "linux".'],
  ["a pin without files", { schemaVersion: 2, files: [file()], pinned: { win: "2.0.0" } }, "Manifest pinned win points to a version that has no files."],
  ["schema 1 without files", { schemaVersion: 1 }, "Manifest files is not a list."],
  ["a schema 1 file without a label", { schemaVersion: 1, files: [v1({ label: " " })] }, "Manifest files[0] has no label of 1–80 characters."],
  ["a schema 1 file of an unknown os", { schemaVersion: 1, files: [v1({ os: "linux" })] }, 'Manifest files[0] has an unknown os "linux".'],
];

describe("a refused manifest", () => {
  it.each(refusals)("with %s is named in the operator's words", (_name, raw, message) => {
    expect(() => loadManifest(raw)).toThrow(new Error(message));
  });

  it("accepts every fault's manifest once the fault is taken out", () => {
    expect(() =>
      loadManifest({
        schemaVersion: 2,
        files: [file()],
        versions: [entry({ notes: { nl: "Hoi" }, schedule, yanked: { at: "2026-11-02T00:00:00.000Z", reason: "crash" } })],
        removed: [removed({ path: "win/1.0.0/old.exe" })],
        pinned: {},
      }),
    ).not.toThrow();
    expect(() => loadManifest({ schemaVersion: 1, files: [v1()] })).not.toThrow();
  });
});
