import { randomBytes } from "node:crypto";
import { copyFile, link, mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { withFileLock } from "./file-lock";
import { hashLocalFile } from "./hash";
import { type Manifest, emptyManifest, validateManifest } from "./manifest";
import type { LinkSigner } from "./signing";
import { AlreadyPublishedError, type ReleaseStore, StoreUnavailableError } from "./store";

export interface LocalStoreOptions {
  dir: string;
  signer: LinkSigner;
  /** How long a download link stays valid. */
  linkTtlSeconds: number;
  /** Where the file route is mounted, e.g. /api/home/v1/files. */
  filesUrl: string;
}

/** Releases in a folder: manifest.json next to files/<os>/<version>/<name>. */
export class LocalReleaseStore implements ReleaseStore {
  readonly kind = "local";
  readonly location: string;
  private readonly manifestFile: string;

  constructor(private readonly options: LocalStoreOptions) {
    this.location = path.resolve(options.dir);
    this.manifestFile = path.join(this.location, "manifest.json");
  }

  /** Only for a path already found in the manifest, whose segments the manifest schema has checked. */
  filePath(manifestPath: string): string {
    return path.join(this.location, "files", ...manifestPath.split("/"));
  }

  async readManifest(): Promise<unknown> {
    let text: string;
    try {
      text = await readFile(this.manifestFile, "utf8");
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      throw new StoreUnavailableError(`Cannot read ${this.manifestFile}: ${(error as Error).message}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new StoreUnavailableError(`${this.manifestFile} is not valid JSON.`);
    }
  }

  async updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest> {
    await mkdir(this.location, { recursive: true });
    return withFileLock(`${this.manifestFile}.lock`, async () => {
      const raw = await this.readManifest();
      const next = validateManifest(change(raw === null ? emptyManifest() : validateManifest(raw)));
      // Readers see the old manifest or the new one, never half of one.
      const temp = `${this.manifestFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
      await writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { flag: "wx" });
      await rename(temp, this.manifestFile);
      return next;
    });
  }

  async putFile(manifestPath: string, sourceFile: string): Promise<void> {
    const target = this.filePath(manifestPath);
    await mkdir(path.dirname(target), { recursive: true });
    const temp = `${target}.${randomBytes(4).toString("hex")}.partial`;
    await copyFile(sourceFile, temp);
    try {
      // link() fails if the target exists, unlike rename(): a published file is never replaced.
      await link(temp, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new AlreadyPublishedError(`${manifestPath} already exists in the store.`);
      throw error;
    } finally {
      await rm(temp, { force: true });
    }
  }

  async deleteFile(manifestPath: string): Promise<void> {
    await rm(this.filePath(manifestPath), { force: true });
  }

  hashFile(manifestPath: string) {
    return hashLocalFile(this.filePath(manifestPath));
  }

  async linkFor(manifestPath: string): Promise<string> {
    const expires = Math.floor(Date.now() / 1000) + this.options.linkTtlSeconds;
    const signature = this.options.signer.sign(manifestPath, expires);
    return `${this.options.filesUrl}/${manifestPath}?expires=${expires}&signature=${signature}`;
  }
}
