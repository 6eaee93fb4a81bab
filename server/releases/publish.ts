import { createHash } from "node:crypto";
import type { Stats } from "node:fs";
import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import semver from "semver";
import type { ReleaseNotes } from "../../shared/downloads-api";
import { LOCALES } from "../../shared/locale";
import { isOperatingSystem, KINDS_OF, type OperatingSystem, type PublishableKind } from "../../shared/release-files";
import { BLOCKMAP_KINDS, BLOCKMAP_MAX_BYTES, blockmapProblem, makeBlockmap } from "./blockmap";
import { ARCHITECTURES_OF, EXTENSIONS_OF, englishLabel, hasExtensionOf, isArchitectureOf, isPublishableKindOf, otherSystemOfFileName } from "./file-kinds";
import { freeSpaceAndRun, fullDiskCause, isFullDisk } from "./full-disk";
import { hashLocalFile } from "./hash";
import {
  blockmapPath,
  FILE_NAME,
  isPrerelease,
  isReleaseVersion,
  loadManifest,
  type Manifest,
  notesProblem,
  type ReleaseFile,
  type RemovedFile,
  releasePath,
  scheduleProblem,
  type VersionEntry,
  validateManifest,
  versionEntryOf,
  withVersionEntry,
  type Yank,
} from "./manifest";
import { type ManifestChange, updateOwnChange } from "./own-change";
import { RefusalError, UnlistedUploadError, UsageError } from "./publish-errors";
import {
  checkStoredCopy,
  leftoverRefusal,
  pinWarning,
  refuseRemovedBytes,
  removedWithOtherBytes,
  replacedRemovedWarning,
  sameBytes,
  startManifest,
} from "./publish-vouching";
import { newSchedule, yankedEntry } from "./rollout-schedule";
import { AlreadyPublishedError, type FileFacts, type ReleaseStore, StoreUnavailableError } from "./store";
import { withTimeLimit } from "./time-limit";

export { RefusalError, UnlistedUploadError, UsageError };

export interface PublishRequest {
  os: string;
  version: string;
  arch: string;
  kind: string;
  file: string;
  /** Markdown per language; replaces that language's notes of the version. */
  notes?: ReleaseNotes;
  /** The blockmap electron-builder wrote for the file (`--blockmap`); without it, one is made. Only for the kinds an updater installs. */
  blockmap?: string;
}

export function checkOs(os: string): OperatingSystem {
  if (!isOperatingSystem(os)) throw new UsageError(`--os must be mac_os or win (got "${os}").`);
  return os;
}

export function checkVersion(version: string): string {
  // Build metadata is semver, so "not a semantic version" would be wrong; say why it is refused (decision 031).
  const build = semver.parse(version)?.build ?? [];
  if (build.length > 0) {
    const core = version.slice(0, version.indexOf("+"));
    throw new UsageError(
      `--version ${version} carries build metadata (+${build.join(".")}), which semantic versioning ignores when it orders versions: installed apps would take it for ${core} and never update from one build of it to another. Give each build its own version (the next patch, or a pre-release such as -rc.1) and keep build numbers in the file name or the notes.`,
    );
  }
  if (!isReleaseVersion(version)) throw new UsageError(`--version must be a semantic version such as 2.5.0 or 2.11.0-beta.1 (got "${version}").`);
  return version;
}

/** Every x.y.z in a file name, with the pre-release tag that follows it, if any ("bestelwijs-2.11.0-beta.1-x64.exe"). */
function versionsNamedIn(fileName: string): Array<{ core: string; text: string }> {
  const found: Array<{ core: string; text: string }> = [];
  for (const match of fileName.matchAll(/(?<![\d.])(\d+\.\d+\.\d+)(?![\d])((?:-[0-9A-Za-z]+(?:\.\d+)*)?)/g)) {
    found.push({ core: match[1]!, text: match[0] });
  }
  return found;
}

const PRERELEASE_WORDS = /^-(?:alpha|beta|rc|pre|preview|dev|canary|nightly|next)/i;

/** Why a file name carries another version than the one being published, or null. */
function versionInNameProblem(fileName: string, version: string): string | null {
  const core = `${semver.major(version)}.${semver.minor(version)}.${semver.patch(version)}`;
  const prerelease = semver.prerelease(version) !== null;
  for (const named of versionsNamedIn(fileName)) {
    if (named.core !== core) return `The file name ${fileName} says version ${named.core}, not ${version}.`;
    const tag = named.text.slice(named.core.length);
    if (!prerelease && PRERELEASE_WORDS.test(tag)) return `The file name ${fileName} says pre-release ${named.text}, not ${version}.`;
  }
  const whole = new RegExp(`(?<![\\d.])${version.replace(/[.+]/g, "\\$&")}(?![0-9A-Za-z]|\\.\\d)`);
  if (prerelease && versionsNamedIn(fileName).length > 0 && !whole.test(fileName))
    return `The file name ${fileName} does not say ${version}; name pre-release files after their whole version.`;
  return null;
}

