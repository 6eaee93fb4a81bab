import { stat } from "node:fs/promises";
import path from "node:path";
import { hashLocalFile } from "./hash";
import { FILE_NAME, type Manifest, type OperatingSystem, type ReleaseFile, isOperatingSystem, isReleaseVersion, releasePath } from "./manifest";
import { AlreadyPublishedError, type ReleaseStore } from "./store";

/** Arguments an operator got wrong; the CLI exits with 2 and the store is untouched. */
export class UsageError extends Error {}

export interface PublishRequest {
  os: string;
  version: string;
  label: string;
  file: string;
}

async function checkRequest({ os, version, label, file }: PublishRequest): Promise<{ os: OperatingSystem; fileName: string }> {
  if (!isOperatingSystem(os)) throw new UsageError(`--os must be mac_os or win (got "${os}").`);
  if (!isReleaseVersion(version)) throw new UsageError(`--version must be a semantic version such as 2.5.0 (got "${version}").`);
  if (label.trim() === "" || label.length > 80) throw new UsageError("--label must be 1 to 80 characters, e.g. \"Installer (64-bit)\".");
  const fileName = path.basename(file);
  if (!FILE_NAME.test(fileName)) throw new UsageError(`The file name "${fileName}" may only use letters, digits, dot, dash, plus and underscore.`);
  const info = await stat(file).catch(() => null);
  if (!info?.isFile()) throw new UsageError(`--file ${file} is not a readable file.`);
  return { os, fileName };
}

const clash = (manifest: Manifest, entry: Pick<ReleaseFile, "path" | "os" | "version" | "label">) =>
  manifest.files.find((file) => file.path === entry.path || (file.os === entry.os && file.version === entry.version && file.label === entry.label));

/** Uploads the file first and adds it to the manifest last, so a reader never sees a file that is not there. */
export async function publish(store: ReleaseStore, request: PublishRequest, now = new Date()): Promise<ReleaseFile> {
  const { os, fileName } = await checkRequest(request);
  const { sha256, size } = await hashLocalFile(request.file);
  const entry: ReleaseFile = { path: releasePath(os, request.version, fileName), os, version: request.version, label: request.label, sha256, size, publishedAt: now.toISOString() };

  await store.putFile(entry.path, request.file);
  try {
    await store.updateManifest((current) => {
      const existing = clash(current, entry);
      if (existing) throw new AlreadyPublishedError(`${os} ${request.version} already has ${existing.path} ("${existing.label}"); published versions never change.`);
      return { ...current, files: [...current.files, entry] };
    });
  } catch (error) {
    await store.deleteFile(entry.path);
    throw error;
  }
  return entry;
}

/** Takes a file out of the manifest first, then out of storage, so no served link points to nothing. */
export async function remove(store: ReleaseStore, releaseKey: string): Promise<void> {
  await store.updateManifest((current) => {
    const file = current.files.find((candidate) => candidate.path === releaseKey);
    if (!file) throw new UsageError(`${releaseKey} is not in the manifest; \`release list\` shows what is.`);
    const files = current.files.filter((candidate) => candidate !== file);
    const pinned = { ...current.pinned };
    if (pinned[file.os] === file.version && !files.some((other) => other.os === file.os && other.version === file.version)) delete pinned[file.os];
    return { ...current, files, pinned };
  });
  await store.deleteFile(releaseKey);
}

/** Holds "latest" for one system on a version, or (version null) goes back to the highest. */
export async function pin(store: ReleaseStore, os: string, version: string | null): Promise<void> {
  if (!isOperatingSystem(os)) throw new UsageError(`--os must be mac_os or win (got "${os}").`);
  await store.updateManifest((current) => {
    const pinned = { ...current.pinned };
    if (version === null) delete pinned[os];
    else if (!current.files.some((file) => file.os === os && file.version === version)) throw new UsageError(`${os} has no version ${version} to pin.`);
    else pinned[os] = version;
    return { ...current, pinned };
  });
}

/** Re-hashes every stored file; returns one line per file that does not match the manifest. */
export async function verify(store: ReleaseStore, manifest: Manifest): Promise<string[]> {
  const problems: string[] = [];
  for (const file of manifest.files) {
    const facts = await store.hashFile(file.path).catch((error: Error) => error);
    if (facts instanceof Error) problems.push(`${file.path}: cannot be read (${facts.message})`);
    else if (facts.size !== file.size || facts.sha256 !== file.sha256) problems.push(`${file.path}: stored ${facts.size} bytes sha256 ${facts.sha256}, manifest says ${file.size} bytes sha256 ${file.sha256}`);
  }
  return problems;
}
