import semver from "semver";

export const OPERATING_SYSTEMS = ["mac_os", "win"] as const;
export type OperatingSystem = (typeof OPERATING_SYSTEMS)[number];

export interface ReleaseFile {
  /** The key the API and the signed links use: "<os>/<version>/<file name>". */
  path: string;
  os: OperatingSystem;
  version: string;
  label: string;
  sha256: string;
  size: number;
  publishedAt: string;
}

export interface Manifest {
  schemaVersion: 1;
  /** An operator may hold "latest" on a version (e.g. while a newer one is being rolled back). */
  pinned: Partial<Record<OperatingSystem, string>>;
  files: ReleaseFile[];
}

export class ManifestError extends Error {}

export const emptyManifest = (): Manifest => ({ schemaVersion: 1, pinned: {}, files: [] });

/** One segment of a stored name: no dots at the start, no separators, nothing a shell or URL must escape. */
export const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9._+-]{0,119}$/;
const SHA256 = /^[0-9a-f]{64}$/;

export const isOperatingSystem = (value: unknown): value is OperatingSystem =>
  typeof value === "string" && (OPERATING_SYSTEMS as readonly string[]).includes(value);

export function isReleaseVersion(value: unknown): value is string {
  return typeof value === "string" && value.length <= 64 && semver.valid(value) === value;
}

export function releasePath(os: OperatingSystem, version: string, fileName: string): string {
  return `${os}/${version}/${fileName}`;
}

const fail = (where: string, what: string): never => {
  throw new ManifestError(`Manifest ${where} ${what}.`);
};

function validateFile(raw: unknown, index: number): ReleaseFile {
  const where = `files[${index}]`;
  if (typeof raw !== "object" || raw === null) return fail(where, "is not an object");
  const file = raw as Record<string, unknown>;
  if (!isOperatingSystem(file.os)) fail(where, `has an unknown os ${JSON.stringify(file.os)}`);
  if (!isReleaseVersion(file.version)) fail(where, "has a version that is not a semantic version");
  const fileName = typeof file.path === "string" ? file.path.split("/")[2] : undefined;
  if (typeof file.path !== "string" || fileName === undefined || !FILE_NAME.test(fileName) || file.path !== releasePath(file.os as OperatingSystem, file.version as string, fileName)) {
    fail(where, "has a path that is not <os>/<version>/<file name>");
  }
  if (typeof file.label !== "string" || file.label.trim() === "" || file.label.length > 80) fail(where, "has no label of 1–80 characters");
  if (typeof file.sha256 !== "string" || !SHA256.test(file.sha256)) fail(where, "has no lowercase hex SHA-256");
  if (!Number.isSafeInteger(file.size) || (file.size as number) < 0) fail(where, "has no size in bytes");
  if (typeof file.publishedAt !== "string" || Number.isNaN(Date.parse(file.publishedAt))) fail(where, "has no publishedAt date");
  const { path, os, version, label, sha256, size, publishedAt } = file as unknown as ReleaseFile;
  return { path, os, version, label, sha256, size, publishedAt };
}

/** Checks a manifest completely before it may replace the one being served. */
export function validateManifest(raw: unknown): Manifest {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) return fail("", "is not a JSON object");
  const data = raw as Record<string, unknown>;
  if (data.schemaVersion !== 1) fail("schemaVersion", "is not 1");
  if (!Array.isArray(data.files)) fail("files", "is not a list");
  const files = (data.files as unknown[]).map(validateFile);
  const seenPaths = new Set<string>();
  const seenLabels = new Set<string>();
  for (const file of files) {
    if (seenPaths.has(file.path)) fail("path", `${file.path} appears twice`);
    const labelKey = `${file.os}\n${file.version}\n${file.label}`;
    if (seenLabels.has(labelKey)) fail("label", `"${file.label}" appears twice in ${file.os} ${file.version}`);
    seenPaths.add(file.path);
    seenLabels.add(labelKey);
  }
  const pinnedRaw = data.pinned ?? {};
  if (typeof pinnedRaw !== "object" || pinnedRaw === null || Array.isArray(pinnedRaw)) return fail("pinned", "is not an object");
  const pinned: Manifest["pinned"] = {};
  for (const [os, version] of Object.entries(pinnedRaw)) {
    if (!isOperatingSystem(os)) fail("pinned", `names an unknown os ${JSON.stringify(os)}`);
    if (!files.some((file) => file.os === os && file.version === version)) fail("pinned", `${os} points to a version that has no files`);
    pinned[os as OperatingSystem] = version as string;
  }
  return { schemaVersion: 1, pinned, files };
}

/** Highest first, by semantic version (2.10.0 after 2.9.0), never as strings. */
export function versionsOf(manifest: Manifest, os: OperatingSystem): string[] {
  return [...new Set(manifest.files.filter((file) => file.os === os).map((file) => file.version))].sort(semver.rcompare);
}

export function latestVersionOf(manifest: Manifest, os: OperatingSystem): string | undefined {
  return manifest.pinned[os] ?? versionsOf(manifest, os)[0];
}
