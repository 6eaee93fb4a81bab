import { Ajv, type ErrorObject, type ValidateFunction } from "ajv";
import semver from "semver";
import type { ReleaseNotes } from "../../shared/downloads-api";
import { LOCALES } from "../../shared/locale";
import { type Architecture, type FileKind, KINDS_OF, OPERATING_SYSTEMS, type OperatingSystem } from "../../shared/release-files";
import { ARCHITECTURES_OF, hasExtensionOf } from "./file-kinds";
import { classifyV1File } from "./migrate-v1";

const SCHEMA_VERSION = 2;

export interface ReleaseFile {
  /** The key the API and the signed links use: "<os>/<version>/<file name>". */
  path: string;
  os: OperatingSystem;
  version: string;
  arch: Architecture;
  kind: FileKind;
  /** SHA-256, lowercase hex. */
  sha256: string;
  /** SHA-512, base64 (what electron-updater checks). Absent only for files migrated from schema 1 until `release migrate` hashes them. */
  sha512?: string;
  size: number;
  publishedAt: string;
  /**
   * The electron-builder blockmap stored beside the file at `<path>.blockmap` (gzip'd JSON), for
   * differential updates (docs/decisions/056-blockmaps-and-differential-updates.md). Absent for
   * files published before blockmaps, and for kinds no updater installs.
   */
  blockmap?: StoredBlockmap;
}

/** The facts of a stored blockmap object, so `release verify` can check it like a file. */
interface StoredBlockmap {
  sha256: string;
  size: number;
}

/** Where a file's blockmap is stored, and the name electron-updater asks for: the file's own, plus ".blockmap". */
export const BLOCKMAP_SUFFIX = ".blockmap";
export const blockmapPath = (filePath: string) => `${filePath}${BLOCKMAP_SUFFIX}`;

/** A file's blockmap as a stored object of its own (its key, size and sha256), for the routes that link to it. */
export const blockmapFileOf = (file: ReleaseFile): ReleaseFile | undefined =>
  file.blockmap && { ...file, path: blockmapPath(file.path), sha256: file.blockmap.sha256, size: file.blockmap.size };

/** Every object the manifest accounts for: each file, and the blockmap beside it when it has one (for `release verify` and `repair`). */
export const storedPathsOf = (manifest: Manifest): Set<string> =>
  new Set(manifest.files.flatMap((file) => (file.blockmap ? [file.path, blockmapPath(file.path)] : [file.path])));

/** What belongs to a version rather than to one of its files. */
export interface VersionEntry {
  os: OperatingSystem;
  version: string;
  notes?: ReleaseNotes;
  /** A staged rollout: the update feed offers this version to this share of installations (0–99). */
  rolloutPercent?: number;
  /** A rollout that advances by itself (`rollout --steps`); replaces rolloutPercent while set (rollout-schedule.ts). */
  schedule?: RolloutSchedule;
  /** Withdrawn by `release yank`: offered nowhere, its files answer 410; the reason is for operators only. */
  yanked?: Yank;
}

export interface RolloutSchedule {
  /** Shares in percent, rising: steps[0] from startsAt, steps[i] from startsAt + i × everyMinutes. */
  steps: number[];
  everyMinutes: number;
  startsAt: string;
  /** Set by `rollout --halt`: the share stays what it was at this moment until `rollout --resume`. */
  haltedAt?: string;
}

export interface Yank {
  at: string;
  reason: string;
  /** The yank halted the version's running schedule at `at`; unyank resumes it (rollout-schedule.ts yankedEntry). */
  rolloutHalted?: true;
}

/**
 * What a removed file was, kept so that its version can never come back with other bytes
 * (docs/decisions/045-removed-files-and-adopted-leftovers.md). One per path; a path that is
 * published again leaves this list.
 */
export type RemovedFile = Omit<ReleaseFile, "publishedAt"> & {
  removedAt: string;
  /** The version's yank, kept when its last file went, so a publish of it again is yanked still (decision 073). */
  yanked?: Yank;
};

export interface Manifest {
  schemaVersion: typeof SCHEMA_VERSION;
  /** An operator may hold "latest" on a version (e.g. while a newer one is being rolled back). */
  pinned: Partial<Record<OperatingSystem, string>>;
  files: ReleaseFile[];
  versions: VersionEntry[];
  /** Files taken out by `release remove`; absent in manifests written before it existed, and while empty. */
  removed?: RemovedFile[];
}

