import type { Stats } from "node:fs";
import { stat } from "node:fs/promises";
import { englishLabel } from "./file-kinds";
import { REPAIR_MIN_AGE_MS, releaseFilesIn, whenRepairRemoves } from "./hygiene";
import { blockmapPath, emptyManifest, isPrerelease, type Manifest, type ReleaseFile, type RemovedFile } from "./manifest";
import { RefusalError } from "./publish-errors";
import { AlreadyPublishedError, type FileFacts, type ReleaseStore, type StoredObject } from "./store";
import { withTimeLimit } from "./time-limit";

/*
 * What publish checks before it vouches for a file (docs/decisions/045-removed-files-and-adopted-leftovers.md):
 * a store whose manifest was lost (decision 068), an upload an interrupted publish left, a source that changed
 * while it was read, other bytes for a removed version, a pin that hides the new version.
 */

export const sameBytes = (a: FileFacts, b: Pick<FileFacts, "sha256" | "size"> & { sha512?: string }): boolean =>
  a.sha256 === b.sha256 && a.size === b.size && (b.sha512 === undefined || a.sha512 === b.sha512);

const describeBytes = (facts: Pick<FileFacts, "sha256" | "size">) => `${facts.size} bytes, sha256 ${facts.sha256}`;

/** Removed files of the same path, or of the same system, version, architecture and kind, whose bytes were other than these. */
export const removedWithOtherBytes = (manifest: Manifest, entry: ReleaseFile): RemovedFile[] =>
  (manifest.removed ?? []).filter(
    (gone) =>
      (gone.path === entry.path || (gone.os === entry.os && gone.version === entry.version && gone.arch === entry.arch && gone.kind === entry.kind)) &&
      !sameBytes(entry as FileFacts, gone),
  );

/** Refuses other bytes for a version whose file was removed (checked before the upload, and again in the manifest change). */
export function refuseRemovedBytes(replaced: RemovedFile[], entry: ReleaseFile): void {
  const gone = replaced[0];
  if (gone === undefined) return;
  throw new AlreadyPublishedError(
    `${entry.os} ${entry.version} had its "${englishLabel(entry.os, gone.arch, gone.kind)}" published as ${gone.path} (${describeBytes(gone)}) until it was removed on ${gone.removedAt}; these are other bytes (${describeBytes(entry)}), and a published version never changes: publish a new version, or add --replace-removed if you accept that installations which got the old bytes keep them.`,
  );
}

/** What installed apps see when a removed version comes back with other bytes (for --replace-removed). */
export function replacedRemovedWarning(entry: ReleaseFile, gone: RemovedFile): string {
  return `${entry.os} ${entry.version} "${englishLabel(entry.os, entry.arch, entry.kind)}" was published before as ${gone.path} (${describeBytes(gone)}, removed ${gone.removedAt}) and now carries other bytes under the same version: installations that downloaded the old bytes keep them and, being on ${entry.version} already, are never offered these (an update needs a higher version); only installations below ${entry.version} get them. A new version reaches everyone.`;
}

/**
 * Before the first upload into a store without a manifest: refuses when the store holds release
 * files, however young, since the manifest is created before any upload and files without one
 * are releases whose manifest was lost; otherwise creates the empty manifest, so a first publish in
 * flight never looks like a lost manifest to another publish or to `release recover`
 * (docs/decisions/068-a-store-that-can-be-recovered.md).
 */
export async function startManifest(store: ReleaseStore, entry: ReleaseFile): Promise<void> {
  if (store.listStored) {
    let objects: StoredObject[];
    try {
      objects = await store.listStored();
    } catch (error) {
      throw new RefusalError(
        `${store.location} has no manifest.json, and listing it failed (${(error as Error).message.replace(/\.$/, "")}), so publish cannot tell an empty store from one whose manifest was lost; fix the listing${store.kind === "s3" ? " (it needs s3:ListBucket)" : ""} and publish again.`,
      );
    }
    const files = releaseFilesIn(objects);
    // An upload of these very bytes at our own path is what a first publish interrupted before
    // manifests came first left: it is adopted (leftoverRefusal), and adopting it orphans nothing.
    const own = files.some((object) => object.releasePath === entry.path) && (await isOwnUpload(store, entry));
    const others = files.filter((object) => !(own && (object.releasePath === entry.path || object.releasePath === blockmapPath(entry.path))));
    // A publish that began meanwhile created the manifest before its upload: files beside it are its own.
    if (others.length > 0 && (await store.readManifest()) === null) throw new RefusalError(lostManifestRefusal(store, others));
  }
  await store.createManifest(emptyManifest());
}

