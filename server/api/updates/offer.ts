import { createHash } from "node:crypto";
import semver from "semver";
import type { Architecture, FileKind, OperatingSystem } from "../../../shared/release-files";
import { compareFiles } from "../../releases/file-kinds";
import { isPrerelease, type Manifest, pinnedVersionOf, type ReleaseFile, versionEntryOf, versionsOf } from "../../releases/manifest";
import { rolloutShareOf } from "../../releases/rollout-schedule";

export const CHANNELS = ["stable", "beta"] as const;
export type Channel = (typeof CHANNELS)[number];

/** What an installed app may send to say who it is; a UUID fits. */
export const INSTALLATION_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** A file the update feeds can offer: it has the SHA-512 updaters check, and a kind they can install. */
export type UpdateFile = ReleaseFile & { sha512: string };

/**
 * Where an installation falls in a version's staged rollout, 0 ≤ x < 100: from a hash of the
 * version and its id, so the same installation always gets the same answer for that version,
 * raising the percentage only ever adds installations, and each version picks its own early group.
 */
export function rolloutPosition(os: OperatingSystem, version: string, installationId: string): number {
  const digest = createHash("sha256").update(`${os}/${version}\n${installationId}`).digest();
  return (digest.readUInt32BE(0) / 0x1_0000_0000) * 100;
}

/** Whether a version under rollout is offered to this installation; one that sends no id waits for the full rollout. */
export function isInRollout(os: OperatingSystem, version: string, percent: number | undefined, installationId: string | undefined): boolean {
  if (percent === undefined) return true;
  if (installationId === undefined) return false;
  return rolloutPosition(os, version, installationId) < percent;
}

/**
 * The version's file for this architecture: its own build first, else one for every processor
 * (universal), among the kinds given (in their order of preference), or undefined.
 */
export function fileFor(manifest: Manifest, os: OperatingSystem, version: string, arch: Architecture, kinds?: readonly FileKind[]): UpdateFile | undefined {
  const candidates = manifest.files.filter(
    (file): file is UpdateFile =>
      file.os === os &&
      file.version === version &&
      file.sha512 !== undefined &&
      file.kind !== "other" &&
      (file.arch === arch || file.arch === "universal") &&
      (kinds === undefined || kinds.includes(file.kind)),
  );
  const kindRank = (file: ReleaseFile) => (kinds === undefined ? 0 : kinds.indexOf(file.kind));
  return candidates.sort((a, b) => Number(b.arch === arch) - Number(a.arch === arch) || kindRank(a) - kindRank(b) || compareFiles(os, a, b))[0];
}

/** The versions a channel may offer, highest first: releases only, or betas too. */
export function channelVersions(manifest: Manifest, os: OperatingSystem, channel: Channel): string[] {
  return versionsOf(manifest, os).filter((version) => channel === "beta" || !isPrerelease(version));
}

export interface UpdateQuery {
  os: OperatingSystem;
  arch: Architecture;
  current: string;
  channel: Channel;
  installationId?: string;
  /** The releases' clock now: where a scheduled rollout stands (rollout-schedule.ts). */
  nowMs: number;
}

/** The share a version is offered to at this moment; undefined when it is offered to all. */
export const shareOf = (manifest: Manifest, os: OperatingSystem, version: string, nowMs: number): number | undefined =>
  rolloutShareOf(versionEntryOf(manifest, os, version), nowMs);

/**
 * The update an installation should get, or null when it is up to date. A pin holds every
 * channel on that version, whole (no rollout): the operator's word overrides. Otherwise the
 * highest version of the channel that has a file for the architecture and whose rollout
 * includes this installation; never a version at or below the current one.
 */
export function findUpdate(
  manifest: Manifest,
  query: UpdateQuery,
  kinds?: readonly FileKind[],
): { version: string; file: UpdateFile; rolloutPercent?: number } | null {
  const { os, arch, current, channel, installationId, nowMs } = query;
  const pinned = pinnedVersionOf(manifest, os);
  if (pinned !== undefined) {
    const file = fileFor(manifest, os, pinned, arch, kinds);
    return file && semver.gt(pinned, current) ? { version: pinned, file } : null;
  }
  for (const version of channelVersions(manifest, os, channel)) {
    if (!semver.gt(version, current)) return null;
    const file = fileFor(manifest, os, version, arch, kinds);
    if (!file) continue;
    const percent = shareOf(manifest, os, version, nowMs);
    if (isInRollout(os, version, percent, installationId)) return { version, file, ...(percent === undefined ? {} : { rolloutPercent: percent }) };
  }
  return null;
}

/**
 * Whether a staged rollout keeps a newer version from this installation: some version of its
 * channel above the current one has a file for it and is not offered to it yet. Never under a
 * pin, which has no rollout. For the update-check metrics (docs/decisions/043-metrics-and-back-pressure.md).
 */
export function isHeldBack(manifest: Manifest, query: UpdateQuery, kinds?: readonly FileKind[]): boolean {
  const { os, arch, current, channel, installationId, nowMs } = query;
  if (pinnedVersionOf(manifest, os) !== undefined) return false;
  return channelVersions(manifest, os, channel).some(
    (version) =>
      semver.gt(version, current) &&
      fileFor(manifest, os, version, arch, kinds) !== undefined &&
      !isInRollout(os, version, shareOf(manifest, os, version, nowMs), installationId),
  );
}