export class ManifestError extends Error {}

export const emptyManifest = (): Manifest => ({ schemaVersion: SCHEMA_VERSION, pinned: {}, files: [], versions: [] });

/** One segment of a stored name: no dots at the start, no separators, nothing a shell or URL must escape. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,119}$/;
const SHA256 = /^[0-9a-f]{64}$/;
const SHA512_BASE64 = /^[A-Za-z0-9+/]{86}==$/;
/** Per language; release notes are a few paragraphs, not a manual. */
export const NOTES_MAX_CHARS = 8000;

export function isReleaseVersion(value: unknown): value is string {
  return typeof value === "string" && value.length <= 64 && semver.valid(value) === value;
}

export const isPrerelease = (version: string): boolean => semver.prerelease(version) !== null;

export function releasePath(os: OperatingSystem, version: string, fileName: string): string {
  return `${os}/${version}/${fileName}`;
}

/** Why a text cannot be release notes, or null when it can. */
export function notesProblem(text: unknown): string | null {
  if (typeof text !== "string") return "are not text";
  if (text.length > NOTES_MAX_CHARS) return `are longer than ${NOTES_MAX_CHARS} characters`;
  // Control characters have no business in notes, and NUL would end a string early in some readers.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing control characters is the point
  if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text)) return "contain control characters";
  return null;
}

const fail = (where: string, what: string): never => {
  throw new ManifestError(`Manifest ${where} ${what}.`);
};

const hasNoDate = (value: unknown) => typeof value !== "string" || Number.isNaN(Date.parse(value));

/*
 * The shape of each entry is a JSON Schema, compiled once when the module loads; what ties one
 * field to another (a path to its os and version, a name to its kind, an entry to the files) and
 * what ties entries together (a path twice, a pin to a version without files) is checked in code
 * after it. `removeAdditional` drops fields no schema names from the copy that is validated, so
 * what comes out holds only what the types say.
 */
const ajv = new Ajv({ allErrors: true, removeAdditional: true, coerceTypes: false, useDefaults: false, strict: true });
ajv.addFormat("release-version", { type: "string", validate: isReleaseVersion });
ajv.addFormat("instant", { type: "string", validate: (text: string) => !hasNoDate(text) });
// A format, not minLength and maxLength: those count code points, the CLI's checks count String#length.
ajv.addFormat("label", { type: "string", validate: (text: string) => text.trim() !== "" && text.length <= 80 });
// Release notes and schedules are checked by the same functions the CLI uses before it writes them, so both refuse alike.
ajv.addKeyword({ keyword: "releaseNotes", schemaType: "boolean", errors: false, validate: (_: boolean, text: unknown) => notesProblem(text) === null });
ajv.addKeyword({ keyword: "rolloutSchedule", schemaType: "boolean", errors: false, validate: (_: boolean, raw: unknown) => scheduleProblem(raw) === null });

const text = (pattern?: RegExp) => ({ type: "string", ...(pattern ? { pattern: pattern.source } : {}) });
const date = { type: "string", format: "instant" };
const byteCount = { type: "integer", minimum: 0, maximum: Number.MAX_SAFE_INTEGER };
/** The os-independent part: a path's last segment is a FILE_NAME; that it matches the os and version is checked in code. */
const commonProperties = {
  os: { enum: [...OPERATING_SYSTEMS] },
  version: { type: "string", format: "release-version" },
  path: text(new RegExp(`^[^/]+/[^/]+/${FILE_NAME.source.slice(1, -1)}$`)),
  sha256: text(SHA256),
  size: byteCount,
};
const yankSchema = {
  type: "object",
  required: ["at", "reason"],
  properties: { at: date, reason: { type: "string", releaseNotes: true }, rolloutHalted: { const: true } },
  additionalProperties: false,
};
/** Each system's architectures and kinds, chosen by the entry's os. */
const archAndKindPerOs = OPERATING_SYSTEMS.map((os) => ({
  if: { type: "object", properties: { os: { const: os } }, required: ["os"] },
  // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
  then: { properties: { arch: { enum: [...ARCHITECTURES_OF[os]] }, kind: { enum: [...KINDS_OF[os], "other"] } } },
}));
const fileProperties = {
  ...commonProperties,
  arch: { type: "string" },
  kind: { type: "string" },
  sha512: text(SHA512_BASE64),
};

