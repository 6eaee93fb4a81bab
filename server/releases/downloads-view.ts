import semver from "semver";
import { type Architecture, type FileKind, compareFiles, englishLabel } from "./file-kinds";
import { type Manifest, OPERATING_SYSTEMS, type OperatingSystem, type ReleaseFile, type ReleaseNotes, isPrerelease, latestVersionOf, versionEntryOf, versionsOf } from "./manifest";

export type { Architecture, FileKind } from "./file-kinds";
export type { ReleaseNotes } from "./manifest";

export interface FileLink {
  /** The manifest key to POST for a download link. */
  url: string;
  sha256: string;
  size: number;
  /** What the file is; the page composes its label from these in the visitor's language. */
  arch: Architecture;
  kind: FileKind;
  /** The English label composed from arch and kind, for clients written before them (the key in `files`). */
  label: string;
  publishedAt: string;
}

export interface LatestVersion extends FileLink {
  /** The main file's label, as before schema 2. */
  title: string;
  version: string;
  notes: ReleaseNotes;
}

/** Facts of a version rather than of one file. */
export interface VersionFacts {
  channel: "stable" | "beta";
  /** When its first file was published. */
  publishedAt: string;
  /** Markdown, per language; a language without notes is absent. */
  notes: ReleaseNotes;
}

type ByVersion = Record<string, Record<string, FileLink>>;

/**
 * The GET /downloads answer. Spec §3's `files` and `latestVersions` keep their shape; the rest
 * was added in schema 2 (docs/api.md).
 */
export interface DownloadsAnswer {
  /** os → version → label → file: the versions a visitor may install (no pre-releases, unless pinned). */
  files: Partial<Record<OperatingSystem, ByVersion>>;
  latestVersions: Partial<Record<OperatingSystem, LatestVersion>>;
  /** os → version → label → file: pre-releases newer than the system's highest release, highest first. */
  betaVersions: Partial<Record<OperatingSystem, ByVersion>>;
  /** os → version → facts, for every version in `files` and `betaVersions`. */
  versions: Partial<Record<OperatingSystem, Record<string, VersionFacts>>>;
}

const linkOf = (file: ReleaseFile, label: string): FileLink => ({ url: file.path, sha256: file.sha256, size: file.size, arch: file.arch, kind: file.kind, label, publishedAt: file.publishedAt });

/** A version's files, main download first, under labels that stay unique even for files migrated from free labels. */
function filesOfVersion(manifest: Manifest, os: OperatingSystem, version: string): Record<string, FileLink> {
  const files = manifest.files.filter((file) => file.os === os && file.version === version).sort((a, b) => compareFiles(os, a, b));
  const byLabel: Record<string, FileLink> = {};
  for (const file of files) {
    let label = englishLabel(os, file.arch, file.kind);
    if (Object.hasOwn(byLabel, label)) label = `${label} – ${file.path.split("/")[2]}`;
    byLabel[label] = linkOf(file, label);
  }
  return byLabel;
}

function factsOf(manifest: Manifest, os: OperatingSystem, version: string): VersionFacts {
  const dates = manifest.files.filter((file) => file.os === os && file.version === version).map((file) => file.publishedAt).sort();
  return { channel: isPrerelease(version) ? "beta" : "stable", publishedAt: dates[0]!, notes: { ...versionEntryOf(manifest, os, version)?.notes } };
}

export function downloadsAnswer(manifest: Manifest): DownloadsAnswer {
  const answer: DownloadsAnswer = { files: {}, latestVersions: {}, betaVersions: {}, versions: {} };
  for (const os of OPERATING_SYSTEMS) {
    const all = versionsOf(manifest, os);
    if (all.length === 0) continue;
    const latest = latestVersionOf(manifest, os);
    const highestRelease = all.find((version) => !isPrerelease(version));
    // Older pre-releases were overtaken by a release: the page lists neither them nor their notes.
    const listed = all.filter((version) => !isPrerelease(version) || version === latest);
    const betas = all.filter((version) => isPrerelease(version) && version !== latest && (highestRelease === undefined || semver.gt(version, highestRelease)));
    const facts: Record<string, VersionFacts> = {};
    if (listed.length > 0) answer.files[os] = Object.fromEntries(listed.map((version) => [version, filesOfVersion(manifest, os, version)]));
    if (betas.length > 0) answer.betaVersions[os] = Object.fromEntries(betas.map((version) => [version, filesOfVersion(manifest, os, version)]));
    for (const version of [...listed, ...betas].sort(semver.rcompare)) facts[version] = factsOf(manifest, os, version);
    answer.versions[os] = facts;
    if (latest === undefined) continue;
    const main = Object.values(answer.files[os]?.[latest] ?? {})[0];
    if (main) answer.latestVersions[os] = { ...main, title: main.label, version: latest, notes: facts[latest]!.notes };
  }
  return answer;
}