async function checkRequest(request: PublishRequest): Promise<{ os: OperatingSystem; fileName: string; kind: PublishableKind }> {
  const os = checkOs(request.os);
  checkVersion(request.version);
  if (!isArchitectureOf(os, request.arch)) throw new UsageError(`--arch for ${os} must be ${ARCHITECTURES_OF[os].join(", ")} (got "${request.arch}").`);
  if (!isPublishableKindOf(os, request.kind)) throw new UsageError(`--kind for ${os} must be ${KINDS_OF[os].join(", ")} (got "${request.kind}").`);
  const kind = request.kind;
  for (const locale of LOCALES) {
    const text = request.notes?.[locale];
    const problem = text === undefined ? null : notesProblem(text);
    if (problem) throw new RefusalError(`The ${locale} release notes ${problem}.`);
  }
  const fileName = path.basename(request.file);
  if (!FILE_NAME.test(fileName)) throw new RefusalError(`The file name "${fileName}" may only use letters, digits, dot, dash, plus and underscore.`);
  const otherOs = otherSystemOfFileName(os, fileName);
  if (otherOs) throw new RefusalError(`${fileName} is a file for ${otherOs}, not for ${os}.`);
  if (!hasExtensionOf(kind, fileName)) throw new RefusalError(`Files of kind ${kind} end in ${EXTENSIONS_OF[kind].join(" or ")}; ${fileName} does not.`);
  const versionProblem = versionInNameProblem(fileName, request.version);
  if (versionProblem) throw new RefusalError(versionProblem);
  const info = await withTimeLimit(`Looking at ${request.file}`, stat(request.file)).catch(() => null);
  if (!info?.isFile()) throw new RefusalError(`--file ${request.file} is not a readable file.`);
  if (info.size === 0) throw new RefusalError(`--file ${request.file} is empty (0 bytes); nobody can install that.`);
  if (request.blockmap !== undefined && BLOCKMAP_KINDS[os] !== kind)
    throw new RefusalError(
      `On ${os} only the ${BLOCKMAP_KINDS[os]} gets a blockmap (the updater downloads nothing else); publish this ${kind} without --blockmap.`,
    );
  return { os, fileName, kind };
}

/** A blockmap ready to upload: its bytes in a temporary file, and the facts the manifest keeps. */
interface PreparedBlockmap {
  file: string;
  sha256: string;
  size: number;
  cleanUp(): Promise<void>;
}

/**
 * The file's blockmap: the one given (checked against the file, so a blockmap of another build is
 * refused before anything is uploaded), or one made from the file (blockmap.ts).
 */
async function prepareBlockmap(request: PublishRequest, os: OperatingSystem, kind: PublishableKind, fileSize: number): Promise<PreparedBlockmap | null> {
  if (BLOCKMAP_KINDS[os] !== kind) return null;
  let bytes: Buffer;
  if (request.blockmap !== undefined) {
    const info = await withTimeLimit(`Looking at ${request.blockmap}`, stat(request.blockmap)).catch(() => null);
    if (!info?.isFile()) throw new RefusalError(`--blockmap ${request.blockmap} is not a readable file.`);
    if (info.size > BLOCKMAP_MAX_BYTES)
      throw new RefusalError(`--blockmap ${request.blockmap} is larger than a blockmap may be (${BLOCKMAP_MAX_BYTES} bytes).`);
    bytes = await withTimeLimit(`Reading ${request.blockmap}`, readFile(request.blockmap));
    const problem = blockmapProblem(bytes, fileSize);
    if (problem)
      throw new RefusalError(
        `--blockmap ${request.blockmap} does not match ${path.basename(request.file)}: it ${problem}; give the .blockmap electron-builder wrote beside this very file, or leave --blockmap out and one is made.`,
      );
  } else {
    bytes = await makeBlockmap(request.file);
  }
  const folder = await mkdtemp(path.join(tmpdir(), "bestelwijs-blockmap-")).catch(tempFolderFull);
  const file = path.join(folder, "file.blockmap");
  await writeFile(file, bytes).catch(async (error: unknown) => {
    await rm(folder, { recursive: true, force: true });
    return tempFolderFull(error);
  });
  return { file, sha256: createHash("sha256").update(bytes).digest("hex"), size: bytes.length, cleanUp: () => rm(folder, { recursive: true, force: true }) };
}

