import semver from "semver";
import type { DownloadsAnswer, FileLink, VersionFacts } from "../../shared/downloads-api";
import { OPERATING_SYSTEMS, type OperatingSystem } from "../../shared/release-files";
import { compareFiles, englishLabel } from "./file-kinds";
import { isPrerelease, latestVersionOf, type Manifest, type ReleaseFile, versionEntryOf, versionsOf } from "./manifest";

const linkOf = (file: ReleaseFile, label: string): FileLink => ({
  url: file.path,
  sha256: file.sha256,
  size: file.size,
  arch: file.arch,
  kind: file.kind,
  label,
  publishedAt: file.publishedAt,
});

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
  const dates = manifest.files
    .filter((file) => file.os === os && file.version === version)
    .map((file) => file.publishedAt)
    .sort();
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
