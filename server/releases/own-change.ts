import { isDeepStrictEqual } from "node:util";
import { type Manifest, validateManifest } from "./manifest";
import type { ReleaseStore } from "./store";

/** What a command's manifest change left, and whether the store's answer to the write was lost although the write landed. */
export interface ManifestChange {
  manifest: Manifest;
  landedLate: boolean;
}

/** Thrown from inside the change when the manifest already holds what an earlier attempt of ours wrote. */
class OwnChangeLanded extends Error {
  constructor(readonly manifest: Manifest) {
    super("The manifest already holds this change.");
  }
}

/**
 * store.updateManifest, knowing its own write when the store's answer is lost: a PUT answered after
 * the time limit has landed all the same, and the SDK's retry is refused (412) or times out too.
 * `part` picks what the change is about (a version's entry, a file's entry and removal record, a
 * pin); once a write was handed to the store, a manifest whose part equals the part written holds
 * our change, on the store's own retry or read back after it gave up. Every writing command goes
 * through here, publish included, so they all tell a late landing the same way
 * (docs/decisions/073-a-change-that-landed-late.md). A write we never attempted is never ours: the
 * first reading is judged by the change itself ("already yanked", "not in the manifest").
 */
export async function updateOwnChange(
  store: ReleaseStore,
  change: (current: Manifest) => Manifest,
  part: (manifest: Manifest) => unknown,
): Promise<ManifestChange> {
  let written: { part: unknown } | undefined;
  const isOurs = (manifest: Manifest) => written !== undefined && isDeepStrictEqual(part(manifest), written.part);
  try {
    const manifest = await store.updateManifest((current) => {
      if (isOurs(current)) throw new OwnChangeLanded(current);
      const next = change(current);
      // As the store writes it: validation drops what the manifest does not keep.
      written = { part: part(validateManifest(next)) };
      return next;
    });
    return { manifest, landedLate: false };
  } catch (error) {
    if (error instanceof OwnChangeLanded) return { manifest: error.manifest, landedLate: true };
    if (written === undefined) throw error;
    const landed = await store.readManifest().then(
      (raw) => (raw === null ? null : validateManifest(raw)),
      () => null,
    );
    if (landed !== null && isOurs(landed)) return { manifest: landed, landedLate: true };
    throw error;
  }
}