/** A full disk under the temporary folder is that folder's to name, not the store's (the CLI would name the store). */
function tempFolderFull(error: unknown): never {
  if (!isFullDisk(error)) throw error;
  throw new RefusalError(
    `Publishing stopped before anything was uploaded: ${fullDiskCause(tmpdir(), error)}, where the blockmap is written before its upload. Nothing was published. ${freeSpaceAndRun(tmpdir(), "this same publish")}; or set TMPDIR to a folder on a disk with room.`,
  );
}

/** Uploads the blockmap beside its file; one an interrupted publish left with these very bytes is taken as it is. */
async function putBlockmap(store: ReleaseStore, entry: ReleaseFile, prepared: PreparedBlockmap): Promise<void> {
  const key = blockmapPath(entry.path);
  try {
    await store.putFile(key, prepared.file);
  } catch (error) {
    if (!(error instanceof AlreadyPublishedError)) throw error;
    const stored = await store.hashFile(key);
    if (stored.sha256 === prepared.sha256) return;
    // Another publish of this path owns it: say so as a publish of its file would.
    const listed = await listedEntry(store, entry.path);
    if (listed) throw new AlreadyPublishedError(`${listed.path} is already published; published versions never change.`);
    throw new RefusalError(
      `${key} is already in the store with other bytes, left by an interrupted publish: \`release verify\` names it and \`release repair --apply\` removes it once it is old enough; then publish again.`,
    );
  }
}

const withNotes = (manifest: Manifest, os: OperatingSystem, version: string, notes: ReleaseNotes | undefined): Manifest =>
  notes === undefined || (notes.nl === undefined && notes.en === undefined)
    ? manifest
    : withVersionEntry(manifest, os, version, (entry) => {
        const merged = { ...entry.notes, ...notes };
        // An empty text clears that language.
        for (const locale of LOCALES) if (merged[locale]?.trim() === "") delete merged[locale];
        return { ...entry, notes: LOCALES.every((locale) => merged[locale] === undefined) ? undefined : merged };
      });

const ENTRY_FIELDS = ["path", "os", "version", "arch", "kind", "sha256", "sha512", "size", "publishedAt"] as const satisfies ReadonlyArray<keyof ReleaseFile>;

/**
 * The whole entry, not only its path: another publish of the same path carries another
 * publishedAt (and usually other bytes), and must never be taken for ours.
 */
const isSameEntry = (a: ReleaseFile, b: ReleaseFile): boolean => ENTRY_FIELDS.every((field) => a[field] === b[field]);

/** How far a new version reaches when it is published: rollout's own two forms (rollout-commands.ts). */
export type RolloutChoice = { percent: number } | { steps: number[]; everyMinutes: number };

export interface PublishOptions {
  /** Publish even though a removed file of this version had other bytes (`--replace-removed`). */
  replaceRemoved?: boolean;
  /**
   * Written in the same manifest change as the file, so the version is never offered beyond it.
   * Required for a stable version that installations of an earlier one would be offered
   * (docs/decisions/067-staged-from-the-first-second.md).
   */
  rollout?: RolloutChoice;
}

export interface PublishOutcome {
  file: ReleaseFile;
  /** The object was already in the store, with these very bytes, left by an interrupted publish: only the manifest entry was written. */
  adopted: boolean;
  /** The version was already published: the file joined it under the rollout it had. */
  rolloutKept: boolean;
  /** The store's answer to the manifest write was lost, and the manifest read back holds the entry (own-change.ts). */
  landedLate: boolean;
  /** Sentences for the operator: published, but something will not go as they may expect. */
  warnings: string[];
}

/** publish(), for callers that only need the entry. */
export async function publish(store: ReleaseStore, request: PublishRequest, now = new Date(), options: PublishOptions = {}): Promise<ReleaseFile> {
  return (await publishFile(store, request, now, options)).file;
}

/**
 * Uploads the file first and adds it to the manifest last, so a reader never sees a file that is
 * not there. Whatever fails, an object the manifest lists is never deleted
 * (docs/decisions/023-conditional-writes-and-read-through.md). Refuses what it cannot vouch for:
 * a store whose manifest is lost, a source that changed while it was read, other bytes for a
 * version once published (docs/decisions/045-removed-files-and-adopted-leftovers.md).
 */