const compileEntry = <T>(properties: Record<string, object>, required: string[], extra: object = {}) =>
  ajv.compile<T>({ type: "object", required, properties, additionalProperties: false, ...extra });

const checkFile = compileEntry<ReleaseFile>(
  {
    ...fileProperties,
    publishedAt: date,
    blockmap: {
      type: "object",
      required: ["sha256", "size"],
      properties: { sha256: text(SHA256), size: { ...byteCount, minimum: 1 } },
      additionalProperties: false,
    },
  },
  ["os", "version", "path", "sha256", "size", "publishedAt", "arch", "kind"],
  { allOf: archAndKindPerOs },
);
const checkRemovedFile = compileEntry<RemovedFile>(
  { ...fileProperties, removedAt: date, yanked: yankSchema },
  ["os", "version", "path", "sha256", "size", "removedAt", "arch", "kind"],
  { allOf: archAndKindPerOs },
);
/** A schema 1 file: no architecture or kind yet, a label instead; the migration reads them from it. */
const checkV1File = compileEntry<Record<string, unknown>>(
  { ...commonProperties, publishedAt: date, label: { type: "string", format: "label" } },
  ["os", "version", "path", "sha256", "size", "publishedAt", "label"],
  // The migration keeps what it does not read, as schema 2's check then drops it.
  { additionalProperties: true },
);
const checkVersionEntry = compileEntry<VersionEntry>(
  {
    os: commonProperties.os,
    version: commonProperties.version,
    notes: {
      type: "object",
      propertyNames: { enum: [...LOCALES] },
      properties: Object.fromEntries(LOCALES.map((locale) => [locale, { releaseNotes: true }])),
    },
    rolloutPercent: { type: "integer", minimum: 0, maximum: 99 },
    schedule: {
      type: "object",
      rolloutSchedule: true,
      properties: { steps: true, everyMinutes: true, startsAt: true, haltedAt: true },
      additionalProperties: false,
    },
    yanked: yankSchema,
  },
  ["os", "version"],
);
const checkPinned = ajv.compile<Record<string, unknown>>({ type: "object", propertyNames: { enum: [...OPERATING_SYSTEMS] } });

type Entry = Record<string, unknown>;
/** Today's words for a fault in a field, in the order the fields are named: an entry with several faults gets the first. */
type Faults = [field: string, words: (entry: Entry, value: unknown) => string][];
const osWords = (entry: Entry) => entry.os as string;
const COMMON_FAULTS: Faults = [
  ["", () => "is not an object"],
  ["/os", (_, os) => `has an unknown os ${JSON.stringify(os)}`],
  ["/version", () => "has a version that is not a semantic version"],
  ["/path", () => "has a path that is not <os>/<version>/<file name>"],
  ["/sha256", () => "has no lowercase hex SHA-256"],
  ["/size", () => "has no size in bytes"],
];
const ARCH_AND_KIND_FAULTS: Faults = [
  ["/arch", (entry, arch) => `has an architecture ${JSON.stringify(arch)} that ${osWords(entry)} does not have`],
  ["/kind", (entry, kind) => `has a kind ${JSON.stringify(kind)} that ${osWords(entry)} does not have`],
];
const SHA512_FAULT: Faults[number] = ["/sha512", () => "has a sha512 that is not base64 of 64 bytes"];
const YANK_FAULTS: Faults = [
  ...["/yanked", "/yanked/at", "/yanked/reason"].map((field): Faults[number] => [field, () => "has a yank without a date and a reason"]),
  ["/yanked/rolloutHalted", () => "has a yank whose rolloutHalted is not true"],
];
const FILE_FAULTS: Faults = [
  ...COMMON_FAULTS,
  ["/publishedAt", () => "has no publishedAt date"],
  ...ARCH_AND_KIND_FAULTS,
  SHA512_FAULT,
  ...["/blockmap", "/blockmap/sha256", "/blockmap/size"].map((field): Faults[number] => [
    field,
    () => "has a blockmap without a lowercase hex SHA-256 and a size",
  ]),
];
const REMOVED_FILE_FAULTS: Faults = [...COMMON_FAULTS, ["/removedAt", () => "has no removedAt date"], ...ARCH_AND_KIND_FAULTS, SHA512_FAULT, ...YANK_FAULTS];
const V1_FILE_FAULTS: Faults = [...COMMON_FAULTS, ["/publishedAt", () => "has no publishedAt date"], ["/label", () => "has no label of 1–80 characters"]];
const VERSION_ENTRY_FAULTS: Faults = [
  ["", () => "is not an object"],
  ["/os", (_, os) => `has an unknown os ${JSON.stringify(os)}`],
  ["/version", () => "has a version that is not a semantic version"],
  ["/notes", () => "has notes that are not an object"],
  ["/notes#name", (_, name) => `has notes in an unknown language ${JSON.stringify(name)}`],
  ...LOCALES.map((locale): Faults[number] => [`/notes/${locale}`, (_, notes) => `has ${locale} notes that ${notesProblem(notes)}`]),
  ["/rolloutPercent", () => "has a rolloutPercent that is not a whole number from 0 to 99"],
  ["/schedule", (_, schedule) => `has a schedule that ${scheduleProblem(schedule)}`],
  ...YANK_FAULTS,
];

