import semver from "semver";
import { isOperatingSystem, KINDS_OF, type OperatingSystem } from "../../shared/release-files";
import { BLOCKMAP_KINDS } from "./blockmap";
import { compareFiles, EXTENSIONS_OF, englishLabel, kindOfFileName } from "./file-kinds";
import { isPartialUpload } from "./hygiene";
import {
  BLOCKMAP_SUFFIX,
  blockmapPath,
  FILE_NAME,
  isPrerelease,
  isReleaseVersion,
  type Manifest,
  ManifestError,
  type ReleaseFile,
  releasePath,
  type VersionEntry,
  validateManifest,
} from "./manifest";
import { architectureNamedIn, DEFAULT_ARCH } from "./migrate-v1";
import { RefusalError } from "./publish-errors";
import { CorruptManifestError, type ReleaseStore, type StoredObject, StoreUnavailableError } from "./store";

/*
 * `release recover`: a manifest rebuilt from what the store holds, for a store whose manifest.json
 * was lost (docs/decisions/068-a-store-that-can-be-recovered.md). The bytes vouch for a file's
 * size and hashes, its path for its system, version and name, its name for its kind and
 * architecture; nothing vouches for notes, pins, rollouts, yanks or removed files, so those are
 * not made up: every recovered version is held (offered to no installation) until the operator
 * says which may go out again. Only complete files whose names parse become releases.
 */

/** What a recovery found: the manifest it writes, and what the operator must look at. */
export interface Recovery {
  manifest: Manifest;
  /** How many blockmaps were matched to their files. */
  blockmaps: number;
  /** Files whose architecture the name does not say: the default was taken. */
  guesses: string[];
  /** Two files of one system, version, architecture and kind (publish never lets that happen). */
  clashes: string[];
  /** Objects that are not listed, each with why. */
  leftOut: string[];
}

/** Whether `release recover` may write: refuses a store that has a manifest, whatever its state. */
async function refuseExistingManifest(store: ReleaseStore): Promise<void> {
  let raw: unknown;
  try {
    raw = await store.readManifest();
  } catch (error) {
    if (!(error instanceof CorruptManifestError)) throw error;
    throw new RefusalError(
      `${store.location} has a manifest.json that is not JSON (${error.message.replace(/\.$/, "")}), and recover never replaces a manifest: keep a copy of it (it may still hold notes, rollouts and yanks worth reading), move it out of the store, and run recover again.`,
    );
  }
  if (raw === null) return;
  let files: number;
  try {
    files = validateManifest(raw).files.length;
  } catch (error) {
    if (!(error instanceof ManifestError)) throw error;
    throw new RefusalError(
      `${store.location} has a manifest.json that is not a valid manifest (${error.message.replace(/\.$/, "")}), and recover never replaces a manifest: keep a copy of it, move it out of the store, and run recover again.`,
    );
  }
  throw new RefusalError(
    `${store.location} already has a manifest.json (${files} file${files === 1 ? "" : "s"}), and recover never replaces one: it only rebuilds a lost manifest. \`release verify\` compares the manifest with the files and names the uploads it does not list (publishing such a file again lists it).`,
  );
}

/** Why a stored object does not become a release, or null when it may. */
function reasonToLeaveOut(object: StoredObject, os: string, version: string, name: string): string | null {
  if (isPartialUpload(object.releasePath!)) return "a partial upload, not a release";
  if (!isOperatingSystem(os) || !isReleaseVersion(version) || !FILE_NAME.test(name)) return "its path is not <os>/<version>/<file name> of a release";
  if (name.endsWith(BLOCKMAP_SUFFIX)) return null;
  if (kindOfFileName(os, name) === undefined)
    return `its name does not end like a file for ${os} (${KINDS_OF[os].flatMap((kind) => EXTENSIONS_OF[kind]).join(", ")})`;
  if (object.size === 0) return "empty (0 bytes), not a complete file";
  return null;
}