export async function publishFile(store: ReleaseStore, request: PublishRequest, now = new Date(), options: PublishOptions = {}): Promise<PublishOutcome> {
  const { os, fileName, kind } = await checkRequest(request);
  if (options.rollout) checkRolloutChoice(options.rollout);
  const arch = request.arch as ReleaseFile["arch"];
  const before = await withTimeLimit(`Looking at ${request.file}`, stat(request.file));
  const { sha256, sha512, size } = await hashLocalFile(request.file);
  if (size === 0) throw new RefusalError(`--file ${request.file} is empty (0 bytes); nobody can install that.`);
  const blockmap = await prepareBlockmap(request, os, kind, size);
  try {
    return await publishPrepared(store, request, { os, fileName, kind, arch, sha256, sha512, size, before, blockmap }, now, options);
  } finally {
    await blockmap?.cleanUp();
  }
}

interface Prepared {
  os: OperatingSystem;
  fileName: string;
  kind: PublishableKind;
  arch: ReleaseFile["arch"];
  sha256: string;
  sha512: string;
  size: number;
  before: Stats;
  blockmap: PreparedBlockmap | null;
}

async function publishPrepared(
  store: ReleaseStore,
  request: PublishRequest,
  { os, fileName, kind, arch, sha256, sha512, size, before, blockmap }: Prepared,
  now: Date,
  options: PublishOptions,
): Promise<PublishOutcome> {
  const entry: ReleaseFile = {
    path: releasePath(os, request.version, fileName),
    os,
    version: request.version,
    arch,
    kind,
    sha256,
    sha512,
    size,
    publishedAt: now.toISOString(),
    ...(blockmap ? { blockmap: { sha256: blockmap.sha256, size: blockmap.size } } : {}),
  };
  const warnings: string[] = [];

  const raw = await store.readManifest();
  if (raw === null) await startManifest(store, entry);
  else {
    // Before the upload, so a refused installer is not sent first; the manifest change checks again.
    const manifest = validateManifest(raw);
    if (!options.replaceRemoved) refuseRemovedBytes(removedWithOtherBytes(manifest, entry), entry);
    withRollout(manifest, os, entry.version, options.rollout, now);
  }

  // The store refuses an object that exists, so the bytes of a published file are never replaced.
  let adopted = false;
  try {
    await store.putFile(entry.path, request.file);
  } catch (error) {
    if (isFullDisk(error))
      throw new RefusalError(
        `Publishing ${entry.path} stopped: ${fullDiskCause(store.location, error)}, so the file could not be copied into the store. Nothing was published: the manifest does not list it, and no part of the copy was kept. ${freeSpaceAndRun(store.location, "this same publish")}.`,
      );
    if (!(error instanceof AlreadyPublishedError)) throw error;
    const listed = await listedEntry(store, entry.path);
    if (listed === undefined)
      throw new StoreUnavailableError(`${entry.path} is already in the store, and the manifest cannot be read to tell whether it is published; try again.`);
    if (listed)
      throw new AlreadyPublishedError(
        sameBytes(entry as FileFacts, listed)
          ? `${listed.path} is already published with these very bytes (${listed.publishedAt}); nothing to do.`
          : `${listed.path} is already published with other bytes; published versions never change: publish a new version.`,
      );
    const refusal = await leftoverRefusal(store, entry, request.file, now.getTime());
    if (refusal) throw refusal;
    adopted = true;
  }

  if (!adopted) await checkStoredCopy(store, entry, request.file, before);
  // Before the manifest names the file, so a feed never points to a blockmap that is not there yet.
  if (blockmap)
    await putBlockmap(store, entry, blockmap).catch((error: unknown) => {
      throw isFullDisk(error) ? unlistedOnFullDisk(store, entry, error, "its blockmap could not be stored", { adopted, known: true }) : error;
    });

  // Set once a manifest holding our entry was handed to the store: from then on that write may
  // land late (a request still on its way), so our object must stay even if the manifest lacks it now.
  let writeAttempted = false;
  let replaced: RemovedFile[] = [];
  let pinned: string | undefined;
  let rolloutKept = false;
  let keptYank: Yank | undefined;
  let landedLate = false;
  try {
    const change = await updateOwnChange(
      store,
      (current) => {
        const samePath = current.files.find((file) => file.path === entry.path);
        if (samePath) throw new AlreadyPublishedError(`${samePath.path} is already published; published versions never change.`);
        const sameKind = current.files.find((file) => file.os === os && file.version === entry.version && file.arch === arch && file.kind === kind);
        if (sameKind)
          throw new AlreadyPublishedError(
            `${os} ${entry.version} already has its "${englishLabel(os, arch, kind)}": ${sameKind.path}. Published versions never change; publish a new version.`,
          );
        replaced = removedWithOtherBytes(current, entry);
        if (!options.replaceRemoved) refuseRemovedBytes(replaced, entry);
        pinned = current.pinned[os];
        rolloutKept = current.files.some((file) => file.os === os && file.version === entry.version);
        keptYank = rolloutKept ? undefined : removedYankOf(current, os, entry.version);
        const staged = withKeptYank(withRollout(current, os, entry.version, options.rollout, now), os, entry.version, keptYank, now);
        const removed = (staged.removed ?? []).filter((gone) => gone.path !== entry.path);
        const next = withNotes({ ...staged, files: [...staged.files, entry], removed }, os, entry.version, request.notes);
        writeAttempted = true;
        return next;
      },
      (manifest) => manifest.files.find((file) => file.path === entry.path),
    );
    landedLate = change.landedLate;
  } catch (error) {
    // Not ours (updateOwnChange looked): unknown (the store cannot be read), listed under another
    // publish, or possibly still being written. Leave the object; an unlisted one is an orphan,
    // harmless to every reader. An adopted object was never ours to delete.
    const listed = await listedEntry(store, entry.path);
    if (listed === null && !writeAttempted && !adopted) {
      await store.deleteFile(entry.path).catch(() => undefined);
      if (blockmap) await store.deleteFile(blockmapPath(entry.path)).catch(() => undefined);
      if (isFullDisk(error))
        throw new RefusalError(
          `Publishing ${entry.path} stopped: ${fullDiskCause(store.location, error)}, so the manifest could not be written. Nothing was published: the manifest is as it was, and the upload was removed again. ${freeSpaceAndRun(store.location, "this same publish")}.`,
          { cause: error },
        );
    } else if (!listed && isFullDisk(error))
      throw unlistedOnFullDisk(store, entry, error, "the manifest could not be written", { adopted, known: listed === null });
    else if (!listed && !(error instanceof AlreadyPublishedError || error instanceof RefusalError))
      throw new UnlistedUploadError(
        `Publishing ${entry.path} did not finish (${(error as Error).message.replace(/\.$/, "")}); its upload stays in the store and the manifest may not list it: run this same publish again once the cause is fixed, and it lists the upload as it is (\`release verify\` names it meanwhile).`,
        { cause: error },
      );
    throw error;
  }
  if (adopted) await confirmAdopted(store, entry);
  for (const gone of replaced) warnings.push(replacedRemovedWarning(entry, gone));
  if (keptYank)
    warnings.push(
      `${os} ${entry.version} was yanked on ${keptYank.at} (${keptYank.reason}) before its files were removed, and stays yanked: offered to nobody, its files answer 410; \`release unyank --os ${os} --version ${entry.version}\` offers it again.`,
    );
  if (pinned !== undefined && semver.gt(entry.version, pinned)) warnings.push(pinWarning(entry, pinned));
  return { file: entry, adopted, warnings, rolloutKept, landedLate };
}