/** The field an error is about ("/notes/en", "/blockmap/size"), and the value it found there. */
function faultOf(error: ErrorObject, entry: Entry): { field: string; value: unknown } {
  if (error.keyword === "propertyNames" || error.propertyName !== undefined)
    return { field: `${error.instancePath}#name`, value: error.propertyName ?? error.params.propertyName };
  const field = error.keyword === "required" ? `${error.instancePath}/${error.params.missingProperty}` : error.instancePath;
  const value = field
    .split("/")
    .slice(1)
    .reduce<unknown>((at, key) => (typeof at === "object" && at !== null ? (at as Entry)[key] : undefined), entry);
  return { field, value };
}

/**
 * Validates a copy of one entry against its compiled schema and returns it, or throws the fault
 * an operator has always read for the first field in `faults` that has one.
 */
function checked<T>(check: ValidateFunction<T>, faults: Faults, raw: unknown, where: string): T {
  const entry = typeof raw === "object" && raw !== null ? structuredClone(raw) : raw;
  if (check(entry)) return entry;
  // An `if` that held names no field itself; the failing `then` below it does.
  const found = (check.errors ?? []).filter((error) => error.keyword !== "if").map((error) => faultOf(error, raw as Entry));
  for (const [field, words] of faults) {
    const fault = found.find((candidate) => candidate.field === field);
    if (fault) return fail(where, words(raw as Entry, fault.value));
  }
  return fail(where, ajv.errorsText(check.errors, { dataVar: "" }));
}

/** What ties a file's fields together: its path names its own os and version. */
function checkPathOf(file: { os: OperatingSystem; version: string; path: string }, where: string): void {
  if (file.path !== releasePath(file.os, file.version, file.path.split("/")[2] as string)) fail(where, "has a path that is not <os>/<version>/<file name>");
}

function validateFile(raw: unknown, index: number): ReleaseFile {
  const where = `files[${index}]`;
  const file = checked(checkFile, FILE_FAULTS, raw, where);
  checkPathOf(file, where);
  if (!hasExtensionOf(file.kind, file.path)) fail(where, `has a name that does not end like a ${file.kind}`);
  if (file.blockmap !== undefined && !FILE_NAME.test(blockmapPath(file.path).split("/")[2] as string))
    fail(where, "has a name too long for a blockmap beside it");
  return file;
}

function validateRemovedFile(raw: unknown, index: number): RemovedFile {
  const where = `removed[${index}]`;
  const file = checked(checkRemovedFile, REMOVED_FILE_FAULTS, Array.isArray(raw) ? null : raw, where);
  checkPathOf(file, where);
  return file;
}

function validateVersionEntry(raw: unknown, index: number, files: ReleaseFile[]): VersionEntry {
  const where = `versions[${index}]`;
  const entry = checked(checkVersionEntry, VERSION_ENTRY_FAULTS, Array.isArray(raw) ? null : raw, where);
  if (!files.some((file) => file.os === entry.os && file.version === entry.version)) fail(where, `is about ${entry.os} ${entry.version}, which has no files`);
  if (entry.notes === undefined) return entry;
  // Blank notes are no notes; notes without Dutch or English (the fallbacks every language ends in) are none at all.
  const { notes, ...rest } = entry;
  const kept: ReleaseNotes = Object.fromEntries(Object.entries(notes).filter(([, text]) => text.trim() !== ""));
  return kept.nl !== undefined || kept.en !== undefined ? { ...rest, notes: kept } : rest;
}

