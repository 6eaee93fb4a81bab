import semver from "semver";
import type { ReleaseNotes } from "../../shared/downloads-api";
import { isLocale, LOCALES } from "../../shared/locale";
import { type Architecture, type FileKind, isOperatingSystem, type OperatingSystem } from "../../shared/release-files";
import { hasExtensionOf, isArchitectureOf, isKindOf } from "./file-kinds";
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

/** The fields both schemas share. */
function validateCommon(file: Record<string, unknown>, where: string): void {
  if (!isOperatingSystem(file.os)) fail(where, `has an unknown os ${JSON.stringify(file.os)}`);
  if (!isReleaseVersion(file.version)) fail(where, "has a version that is not a semantic version");
  const fileName = typeof file.path === "string" ? file.path.split("/")[2] : undefined;
  if (
    typeof file.path !== "string" ||
    fileName === undefined ||
    !FILE_NAME.test(fileName) ||
    file.path !== releasePath(file.os as OperatingSystem, file.version as string, fileName)
  ) {
    fail(where, "has a path that is not <os>/<version>/<file name>");
  }
  if (typeof file.sha256 !== "string" || !SHA256.test(file.sha256)) fail(where, "has no lowercase hex SHA-256");
  if (!Number.isSafeInteger(file.size) || (file.size as number) < 0) fail(where, "has no size in bytes");
}

const hasNoDate = (value: unknown) => typeof value !== "string" || Number.isNaN(Date.parse(value));

function validateFile(raw: unknown, index: number): ReleaseFile {
  const where = `files[${index}]`;
  if (typeof raw !== "object" || raw === null) return fail(where, "is not an object");
  const file = raw as Record<string, unknown>;
  validateCommon(file, where);
  if (hasNoDate(file.publishedAt)) fail(where, "has no publishedAt date");
  const os = file.os as OperatingSystem;
  if (!isArchitectureOf(os, file.arch)) fail(where, `has an architecture ${JSON.stringify(file.arch)} that ${os} does not have`);
  if (!isKindOf(os, file.kind)) fail(where, `has a kind ${JSON.stringify(file.kind)} that ${os} does not have`);
  if (!hasExtensionOf(file.kind as FileKind, file.path as string)) fail(where, `has a name that does not end like a ${String(file.kind)}`);
  if (file.sha512 !== undefined && (typeof file.sha512 !== "string" || !SHA512_BASE64.test(file.sha512)))
    fail(where, "has a sha512 that is not base64 of 64 bytes");
  const blockmap = file.blockmap as Record<string, unknown> | undefined;
  if (
    blockmap !== undefined &&
    (typeof blockmap !== "object" ||
      blockmap === null ||
      typeof blockmap.sha256 !== "string" ||
      !SHA256.test(blockmap.sha256) ||
      !Number.isSafeInteger(blockmap.size) ||
      (blockmap.size as number) <= 0)
  )
    fail(where, "has a blockmap without a lowercase hex SHA-256 and a size");
  if (blockmap !== undefined && !FILE_NAME.test(blockmapPath(file.path as string).split("/")[2]!)) fail(where, "has a name too long for a blockmap beside it");
  const { path, version, arch, kind, sha256, sha512, size, publishedAt } = file as unknown as ReleaseFile;
  return {
    path,
    os,
    version,
    arch,
    kind,
    sha256,
    ...(sha512 === undefined ? {} : { sha512 }),
    size,
    publishedAt,
    ...(blockmap === undefined ? {} : { blockmap: { sha256: blockmap.sha256 as string, size: blockmap.size as number } }),
  };
}

function validateRemovedFile(raw: unknown, index: number): RemovedFile {
  const where = `removed[${index}]`;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(where, "is not an object");
  const file = raw as Record<string, unknown>;
  validateCommon(file, where);
  if (hasNoDate(file.removedAt)) fail(where, "has no removedAt date");
  const os = file.os as OperatingSystem;
  if (!isArchitectureOf(os, file.arch)) fail(where, `has an architecture ${JSON.stringify(file.arch)} that ${os} does not have`);
  if (!isKindOf(os, file.kind)) fail(where, `has a kind ${JSON.stringify(file.kind)} that ${os} does not have`);
  if (file.sha512 !== undefined && (typeof file.sha512 !== "string" || !SHA512_BASE64.test(file.sha512)))
    fail(where, "has a sha512 that is not base64 of 64 bytes");
  const yanked = file.yanked === undefined ? undefined : validateYank(file.yanked, where);
  const { path, version, arch, kind, sha256, sha512, size, removedAt } = file as unknown as RemovedFile;
  return { path, os, version, arch, kind, sha256, ...(sha512 === undefined ? {} : { sha512 }), size, removedAt, ...(yanked ? { yanked } : {}) };
}