/**
 * A full disk met after the file's upload landed: the upload stays, the manifest does not list it
 * (`known`: it was read back without it), and the same publish run again lists it as it is.
 */
function unlistedOnFullDisk(
  store: ReleaseStore,
  entry: ReleaseFile,
  error: unknown,
  stopped: string,
  { adopted, known }: { adopted: boolean; known: boolean },
): UnlistedUploadError {
  const upload = adopted ? "The upload an interrupted publish left with these very bytes is in the store" : `The file is uploaded (${entry.size} bytes)`;
  return new UnlistedUploadError(
    `Publishing ${entry.path} did not finish: ${fullDiskCause(store.location, error)}, so ${stopped}. ${upload}, but the manifest ${known ? "does not" : "may not"} list it, so nobody is offered it yet. ${freeSpaceAndRun(store.location, "this same publish")}: it lists the upload as it is (\`release verify\` names it meanwhile).`,
    { cause: error },
  );
}

function checkRolloutChoice(choice: RolloutChoice): void {
  if ("percent" in choice) {
    if (!Number.isInteger(choice.percent) || choice.percent < 0 || choice.percent > 100)
      throw new UsageError(`--percent must be a whole number from 0 to 100 (got "${choice.percent}").`);
    return;
  }
  const problem = scheduleProblem(newSchedule(choice.steps, choice.everyMinutes, 0));
  if (problem) throw new UsageError(`The schedule ${problem}.`);
}

