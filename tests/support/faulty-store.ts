import { readFile } from "node:fs/promises";
import { FileHasher } from "../../server/releases/hash";
import { emptyManifest, type Manifest, validateManifest } from "../../server/releases/manifest";
import { AlreadyPublishedError, type FileFacts, type ReleaseStore, type StoredObject, StoreUnavailableError } from "../../server/releases/store";

/*
 * A release store in memory whose manifest write can be made to land and then report failure, as
 * an S3 PUT does whose answer comes after the request timeout (the SDK retries and gets 412).
 */

export type Fault = "none" | "lands-then-times-out" | "lands-then-fails-every-retry" | "never-lands" | "unreadable-after-failure";

/** Where a full disk stops a write: the copy of a file, the publish lock (before the change is made), the manifest's temporary file. */
export type FullDisk = "upload" | "lock" | "manifest" | null;

/** What the file system throws on a full disk, as a write into a local store meets it. */
const noSpace = () => Object.assign(new Error("ENOSPC: no space left on device, write"), { code: "ENOSPC", errno: -28, syscall: "write" });

export class FaultyStore implements ReleaseStore {
  readonly kind = "local";
  readonly location = "memory:";
  manifest: Manifest | null = null;
  readonly objects = new Map<string, Buffer>();
  readonly deleted: string[] = [];
  /** When each object was written, for listStored(): an interrupted publish's leftover has an age. */
  readonly writtenAt = new Map<string, number>();
  nowMs = Date.parse("2026-11-25T16:00:00.000Z");
  /** Runs before an upload reads its source: a build still writing the file. */
  beforePut: ((sourceFile: string) => Promise<void>) | null = null;
  fault: Fault = "none";
  fullDisk: FullDisk = null;
  private failedOnce = false;

  async readManifest(): Promise<unknown> {
    if (this.fault === "unreadable-after-failure" && this.failedOnce) throw new StoreUnavailableError("Reading the manifest timed out.");
    return this.manifest === null ? null : structuredClone(this.manifest);
  }

  async updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest> {
    // The S3 store's loop: read, change, conditional write, and on 412 read and change again.
    if (this.fullDisk === "lock") throw noSpace();
    for (let attempt = 0; attempt < 3; attempt++) {
      const next = validateManifest(change(validateManifest(this.manifest ?? emptyManifest())));
      if (this.fullDisk === "manifest") throw noSpace();
      if (this.fault === "none") {
        this.manifest = next;
        return next;
      }
      this.failedOnce = true;
      if (this.fault === "never-lands" || this.fault === "unreadable-after-failure") throw new StoreUnavailableError("Writing the manifest failed: timed out.");
      // The write reached the store; its answer did not reach us.
      if (attempt === 0) this.manifest = next;
      if (this.fault === "lands-then-fails-every-retry") throw new StoreUnavailableError("Writing the manifest failed: 412 after a timeout.");
      // "lands-then-times-out": the loop reads again and calls change with the manifest that holds our entry.
    }
    throw new StoreUnavailableError("Other publishers kept changing the manifest; try again.");
  }

  async createManifest(manifest: Manifest): Promise<boolean> {
    if (this.manifest !== null) return false;
    this.manifest = validateManifest(manifest);
    return true;
  }

  async putFile(releaseKey: string, sourceFile: string): Promise<void> {
    if (this.objects.has(releaseKey)) throw new AlreadyPublishedError(`${releaseKey} already exists in the store.`);
    await this.beforePut?.(sourceFile);
    if (this.fullDisk === "upload") throw noSpace();
    this.objects.set(releaseKey, await readFile(sourceFile));
    this.writtenAt.set(releaseKey, this.nowMs);
  }

  async deleteFile(releaseKey: string): Promise<void> {
    this.deleted.push(releaseKey);
    this.objects.delete(releaseKey);
  }

  async hashFile(releaseKey: string): Promise<FileFacts> {
    const bytes = this.objects.get(releaseKey);
    if (!bytes) throw new StoreUnavailableError(`${releaseKey} is not in the store.`);
    const hasher = new FileHasher();
    hasher.update(bytes);
    return hasher.facts();
  }

  async listStored(): Promise<StoredObject[]> {
    const files = [...this.objects].map(([releasePath, bytes]) => ({
      key: `files/${releasePath}`,
      releasePath,
      size: bytes.length,
      modifiedMs: this.writtenAt.get(releasePath) ?? 0,
    }));
    return this.manifest === null ? files : [{ key: "manifest.json", size: 100, modifiedMs: this.nowMs }, ...files];
  }

  async exists(releaseKey: string): Promise<boolean> {
    return this.objects.has(releaseKey);
  }

  async linkFor(releaseKey: string): Promise<string> {
    return `memory:${releaseKey}`;
  }
}