function validateYank(raw: unknown, where: string): Yank {
  const yank = raw as Record<string, unknown>;
  if (typeof yank !== "object" || yank === null || hasNoDate(yank.at) || typeof yank.reason !== "string" || notesProblem(yank.reason) !== null)
    fail(where, "has a yank without a date and a reason");
  if (yank.rolloutHalted !== undefined && yank.rolloutHalted !== true) fail(where, "has a yank whose rolloutHalted is not true");
  return { at: yank.at as string, reason: yank.reason as string, ...(yank.rolloutHalted ? { rolloutHalted: true as const } : {}) };
}

function validateVersionEntry(raw: unknown, index: number, files: ReleaseFile[]): VersionEntry {
  const where = `versions[${index}]`;
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail(where, "is not an object");
  const entry = raw as Record<string, unknown>;
  if (!isOperatingSystem(entry.os)) fail(where, `has an unknown os ${JSON.stringify(entry.os)}`);
  if (!isReleaseVersion(entry.version)) fail(where, "has a version that is not a semantic version");
  if (!files.some((file) => file.os === entry.os && file.version === entry.version))
    fail(where, `is about ${String(entry.os)} ${String(entry.version)}, which has no files`);
  const result: VersionEntry = { os: entry.os as OperatingSystem, version: entry.version as string };
  if (entry.notes !== undefined) {
    if (typeof entry.notes !== "object" || entry.notes === null || Array.isArray(entry.notes)) fail(where, "has notes that are not an object");
    const notes = entry.notes as Record<string, unknown>;
    const unknown = Object.keys(notes).find((key) => !isLocale(key));
    if (unknown !== undefined) fail(where, `has notes in an unknown language ${JSON.stringify(unknown)}`);
    const kept: ReleaseNotes = {};
    for (const locale of LOCALES) {
      if (notes[locale] === undefined) continue;
      const problem = notesProblem(notes[locale]);
      if (problem) fail(where, `has ${locale} notes that ${problem}`);
      if ((notes[locale] as string).trim() !== "") kept[locale] = notes[locale] as string;
    }
    if (kept.nl !== undefined || kept.en !== undefined) result.notes = kept;
  }
  if (entry.rolloutPercent !== undefined) {
    if (!Number.isInteger(entry.rolloutPercent) || (entry.rolloutPercent as number) < 0 || (entry.rolloutPercent as number) > 99)
      fail(where, "has a rolloutPercent that is not a whole number from 0 to 99");
    result.rolloutPercent = entry.rolloutPercent as number;
  }
  if (entry.schedule !== undefined) {
    const problem = scheduleProblem(entry.schedule);
    if (problem) fail(where, `has a schedule that ${problem}`);
    const { steps, everyMinutes, startsAt, haltedAt } = entry.schedule as RolloutSchedule;
    result.schedule = { steps: [...steps], everyMinutes, startsAt, ...(haltedAt === undefined ? {} : { haltedAt }) };
  }
  if (entry.yanked !== undefined) result.yanked = validateYank(entry.yanked, where);
  return result;
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
  const pinnedRaw = raw ?? {};
  if (typeof pinnedRaw !== "object" || pinnedRaw === null || Array.isArray(pinnedRaw)) return fail("pinned", "is not an object");
  const pinned: Manifest["pinned"] = {};
  for (const [os, version] of Object.entries(pinnedRaw)) {
    if (!isOperatingSystem(os)) fail("pinned", `names an unknown os ${JSON.stringify(os)}`);
    if (!files.some((file) => file.os === os && file.version === version)) fail("pinned", `${os} points to a version that has no files`);
    pinned[os as OperatingSystem] = version as string;
  }
  return pinned;
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
    if (typeof raw !== "object" || raw === null) return fail(where, "is not an object");
    const file = raw as Record<string, unknown>;
    validateCommon(file, where);
    if (hasNoDate(file.publishedAt)) fail(where, "has no publishedAt date");
    if (typeof file.label !== "string" || file.label.trim() === "" || file.label.length > 80) fail(where, "has no label of 1–80 characters");
    const { arch, kind, guess } = classifyV1File({ path: file.path as string, os: file.os as OperatingSystem, label: file.label as string });
    if (guess) unclassified.push(`${String(file.path)} ("${String(file.label)}"): ${guess}`);
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
