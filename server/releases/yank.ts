import { allVersionsOf, isPrerelease, type Manifest, notesProblem, versionEntryOf, versionsOf, withVersionEntry } from "./manifest";
import { type ManifestChange, updateOwnChange } from "./own-change";
import { checkOs, checkVersion, RefusalError, requireVersion, UsageError } from "./publish";
import { unyankedEntry, yankedEntry } from "./rollout-schedule";
import type { ReleaseStore } from "./store";

/** A reason is a line for the log and `release list`, not an essay. */
const YANK_REASON_MAX_CHARS = 500;

function checkReason(reason: string): string {
  const trimmed = reason.trim();
  if (trimmed === "") throw new UsageError('--reason must say why the version is withdrawn, e.g. --reason "crashes on start with a USB printer".');
  const problem = notesProblem(trimmed);
  if (problem || trimmed.length > YANK_REASON_MAX_CHARS || trimmed.includes("\n"))
    throw new UsageError(`--reason must be one line of at most ${YANK_REASON_MAX_CHARS} characters without control characters.`);
  return trimmed;
}

/**
 * Withdraws a version everywhere: the page, the catalogue, the update check and the feeds leave
 * it out (manifest.ts versionsOf) and its files answer 410, on every replica at its next
 * catalogue refresh. Nothing is deleted; `unyank` undoes it
 * (docs/decisions/057-yank-and-scheduled-rollouts.md).
 */
export async function yank(store: ReleaseStore, os: string, version: string, reason: string, now: Date): Promise<ManifestChange> {
  const system = checkOs(os);
  checkVersion(version);
  const why = checkReason(reason);
  return updateOwnChange(
    store,
    (current) => {
      requireVersion(current, system, version, "yank");
      const entry = versionEntryOf(current, system, version);
      if (entry?.yanked) throw new RefusalError(`${system} ${version} is already yanked (since ${entry.yanked.at}: ${entry.yanked.reason}); nothing to do.`);
      if (current.pinned[system] === version)
        throw new RefusalError(
          `${system} ${version} is pinned as latest: pin the version installations should get instead (or \`release unpin --os ${system}\`), then yank it.`,
        );
      // A release needs another release to stand in for it; a beta, any other version.
      const others = versionsOf(current, system).filter((other) => other !== version && (isPrerelease(version) || !isPrerelease(other)));
      if (others.length === 0)
        throw new RefusalError(
          `${system} ${version} is the only ${isPrerelease(version) ? "version" : "release"} of ${system} that is not yanked: the downloads page would offer nothing. Publish the fixed version first, then yank this one.`,
        );
      return withVersionEntry(current, system, version, (next) => yankedEntry(next, { at: now.toISOString(), reason: why }, now.getTime()));
    },
    (manifest) => versionEntryOf(manifest, system, version),
  );
}

/** Offers a yanked version again, as it was when yanked (its notes kept, its rollout at the share it had then). */
export async function unyank(store: ReleaseStore, os: string, version: string, now = new Date()): Promise<ManifestChange> {
  const system = checkOs(os);
  checkVersion(version);
  return updateOwnChange(
    store,
    (current) => {
      requireVersion(current, system, version, "unyank");
      if (!versionEntryOf(current, system, version)?.yanked) throw new RefusalError(`${system} ${version} is not yanked; nothing to do.`);
      return withVersionEntry(current, system, version, (entry) => unyankedEntry(entry, now.getTime()));
    },
    (manifest) => versionEntryOf(manifest, system, version),
  );
}

/** The versions of a system that are yanked, for `release list` and `status`. */
export const yankedVersionsOf = (manifest: Manifest, os: ReturnType<typeof checkOs>): string[] =>
  allVersionsOf(manifest, os).filter((version) => versionEntryOf(manifest, os, version)?.yanked !== undefined);