const describeRollout = (entry: VersionEntry | undefined): string =>
  entry?.schedule
    ? `a schedule of ${entry.schedule.steps.join(",")}% every ${entry.schedule.everyMinutes} minutes`
    : entry?.rolloutPercent !== undefined
      ? `${entry.rolloutPercent}% of installations`
      : "every installation";

/** The choice asks for the rollout the version already has (a schedule by its steps and interval, whenever it started). */
function isSameRollout(entry: VersionEntry | undefined, choice: RolloutChoice): boolean {
  if ("percent" in choice) return !entry?.schedule && (entry?.rolloutPercent ?? 100) === choice.percent;
  const schedule = entry?.schedule;
  return schedule !== undefined && schedule.everyMinutes === choice.everyMinutes && schedule.steps.join(",") === choice.steps.join(",");
}

/**
 * The manifest with the new version's rollout, before its file is added; refuses a stable version
 * that would reach installations of an earlier one with no reach named, and a choice that would
 * silently change the rollout of a version already published (decision 067).
 */
function withRollout(manifest: Manifest, os: OperatingSystem, version: string, choice: RolloutChoice | undefined, now: Date): Manifest {
  const published = manifest.files.some((file) => file.os === os && file.version === version);
  if (published) {
    if (choice && !isSameRollout(versionEntryOf(manifest, os, version), choice))
      throw new RefusalError(
        `${os} ${version} is already published and offered to ${describeRollout(versionEntryOf(manifest, os, version))}; a further file keeps that rollout, so publish it without --percent or --steps, and change the rollout with \`release rollout\`. Nothing was published.`,
      );
    return manifest;
  }
  if (!choice) {
    const earlier = [...manifest.files, ...(manifest.removed ?? [])].some((file) => file.os === os && semver.lt(file.version, version));
    if (earlier && !isPrerelease(version))
      throw new RefusalError(
        `${os} ${version} would be offered at once to every installation that runs an earlier ${os} version; say how far it reaches: --percent N (such as --percent 5), --steps 5,25,50,100 --every 24h, or --percent 100 for every installation at once. Nothing was published.`,
      );
    return manifest;
  }
  return withVersionEntry(manifest, os, version, ({ rolloutPercent: _percent, schedule: _schedule, ...entry }) =>
    "percent" in choice
      ? { ...entry, ...(choice.percent === 100 ? {} : { rolloutPercent: choice.percent }) }
      : { ...entry, schedule: newSchedule(choice.steps, choice.everyMinutes, now.getTime()) },
  );
}

/** The yank a removed version's last file took with it (remove), if any. */
const removedYankOf = (manifest: Manifest, os: OperatingSystem, version: string): Yank | undefined =>
  (manifest.removed ?? []).find((gone) => gone.os === os && gone.version === version && gone.yanked)?.yanked;

/** The version yanked again as its first file comes back; the yank leaves its removal records, so it lives in one place. */
function withKeptYank(manifest: Manifest, os: OperatingSystem, version: string, yank: Yank | undefined, now: Date): Manifest {
  if (!yank) return manifest;
  const removed = (manifest.removed ?? []).map((gone) => {
    if (gone.os !== os || gone.version !== version) return gone;
    const { yanked: _moved, ...rest } = gone;
    return rest;
  });
  return { ...withVersionEntry(manifest, os, version, (entry) => yankedEntry(entry, yank, now.getTime())), removed };
}

/**
 * An adopted leftover may belong to a publish that is still running and about to delete it (its
 * own refusal); should it be gone once our entry is written, the entry goes too.
 */
async function confirmAdopted(store: ReleaseStore, entry: ReleaseFile): Promise<void> {
  if (await store.exists(entry.path).catch(() => true)) return;
  await store
    .updateManifest((current) => ({ ...current, files: current.files.filter((file) => !(file.path === entry.path && isSameEntry(file, entry))) }))
    .catch(() => undefined);
  throw new RefusalError(`${entry.path} was removed from the store while this publish listed it; publish it again.`);
}

/** The manifest's entry for a path, null when it has none, undefined when the manifest cannot be read. */
async function listedEntry(store: ReleaseStore, releaseKey: string): Promise<ReleaseFile | null | undefined> {
  try {
    const raw = await store.readManifest();
    if (raw === null) return null;
    return validateManifest(raw).files.find((file) => file.path === releaseKey) ?? null;
  } catch {
    return undefined;
  }
}