/** At most this many steps; a rollout is a handful of stages, not a curve. */
export const SCHEDULE_MAX_STEPS = 20;

/** Why a value cannot be a rollout schedule, or null when it can. */
export function scheduleProblem(raw: unknown): string | null {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return "is not an object";
  const schedule = raw as Record<string, unknown>;
  const steps = schedule.steps;
  if (!Array.isArray(steps) || steps.length === 0 || steps.length > SCHEDULE_MAX_STEPS) return `has no list of 1 to ${SCHEDULE_MAX_STEPS} steps`;
  if (!steps.every((step) => Number.isInteger(step) && step >= 0 && step <= 100)) return "has a step that is not a whole percentage from 0 to 100";
  if (!steps.every((step, index) => index === 0 || step > steps[index - 1])) return "has steps that do not rise";
  if (!Number.isSafeInteger(schedule.everyMinutes) || (schedule.everyMinutes as number) < 1) return "has no interval of at least a minute";
  if (hasNoDate(schedule.startsAt)) return "has no start date";
  if (schedule.haltedAt !== undefined && hasNoDate(schedule.haltedAt)) return "has a halt that is not a date";
  return null;
}

function validatePinned(raw: unknown, files: ReleaseFile[]): Manifest["pinned"] {
  const pinned = raw ?? {};
  if (Array.isArray(pinned) || !checkPinned(pinned)) {
    const unknownOs = checkPinned.errors?.find((error) => error.propertyName !== undefined)?.propertyName;
    return fail("pinned", unknownOs === undefined ? "is not an object" : `names an unknown os ${JSON.stringify(unknownOs)}`);
  }
  for (const [os, version] of Object.entries(pinned)) {
    if (!files.some((file) => file.os === os && file.version === version)) fail("pinned", `${os} points to a version that has no files`);
  }
  return pinned as Manifest["pinned"];
}

export interface LoadedManifest {
  manifest: Manifest;
  /** Set when the raw manifest was schema 1: what was read from labels, and which files got a default. */
  migration?: MigrationReport;
}

interface MigrationReport {
  from: 1;
  files: number;
  /** One line per file whose architecture or kind is a default, not what its label or name said. */
  unclassified: string[];
}

/** A schema 1 manifest in schema 2's shape, every file kept; the result is validated like any other. */
function migrateV1(data: Record<string, unknown>): { raw: Record<string, unknown>; report: MigrationReport } {
  if (!Array.isArray(data.files)) fail("files", "is not a list");
  const unclassified: string[] = [];
  const files = (data.files as unknown[]).map((raw, index) => {
    const where = `files[${index}]`;
    const file = checked(checkV1File, V1_FILE_FAULTS, raw, where);
    const { path, os, version, label } = file as { path: string; os: OperatingSystem; version: string; label: string };
    checkPathOf({ path, os, version }, where);
    const { arch, kind, guess } = classifyV1File({ path, os, label });
    if (guess) unclassified.push(`${path} ("${label}"): ${guess}`);
    const { label: _label, ...rest } = file;
    return { ...rest, arch, kind };
  });
  return { raw: { ...data, schemaVersion: SCHEMA_VERSION, files, versions: [] }, report: { from: 1, files: files.length, unclassified } };
}