/** By code point, so the order is the same whatever the machine's locale. */
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const byRelease = (a: ReleaseFile, b: ReleaseFile) =>
  byText(a.os, b.os) || semver.compare(a.version, b.version) || compareFiles(a.os, a, b) || byText(a.path, b.path);

/**
 * Reads the store and builds the manifest it would write, hashing every file (and blockmap) it
 * lists; writes nothing. Refuses a store that has a manifest; a file it cannot read stops it, as
 * a manifest without that file would call it an orphan.
 */
export async function planRecovery(store: ReleaseStore, nowMs: number): Promise<Recovery> {
  await refuseExistingManifest(store);
  if (!store.listStored) throw new RefusalError(`The ${store.kind} store cannot list what it holds, so recover cannot find its files.`);
  const objects = await store.listStored();
  const leftOut: string[] = [];
  const files: Array<{ object: StoredObject; os: OperatingSystem; version: string; name: string }> = [];
  const blockmaps = new Map<string, StoredObject>();
  for (const object of objects) {
    if (object.folder) continue;
    if (object.releasePath === undefined) {
      if (object.key !== "manifest.json") leftOut.push(`${object.key}: not a release file`);
      continue;
    }
    const [os, version, name] = object.releasePath.split("/") as [string, string, string];
    const reason = reasonToLeaveOut(object, os, version, name);
    if (reason) leftOut.push(`${object.key}: ${reason}`);
    else if (name.endsWith(BLOCKMAP_SUFFIX)) blockmaps.set(object.releasePath, object);
    else files.push({ object, os: os as OperatingSystem, version, name });
  }

  const guesses: string[] = [];
  const recovered: ReleaseFile[] = [];
  for (const { object, os, version, name } of files) {
    const path = releasePath(os, version, name);
    const facts = await store.hashFile(path).catch((error: Error) => {
      throw new StoreUnavailableError(`Cannot read ${object.key} to hash it (${error.message.replace(/\.$/, "")}); nothing was written: run recover again.`);
    });
    const kind = kindOfFileName(os, name)!;
    let arch = architectureNamedIn(os, name);
    if (arch === undefined) {
      arch = DEFAULT_ARCH[os];
      guesses.push(`${path}: its name names no architecture, so ${arch} ("${englishLabel(os, arch, kind)}")`);
    }
    // When it was stored: the one date the store keeps. An object without one is dated now.
    const publishedAt = new Date(Math.min(object.modifiedMs, nowMs)).toISOString();
    const file: ReleaseFile = { path, os, version, arch, kind, sha256: facts.sha256, sha512: facts.sha512, size: facts.size, publishedAt };
    const blockmap = blockmaps.get(blockmapPath(path));
    if (blockmap && BLOCKMAP_KINDS[os] === kind) {
      const mapFacts = await store.hashFile(blockmapPath(path)).catch((error: Error) => {
        throw new StoreUnavailableError(
          `Cannot read ${blockmap.key} to hash it (${error.message.replace(/\.$/, "")}); nothing was written: run recover again.`,
        );
      });
      file.blockmap = { sha256: mapFacts.sha256, size: mapFacts.size };
      blockmaps.delete(blockmapPath(path));
    }
    recovered.push(file);
  }
  for (const [path, object] of blockmaps) {
    const owner = recovered.find((file) => blockmapPath(file.path) === path);
    leftOut.push(`${object.key}: ${owner ? `a blockmap beside a ${owner.kind}, which updaters never download` : "a blockmap without its file"}`);
  }
  recovered.sort(byRelease);

  const clashes: string[] = [];
  const seen = new Map<string, ReleaseFile>();
  for (const file of recovered) {
    const key = `${file.os} ${file.version} ${file.arch} ${file.kind}`;
    const first = seen.get(key);
    if (first) clashes.push(`${file.os} ${file.version} has two "${englishLabel(file.os, file.arch, file.kind)}" files: ${first.path} and ${file.path}`);
    else seen.set(key, file);
  }

  const versions: VersionEntry[] = [...new Map(recovered.map((file) => [`${file.os}/${file.version}`, file])).values()].map((file) => ({
    os: file.os,
    version: file.version,
    // Held: whether it was yanked, or how far its rollout had gone, is lost with the manifest.
    rolloutPercent: 0,
  }));
  const manifest = validateManifest({ schemaVersion: 2, pinned: {}, files: recovered, versions });
  return { manifest, blockmaps: recovered.filter((file) => file.blockmap).length, guesses, clashes, leftOut: leftOut.sort() };
}