export function requireVersion(manifest: Manifest, os: OperatingSystem, version: string, doing: string): void {
  if (!manifest.files.some((file) => file.os === os && file.version === version))
    throw new RefusalError(`${os} has no version ${version} to ${doing}; \`release list\` shows what is published.`);
}

/** Sets or replaces (an empty text clears) a published version's notes. */
export async function setNotes(store: ReleaseStore, os: string, version: string, notes: ReleaseNotes): Promise<ManifestChange> {
  const system = checkOs(os);
  checkVersion(version);
  for (const locale of LOCALES) {
    const problem = notes[locale] === undefined ? null : notesProblem(notes[locale]);
    if (problem) throw new RefusalError(`The ${locale} release notes ${problem}.`);
  }
  return updateOwnChange(
    store,
    (current) => {
      requireVersion(current, system, version, "write notes for");
      return withNotes(current, system, version, notes);
    },
    (manifest) => versionEntryOf(manifest, system, version),
  );
}

/** Offers a version to `percent` of installations through the update feed; 100 ends the rollout. */
export async function rollout(store: ReleaseStore, os: string, version: string, percent: number): Promise<ManifestChange> {
  const system = checkOs(os);
  checkVersion(version);
  if (!Number.isInteger(percent) || percent < 0 || percent > 100) throw new UsageError(`--percent must be a whole number from 0 to 100 (got "${percent}").`);
  return updateOwnChange(
    store,
    (current) => {
      requireVersion(current, system, version, "roll out");
      // A fixed share replaces a schedule: the operator has taken over by hand.
      return withVersionEntry(current, system, version, ({ schedule: _schedule, ...entry }) => ({
        ...entry,
        rolloutPercent: percent === 100 ? undefined : percent,
      }));
    },
    (manifest) => versionEntryOf(manifest, system, version),
  );
}

/**
 * Takes a file out of the manifest first, then out of storage, so no served link points to nothing.
 * A removal whose write landed late still deletes the file: left in the store, it would look like an
 * interrupted publish's upload.
 */
export async function remove(store: ReleaseStore, releaseKey: string, now = new Date()): Promise<ManifestChange> {
  let hadBlockmap = false;
  const change = await updateOwnChange(
    store,
    (current) => {
      const file = current.files.find((candidate) => candidate.path === releaseKey);
      hadBlockmap = file?.blockmap !== undefined;
      const gone = current.removed?.find((candidate) => candidate.path === releaseKey);
      if (!file && gone)
        throw new RefusalError(
          `${releaseKey} is no longer in the manifest: it was removed on ${gone.removedAt}, so there is nothing to do. Should its file still be in the store, \`release verify\` names it and \`release repair --apply\` removes it.`,
        );
      if (!file) throw new RefusalError(`${releaseKey} is not in the manifest; \`release list\` shows what is.`);
      const files = current.files.filter((candidate) => candidate !== file);
      const versionGone = !files.some((other) => other.os === file.os && other.version === file.version);
      const pinned = { ...current.pinned };
      if (versionGone && pinned[file.os] === file.version) delete pinned[file.os];
      const versions = versionGone ? current.versions.filter((entry) => !(entry.os === file.os && entry.version === file.version)) : current.versions;
      // Remembered, so that the version cannot come back with other bytes (publish refuses them), nor
      // be offered again by a publish of it: the version's yank goes with its last file.
      const { publishedAt: _publishedAt, blockmap: _blockmap, ...facts } = file;
      const yank = versionGone ? versionEntryOf(current, file.os, file.version)?.yanked : undefined;
      const record: RemovedFile = { ...facts, removedAt: now.toISOString(), ...(yank ? { yanked: { at: yank.at, reason: yank.reason } } : {}) };
      const removed = [...(current.removed ?? []).filter((gone) => gone.path !== file.path), record];
      return { ...current, files, pinned, versions, removed };
    },
    (manifest) => [manifest.files.find((file) => file.path === releaseKey), manifest.removed?.find((gone) => gone.path === releaseKey)],
  );
  try {
    await store.deleteFile(releaseKey);
    if (hadBlockmap) await store.deleteFile(blockmapPath(releaseKey));
  } catch (error) {
    throw new StoreUnavailableError(
      `${releaseKey} is out of the manifest and offered nowhere, but deleting its file failed (${(error as Error).message.replace(/\.$/, "")}); \`release verify\` names what is left and \`release repair --apply\` removes it.`,
      { cause: error },
    );
  }
  return change;
}

/**
 * Holds "latest" for one system on a version, or (version null) goes back to the highest. A pin
 * holds every channel (server/api/updates/offer.ts), so a pre-release is refused: stable
 * installations would be offered the beta, and an update never goes back to a lower version.
 */