/** Reads a manifest of either schema; a schema 1 manifest is migrated in memory and reported. */
export function loadManifest(raw: unknown): LoadedManifest {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail("", "is not a JSON object");
  let data = raw as Record<string, unknown>;
  let migration: MigrationReport | undefined;
  if (data.schemaVersion === 1) ({ raw: data, report: migration } = migrateV1(data));
  if (data.schemaVersion !== SCHEMA_VERSION) fail("schemaVersion", `is not 1 or ${SCHEMA_VERSION}`);
  if (!Array.isArray(data.files)) fail("files", "is not a list");
  const files = (data.files as unknown[]).map(validateFile);
  const seenPaths = new Set<string>();
  for (const file of files) {
    if (seenPaths.has(file.path)) fail("path", `${file.path} appears twice`);
    seenPaths.add(file.path);
  }
  const versionsRaw = data.versions ?? [];
  if (!Array.isArray(versionsRaw)) fail("versions", "is not a list");
  const versions = (versionsRaw as unknown[]).map((entry, index) => validateVersionEntry(entry, index, files));
  const seenVersions = new Set<string>();
  for (const entry of versions) {
    const key = `${entry.os}/${entry.version}`;
    if (seenVersions.has(key)) fail("versions", `lists ${entry.os} ${entry.version} twice`);
    seenVersions.add(key);
  }
  const removedRaw = data.removed ?? [];
  if (!Array.isArray(removedRaw)) fail("removed", "is not a list");
  const removed = (removedRaw as unknown[]).map(validateRemovedFile);
  if (new Set(removed.map((file) => file.path)).size !== removed.length) fail("removed", "names a path twice");
  const manifest: Manifest = {
    schemaVersion: SCHEMA_VERSION,
    pinned: validatePinned(data.pinned, files),
    files,
    versions,
    ...(removed.length > 0 ? { removed } : {}),
  };
  return migration ? { manifest, migration } : { manifest };
}

/** Checks a manifest completely before it may replace the one being served. */
export function validateManifest(raw: unknown): Manifest {
  return loadManifest(raw).manifest;
}

/** Every version of a system, yanked ones included, highest first, by semantic version (2.10.0 after 2.9.0), never as strings. */
export function allVersionsOf(manifest: Manifest, os: OperatingSystem): string[] {
  return [...new Set(manifest.files.filter((file) => file.os === os).map((file) => file.version))].sort(semver.rcompare);
}

export const isYanked = (manifest: Manifest, os: OperatingSystem, version: string): boolean => versionEntryOf(manifest, os, version)?.yanked !== undefined;

/**
 * Every version of a system that may be offered, highest first: a yanked version is left out
 * here, so the page, the catalogue, the update check and the feeds all stop offering it at once.
 */
export function versionsOf(manifest: Manifest, os: OperatingSystem): string[] {
  return allVersionsOf(manifest, os).filter((version) => !isYanked(manifest, os, version));
}

/** "Latest" for the page and the feed: the pinned version, else the highest that is not a pre-release (never a yanked one). */
export function latestVersionOf(manifest: Manifest, os: OperatingSystem): string | undefined {
  return pinnedVersionOf(manifest, os) ?? versionsOf(manifest, os).find((version) => !isPrerelease(version));
}

/** The pin that holds: `pin` refuses a yanked version and `yank` a pinned one, so only a hand-edited manifest pins a yanked version, and it is not followed. */
export function pinnedVersionOf(manifest: Manifest, os: OperatingSystem): string | undefined {
  const pinned = manifest.pinned[os];
  return pinned !== undefined && !isYanked(manifest, os, pinned) ? pinned : undefined;
}

export function versionEntryOf(manifest: Manifest, os: OperatingSystem, version: string): VersionEntry | undefined {
  return manifest.versions.find((entry) => entry.os === os && entry.version === version);
}

/** The manifest with one version's entry changed (and dropped when nothing is left in it). */
export function withVersionEntry(manifest: Manifest, os: OperatingSystem, version: string, change: (entry: VersionEntry) => VersionEntry): Manifest {
  const current = versionEntryOf(manifest, os, version) ?? { os, version };
  const next = change({ ...current });
  const empty = next.notes === undefined && next.rolloutPercent === undefined && next.schedule === undefined && next.yanked === undefined;
  const others = manifest.versions.filter((entry) => entry !== versionEntryOf(manifest, os, version));
  return { ...manifest, versions: empty ? others : [...others, next] };
}

/**
 * Each manifest's `os/version` pairs, worked out once: a manifest is never changed once loaded
 * (a change makes a new one), and the update checks, the answers asked for most, ask this of
 * every check, which a scan of the files would make dearer with every release.
 */
const listedVersions = new WeakMap<Manifest, Set<string>>();

/** Whether the manifest has a file of this version for this system. */
export function listsVersion(manifest: Manifest, os: string, version: string): boolean {
  let listed = listedVersions.get(manifest);
  if (!listed) {
    listed = new Set(manifest.files.map((file) => `${file.os}/${file.version}`));
    listedVersions.set(manifest, listed);
  }
  return listed.has(`${os}/${version}`);
}