/**
 * Writes the recovered manifest only where none is (store.createManifest: `If-None-Match: *` on
 * S3, an exclusive create under the publish lock in a folder); refuses one that appeared while the
 * files were read. A store with no release file gets nothing: the first publish starts its manifest.
 */
export async function recoverManifest(store: ReleaseStore, nowMs: number): Promise<Recovery> {
  const recovery = await planRecovery(store, nowMs);
  if (recovery.manifest.files.length === 0) return recovery;
  if (!(await store.createManifest(recovery.manifest)))
    throw new RefusalError(
      `A manifest.json appeared in ${store.location} while recover read the files (another recover, or a publish), and recover never replaces one: nothing was written. \`release list\` shows what it lists; if it is not what the store holds, move it aside and run recover again.`,
    );
  return recovery;
}

/** The highest version of a system that installations of a channel would be offered, once released. */
const highest = (manifest: Manifest, os: OperatingSystem, prerelease: boolean): string | undefined =>
  manifest.versions
    .filter((entry) => entry.os === os && isPrerelease(entry.version) === prerelease)
    .map((entry) => entry.version)
    .sort(semver.rcompare)[0];

/**
 * What the operator must know and do after a recovery, one paragraph each: what was not recovered
 * and how to put it back, then what the recovery guessed or left out.
 */
export function recoveryRemarks(recovery: Recovery): string[] {
  const { manifest } = recovery;
  const systems = [...new Set(manifest.files.map((file) => file.os))];
  const release = systems.flatMap((os) => {
    const stable = highest(manifest, os, false);
    const beta = highest(manifest, os, true);
    return [stable, beta !== undefined && (stable === undefined || semver.gt(beta, stable)) ? beta : undefined]
      .filter((version): version is string => version !== undefined)
      .map((version) => `\`release rollout --os ${os} --version ${version} --percent 100\``);
  });
  const latest = systems
    .map((os) => [os, highest(manifest, os, false)] as const)
    .filter(([, version]) => version !== undefined)
    .map(([os, version]) => `${os} ${version}`);
  const remarks = [
    `Rollouts are not recovered: every recovered version is held at 0%, so no installation is offered an update (update check and feeds) until you release what you know was out, e.g. ${release.join(", ")}; a version that was part-way through its rollout gets its share or \`--steps\` again instead.`,
    `Yanks are not recovered: the downloads page offers ${latest.length > 0 ? latest.join(" and ") : "the highest releases"} as latest now (it does not wait for rollouts); \`release yank\` again at once any version that was yanked.`,
    "Pins are not recovered: `release pin` again a system whose latest was pinned.",
    "Release notes are not recovered: `release notes --os … --version … --notes-nl … --notes-en …` puts them back (servers that have not yet read the recovered manifest still serve the old notes in GET /api/home/v1/downloads).",
    "Removed files are not recovered: publish no longer knows which versions had a file removed, so publish such a version again only with its very bytes.",
  ];
  for (const guess of recovery.guesses)
    remarks.push(`Check ${guess}; if that is wrong, \`release remove --path\` it and publish it again with the right --arch.`);
  for (const clash of recovery.clashes) remarks.push(`Check ${clash}; publish would never have let both in, so \`release remove --path\` the wrong one.`);
  for (const line of recovery.leftOut) remarks.push(`Not listed: ${line}.`);
  if (recovery.leftOut.length > 0)
    remarks.push(
      "`release repair --apply` removes the orphans, partial uploads and temporary files among those not listed: move out of the store what you want to keep first.",
    );
  return remarks;
}