async function isOwnUpload(store: ReleaseStore, entry: ReleaseFile): Promise<boolean> {
  const stored = await store.hashFile(entry.path).catch(() => null);
  return stored !== null && sameBytes(stored, entry);
}

function lostManifestRefusal(store: ReleaseStore, files: StoredObject[]): string {
  const count = `${files.length} release file${files.length === 1 ? "" : "s"}`;
  const named = `${files
    .slice(0, 3)
    .map((object) => object.releasePath)
    .join(", ")}${files.length > 3 ? ", …" : ""}`;
  return `${store.location} holds ${count} (${named}) but no manifest.json: its manifest was lost, so publish refuses to start an empty one (\`release verify\` would then call them orphans and \`release repair --apply\` would delete them). Restore manifest.json from a backup (on S3, from the bucket's earlier object versions), or rebuild it from the files with \`release recover\` (\`--dry-run\` shows it first), and publish again; only if the store really should start empty, move those files out of it first.`;
}

/**
 * The refusal for an object that is in the store under our path although the manifest does not
 * list it, unless its bytes are ours: a publish interrupted after its upload (a full disk during
 * the manifest write, an upload answered after the time limit, kill -9) left it, and the manifest
 * entry is the one thing missing. Returns null when it may be adopted.
 */
export async function leftoverRefusal(store: ReleaseStore, entry: ReleaseFile, source: string, nowMs: number): Promise<RefusalError | null> {
  const stored = await store.hashFile(entry.path).catch((error: Error) => error);
  if (stored instanceof Error)
    return new RefusalError(
      `${entry.path} is in the store but not in the manifest, and cannot be read to compare it with ${source} (${stored.message.replace(/\.$/, "")}); try again.`,
    );
  if (sameBytes(stored, entry)) return null;
  const object = (await store.listStored?.().catch(() => undefined))?.find((candidate) => candidate.releasePath === entry.path && !candidate.folder);
  const age = object ? `written ${Math.max(0, Math.round((nowMs - object.modifiedMs) / 60_000))} min ago` : "of unknown age";
  const when = object ? whenRepairRemoves(object, nowMs) : `\`release repair --apply\` removes it once it is ${REPAIR_MIN_AGE_MS / 3_600_000} hours old`;
  return new RefusalError(
    `${entry.path} is already in the store but not in the manifest: a leftover of an interrupted publish (${age}, ${describeBytes(stored)}), and its bytes are not those of ${source} (${describeBytes(entry)}); ${when}, and then this publish can run again (if you are sure no publish of it is still running, you may delete it from the store yourself instead).`,
  );
}

/**
 * The stored copy must be the bytes the entry describes: a source still being written (a build
 * copying it in) is read twice, once to hash it and once to upload it, and may differ between the
 * two. The upload is not listed yet, so it goes.
 */
export async function checkStoredCopy(store: ReleaseStore, entry: ReleaseFile, source: string, before: Stats): Promise<void> {
  const stored = await store.hashFile(entry.path).catch((error: Error) => error);
  const after = await withTimeLimit(`Looking at ${source}`, stat(source)).catch(() => null);
  const sourceChanged = after === null || after.size !== before.size || after.mtimeMs !== before.mtimeMs;
  if (!(stored instanceof Error) && sameBytes(stored, entry) && !sourceChanged) return;
  await store.deleteFile(entry.path).catch(() => undefined);
  if (stored instanceof Error)
    throw new RefusalError(
      `${entry.path} was uploaded but could not be read back to check it (${stored.message.replace(/\.$/, "")}), so it was not published; publish it again.`,
    );
  const what = sameBytes(stored, entry)
    ? `(${before.size} bytes when publishing began, ${after === null ? "gone" : `${after.size} bytes`} at the end)`
    : `(hashed as ${describeBytes(entry)}, stored as ${describeBytes(stored)})`;
  throw new RefusalError(
    `${source} changed while it was being published ${what}, so it was not published and its upload was removed; publish it again once it is complete.`,
  );
}

export function pinWarning(entry: ReleaseFile, pinned: string): string {
  const who = isPrerelease(entry.version)
    ? "beta installations keep being offered"
    : "the downloads page keeps showing, and stable and beta installations keep being offered,";
  return `${entry.os} is pinned to ${pinned}, so ${who} ${pinned} instead of ${entry.version}; \`release unpin --os ${entry.os}\` lets the highest release through again.`;
}
