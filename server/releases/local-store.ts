import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { link, lstat, mkdir, readdir, readFile, rename, rm, rmdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { type Clock, systemClock } from "../clock";
import { type FileLockOptions, withFileLock } from "./file-lock";
import { isFullDisk } from "./full-disk";
import { hashLocalFile } from "./hash";
import { emptyManifest, type Manifest, validateManifest } from "./manifest";
import type { LinkSigner } from "./signing";
import { AlreadyPublishedError, CorruptManifestError, type ReleaseStore, type StoredObject, StoreUnavailableError } from "./store";
import { FS_CALL_LIMIT_MS, FS_IDLE_LIMIT_MS, idleSignal, withTimeLimit } from "./time-limit";

export interface LocalStoreOptions {
  dir: string;
  /** Signs the links linkFor hands out; the release CLI, which hands out none, opens the store without one. */
  signer?: LinkSigner;
  /** How long a download link stays valid. */
  linkTtlSeconds: number;
  /** Where the file route is mounted, e.g. /api/home/v1/files. */
  filesUrl: string;
  /** Time limits of one filesystem call and of a stalled stream (tests shorten them). */
  callLimitMs?: number;
  idleLimitMs?: number;
  /** Where a link's expiry counts from. */
  clock?: Clock;
  /** The publish lock's waits and liveness checks (tests shorten and fake them). */
  lock?: FileLockOptions;
}

/**
 * mkdir -p, one level at a time. Node's own `mkdir(dir, { recursive: true })` never settles
 * (and spins at full CPU) when a parent exists but refuses children with ENOENT, as /proc does:
 * it climbs to the parent, finds it exists, and tries the child again, forever.
 */
async function makeFolders(dir: string, limitMs: number): Promise<void> {
  const missing: string[] = [];
  for (let current = dir; ; current = path.dirname(current)) {
    const info = await withTimeLimit(`Looking at ${current}`, stat(current), limitMs).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return null;
      throw error;
    });
    if (info?.isDirectory()) break;
    if (info) throw new StoreUnavailableError(`${current} is not a folder.`);
    missing.unshift(current);
    if (path.dirname(current) === current) break;
  }
  for (const folder of missing) {
    await withTimeLimit(`Creating ${folder}`, mkdir(folder), limitMs).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "EEXIST") return;
      if (isFullDisk(error)) throw error;
      throw new StoreUnavailableError(`Cannot create the folder ${folder}: ${error.code ?? error.message}.`);
    });
  }
}

const LOCK_NAME = "manifest.json.lock";

/** Releases in a folder: manifest.json next to files/<os>/<version>/<name>. */
export class LocalReleaseStore implements ReleaseStore {
  readonly kind = "local";
  readonly location: string;
  private readonly manifestFile: string;
  private readonly lockFile: string;
  private readonly callLimitMs: number;
  private readonly idleLimitMs: number;

  constructor(private readonly options: LocalStoreOptions) {
    this.location = path.resolve(options.dir);
    this.manifestFile = path.join(this.location, "manifest.json");
    this.lockFile = path.join(this.location, LOCK_NAME);
    this.callLimitMs = options.callLimitMs ?? FS_CALL_LIMIT_MS;
    this.idleLimitMs = options.idleLimitMs ?? FS_IDLE_LIMIT_MS;
  }

  private limit<T>(what: string, work: Promise<T>): Promise<T> {
    return withTimeLimit(what, work, this.callLimitMs);
  }

  /** Only for a path already found in the manifest, whose segments the manifest schema has checked. */
  filePath(manifestPath: string): string {
    return path.join(this.location, "files", ...manifestPath.split("/"));
  }