export async function pin(store: ReleaseStore, os: string, version: string | null): Promise<ManifestChange> {
  const system = checkOs(os);
  if (version !== null) checkVersion(version);
  if (version !== null && isPrerelease(version))
    throw new RefusalError(
      `${version} is a pre-release, and a pin holds every channel, stable included: stable installations would be offered the beta and could not go back, since an update never goes to a lower version; pin a release instead (a beta reaches beta installations without a pin).`,
    );
  return updateOwnChange(
    store,
    (current) => {
      const pinned = { ...current.pinned };
      if (version === null) delete pinned[system];
      else {
        requireVersion(current, system, version, "pin");
        const yanked = versionEntryOf(current, system, version)?.yanked;
        if (yanked)
          throw new RefusalError(
            `${system} ${version} was yanked on ${yanked.at} and cannot be pinned; \`release unyank --os ${system} --version ${version}\` first if it is good after all.`,
          );
        pinned[system] = version;
      }
      return { ...current, pinned };
    },
    (manifest) => manifest.pinned[system] ?? null,
  );
}

/** Re-hashes every stored file; returns one line per file that does not match the manifest. */
export async function verify(store: ReleaseStore, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    const facts = await store.hashFile(file.path).catch((error: Error) => error);
    if (facts instanceof Error) problems.push(`${file.path}: cannot be read (${facts.message})`);
    else if (facts.size !== file.size || facts.sha256 !== file.sha256)
      problems.push(`${file.path}: stored ${facts.size} bytes sha256 ${facts.sha256}, manifest says ${file.size} bytes sha256 ${file.sha256}`);
    else if (file.sha512 === undefined) problems.push(`${file.path}: has no sha512 yet (published before schema 2); \`release migrate\` adds it`);
    else if (facts.sha512 !== file.sha512) problems.push(`${file.path}: stored sha512 ${facts.sha512}, manifest says ${file.sha512}`);
    if (file.blockmap) problems.push(...(await verifyBlockmap(store, file.path, file.blockmap)));
  }
  return problems;
}

async function verifyBlockmap(store: ReleaseStore, filePath: string, expected: { sha256: string; size: number }): Promise<string[]> {
  const key = blockmapPath(filePath);
  const facts = await store.hashFile(key).catch((error: Error) => error);
  if (facts instanceof Error) return [`${key}: cannot be read (${facts.message})`];
  if (facts.size !== expected.size || facts.sha256 !== expected.sha256)
    return [`${key}: stored ${facts.size} bytes sha256 ${facts.sha256}, manifest says ${expected.size} bytes sha256 ${expected.sha256}`];
  return [];
}

export interface MigrateResult {
  manifest: Manifest;
  /** From schema 1, or 2 when only sha512s were missing. */
  from: number;
  unclassified: string[];
  hashed: string[];
  problems: string[];
  landedLate: boolean;
}

/**
 * Writes the manifest as schema 2 and adds the SHA-512 of every file that lacks one, after
 * checking its SHA-256 still matches: a file that changed behind the manifest's back is reported,
 * never given a new hash. Safe to run twice.
 */
export async function migrate(store: ReleaseStore): Promise<MigrateResult | null> {
  const raw = await store.readManifest();
  if (raw === null) return null;
  const loaded = loadManifest(raw);
  const hashes = new Map<string, string>();
  const problems: string[] = [];
  for (const file of loaded.manifest.files.filter((candidate) => candidate.sha512 === undefined)) {
    const facts = await store.hashFile(file.path).catch((error: Error) => error);
    if (facts instanceof Error) problems.push(`${file.path}: cannot be read (${facts.message})`);
    else if (facts.sha256 !== file.sha256 || facts.size !== file.size)
      problems.push(`${file.path}: its bytes no longer match the manifest's sha256; left without sha512`);
    else hashes.set(file.path, facts.sha512);
  }
  const { manifest, landedLate } = await updateOwnChange(
    store,
    (current) => ({
      ...current,
      files: current.files.map((file) => (file.sha512 === undefined && hashes.has(file.path) ? { ...file, sha512: hashes.get(file.path)! } : file)),
    }),
    (written) => written.files,
  );
  return {
    manifest: validateManifest(manifest),
    from: (raw as { schemaVersion?: number }).schemaVersion === 1 ? 1 : 2,
    unclassified: loaded.migration?.unclassified ?? [],
    hashed: [...hashes.keys()],
    problems,
    landedLate,
  };
}
