import { type Manifest, OPERATING_SYSTEMS, type OperatingSystem, latestVersionOf, versionsOf } from "./manifest";

export interface FileLink {
  /** The manifest key to POST for a download link. */
  url: string;
  sha256: string;
  size: number;
}

export interface LatestVersion extends FileLink {
  title: string;
  version: string;
}

/** The GET /downloads answer (spec §3): files by os, then version, then label. */
export interface DownloadsAnswer {
  files: Partial<Record<OperatingSystem, Record<string, Record<string, FileLink>>>>;
  latestVersions: Partial<Record<OperatingSystem, LatestVersion>>;
}

export function downloadsAnswer(manifest: Manifest): DownloadsAnswer {
  const answer: DownloadsAnswer = { files: {}, latestVersions: {} };
  for (const os of OPERATING_SYSTEMS) {
    const versions = versionsOf(manifest, os);
    if (versions.length === 0) continue;
    const byVersion: Record<string, Record<string, FileLink>> = {};
    for (const version of versions) {
      byVersion[version] = {};
      for (const file of manifest.files.filter((candidate) => candidate.os === os && candidate.version === version)) {
        byVersion[version][file.label] = { url: file.path, sha256: file.sha256, size: file.size };
      }
    }
    answer.files[os] = byVersion;
    const latest = latestVersionOf(manifest, os) as string;
    // The first file published for a version is its main download; others (zip, 32-bit) are extras.
    const main = manifest.files.find((file) => file.os === os && file.version === latest);
    if (main) answer.latestVersions[os] = { url: main.path, title: main.label, version: latest, sha256: main.sha256, size: main.size };
  }
  return answer;
}