  async readManifest(): Promise<unknown> {
    let text: string;
    try {
      text = await this.limit(`Reading ${this.manifestFile}`, readFile(this.manifestFile, "utf8"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
      if (error instanceof StoreUnavailableError) throw error;
      throw new StoreUnavailableError(`Cannot read ${this.manifestFile}: ${(error as Error).message}`);
    }
    try {
      return JSON.parse(text);
    } catch {
      throw new CorruptManifestError(`${this.manifestFile} is not valid JSON.`);
    }
  }

  async updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest> {
    await makeFolders(this.location, this.callLimitMs);
    return withFileLock(
      this.lockFile,
      async (lock) => {
        const raw = await this.readManifest();
        const next = validateManifest(change(raw === null ? emptyManifest() : validateManifest(raw)));
        // Readers see the old manifest or the new one, never half of one.
        const temp = `${this.manifestFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
        try {
          await this.limit(`Writing ${temp}`, writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { flag: "wx" }));
          // A publisher that stalled long enough to look dead must not overwrite its successor's manifest.
          await lock.assertHeld();
          await this.limit(`Renaming ${temp}`, rename(temp, this.manifestFile));
        } catch (error) {
          // A full disk leaves a cut-off temp file; nothing reads it, so it goes (`release repair` catches one that outlives us).
          await this.limit(`Removing ${temp}`, rm(temp, { force: true })).catch(() => undefined);
          throw error;
        }
        return next;
      },
      (what, work) => this.limit(what, work),
      this.options.lock,
    );
  }

  /**
   * Under the publish lock, so no publisher's rename lands between the look and the write; the
   * temp file is linked into place, and link() refuses an existing manifest where rename() would
   * replace it (docs/decisions/068-a-store-that-can-be-recovered.md).
   */
  async createManifest(manifest: Manifest): Promise<boolean> {
    await makeFolders(this.location, this.callLimitMs);
    return withFileLock(
      this.lockFile,
      async (lock) => {
        if ((await this.readManifestUnlessCorrupt()) !== null) return false;
        const next = validateManifest(manifest);
        const temp = `${this.manifestFile}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`;
        try {
          await this.limit(`Writing ${temp}`, writeFile(temp, `${JSON.stringify(next, null, 2)}\n`, { flag: "wx" }));
          await lock.assertHeld();
          await this.limit(`Linking ${this.manifestFile}`, link(temp, this.manifestFile));
          return true;
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
          throw error;
        } finally {
          await this.limit(`Removing ${temp}`, rm(temp, { force: true })).catch(() => undefined);
        }
      },
      (what, work) => this.limit(what, work),
      this.options.lock,
    );
  }

  /** The manifest as readManifest gives it, but "there" (not null) when it is there and not JSON: createManifest must not replace it. */
  private readManifestUnlessCorrupt(): Promise<unknown> {
    return this.readManifest().catch((error: unknown) => {
      if (error instanceof CorruptManifestError) return {};
      throw error;
    });
  }

  async putFile(manifestPath: string, sourceFile: string): Promise<void> {
    const target = this.filePath(manifestPath);
    const folder = path.dirname(target);
    const temp = `${target}.${randomBytes(4).toString("hex")}.partial`;
    // link() below is what refuses for certain; this spares a copy that is refused anyway, which
    // the same publish run again on a full disk would have no room for.
    if (await this.exists(manifestPath)) throw new AlreadyPublishedError(`${manifestPath} already exists in the store.`);
    try {
      for (let attempt = 1; ; attempt++) {
        try {
          await makeFolders(folder, this.callLimitMs);
          await this.copy(sourceFile, temp);
          break;
        } catch (error) {
          // A failed publish removes the folders it left empty (deleteFile), maybe while we made or filled ours.
          if (attempt < 3 && !(await this.isFolder(folder))) continue;
          throw error;
        }
      }
      // link() fails if the target exists, unlike rename(): a published file is never replaced.
      await this.limit(`Linking ${target}`, link(temp, target));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new AlreadyPublishedError(`${manifestPath} already exists in the store.`);
      throw error;
    } finally {
      await this.limit(`Removing ${temp}`, rm(temp, { force: true })).catch(() => undefined);
    }
  }

  /** A copy that gives up when no byte has moved for the idle limit; an installer may take minutes, a hung disk forever. */
  private async copy(from: string, to: string): Promise<void> {
    const idle = idleSignal(`Copying ${from} to ${to}`, this.idleLimitMs);
    const progress = new Transform({
      transform(chunk, _encoding, done) {
        idle.touch();
        done(null, chunk);
      },
    });
    try {
      await pipeline(createReadStream(from), progress, createWriteStream(to, { flags: "wx" }), { signal: idle.signal });
    } catch (error) {
      throw idle.signal.aborted ? idle.signal.reason : error;
    } finally {
      idle.done();
    }
  }

  private isFolder(folder: string): Promise<boolean> {
    return this.limit(`Looking at ${folder}`, stat(folder)).then(
      (info) => info.isDirectory(),
      () => false,
    );
  }

  async deleteFile(manifestPath: string): Promise<void> {
    const file = this.filePath(manifestPath);
    await this.limit(`Removing ${manifestPath}`, rm(file, { force: true }));
    // A publish that failed (e.g. on a held lock) or a removed version leaves no empty version or
    // system folder behind (decision 044); rmdir refuses one that holds anything. Tidying only.
    for (const folder of [path.dirname(file), path.dirname(path.dirname(file))]) {
      const code = await this.limit(`Removing ${folder}`, rmdir(folder)).then(
        () => "removed",
        (error: NodeJS.ErrnoException) => error.code ?? "failed",
      );
      if (code !== "removed" && code !== "ENOENT") break;
    }
  }

  async exists(manifestPath: string): Promise<boolean> {
    const file = this.filePath(manifestPath);
    try {
      return (await this.limit(`Looking at ${file}`, stat(file))).isFile();
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") return false;
      if (error instanceof StoreUnavailableError) throw error;
      throw new StoreUnavailableError(`Cannot look at ${file}: ${(error as Error).message}`);
    }
  }

  /**
   * The file system's time: the mtime of a file written in the folder just now, which on a folder
   * shared by the replicas is the file server's clock. The probe is named as hygiene.ts knows it,
   * so a run killed between the write and the removal leaves something `release repair` removes.
   */
  async now(): Promise<number | null> {
    const probe = path.join(this.location, `.clock-probe.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
    try {
      await this.limit(`Writing ${probe}`, writeFile(probe, "", { flag: "wx" }));
      return (await this.limit(`Looking at ${probe}`, stat(probe))).mtimeMs;
    } catch (error) {
      // A folder not made yet, or one this user may only read: nothing in it can be moved by this machine's clock.
      if (error instanceof StoreUnavailableError) throw error;
      return null;
    } finally {
      await this.limit(`Removing ${probe}`, rm(probe, { force: true })).catch(() => undefined);
    }
  }

  hashFile(manifestPath: string) {
    return hashLocalFile(this.filePath(manifestPath), this.idleLimitMs);
  }

  async linkFor(manifestPath: string): Promise<string> {
    const expires = Math.floor((this.options.clock ?? systemClock)() / 1000) + this.options.linkTtlSeconds;
    if (!this.options.signer) throw new Error(`${this.location} was opened without a signer, so it hands out no links.`);
    const signature = this.options.signer.sign(manifestPath, expires);
    return `${this.options.filesUrl}/${manifestPath}?expires=${expires}&signature=${signature}`;
  }

  /**
   * Every file under the folder, and every empty folder below files/ (a folder that holds only
   * empty folders is listed by its empty ones: repair removes them first, their parent on a later
   * run, once it has aged too). Symbolic links are listed as they are, never followed.
   */
  async listStored(): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    const walk = async (relative: string[]): Promise<void> => {
      const folder = path.join(this.location, ...relative);
      const entries = await this.limit(`Listing ${folder}`, readdir(folder, { withFileTypes: true })).catch((error: NodeJS.ErrnoException) => {
        if (error.code === "ENOENT" && relative.length === 0) return [];
        if (error instanceof StoreUnavailableError) throw error;
        throw new StoreUnavailableError(`Cannot list ${folder}: ${error.code ?? error.message}.`);
      });
      if (entries.length === 0 && relative.length > 1) {
        const info = await this.limit(`Looking at ${folder}`, lstat(folder));
        objects.push({ key: `${relative.join("/")}/`, folder: true, size: 0, modifiedMs: info.mtimeMs });
        return;
      }
      for (const entry of entries) {
        // The publish lock and its waiters' private folders are the lock's own (file-lock.ts), gone when no publish runs.
        if (relative.length === 0 && (entry.name === LOCK_NAME || entry.name.startsWith(`${LOCK_NAME}.tmp-`))) continue;
        const inside = [...relative, entry.name];
        if (entry.isDirectory()) {
          await walk(inside);
          continue;
        }
        const info = await this.limit(`Looking at ${path.join(folder, entry.name)}`, lstat(path.join(folder, entry.name))).catch(() => null);
        if (!info) continue;
        const releasePath = inside.length === 4 && inside[0] === "files" && info.isFile() ? inside.slice(1).join("/") : undefined;
        objects.push({ key: inside.join("/"), ...(releasePath ? { releasePath } : {}), size: info.size, modifiedMs: info.mtimeMs });
      }
    };
    await walk([]);
    return objects;
  }

  /** Removes a listed file, or a listed folder only while it is still empty (rmdir refuses otherwise). */
  async removeStored(object: StoredObject): Promise<void> {
    const segments = object.key.split("/").filter((segment) => segment !== "");
    if (segments.length === 0 || segments.some((segment) => segment === "." || segment === ".."))
      throw new StoreUnavailableError(`${object.key} is not a name in the store.`);
    const target = path.join(this.location, ...segments);
    await this.limit(`Removing ${target}`, object.folder ? rmdir(target) : rm(target)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === "ENOENT") return;
      if (error.code === "ENOTEMPTY" || error.code === "EEXIST") throw new StoreUnavailableError(`${object.key} is no longer empty.`);
      throw error;
    });
  }
}
