import type { Readable } from "node:stream";
import type { Manifest } from "./manifest";

/** Raised when the store cannot be reached or answers nonsense; the API turns it into 503. */
export class StoreUnavailableError extends Error {}

/**
 * The store answered, but its manifest.json is not JSON: the store is up (a circuit breaker must
 * not shut it off) and the manifest needs an operator.
 */
export class CorruptManifestError extends StoreUnavailableError {}

/**
 * Raised before the first manifest write when the store accepts a second `If-None-Match: *` PUT of
 * the same object: it ignores conditional writes, so two publishers at once could lose an entry.
 */
export class ConditionalWritesUnsupportedError extends Error {}

/** Raised when a publish would replace a file that is already published: versions are immutable. */
export class AlreadyPublishedError extends Error {}

/** One object (or, in a local folder, an empty folder) under the store's root, for `release verify` and `release repair`. */
export interface StoredObject {
  /** Relative to the store's root, "/"-separated: "manifest.json", "files/win/2.5.0/setup.exe" (local), "win/2.5.0/setup.exe" (S3). */
  key: string;
  /** The manifest path this object would have if it is a release file where the store puts them; absent otherwise. */
  releasePath?: string;
  /** An empty folder (local) or a zero-byte "folder/" marker (S3). */
  folder?: true;
  size: number;
  /** When it was last written (mtime, S3's LastModified), in ms since the epoch. */
  modifiedMs: number;
}

export interface FileFacts {
  sha256: string;
  /** Base64, as electron-updater's latest.yml carries it. */
  sha512: string;
  size: number;
}

/**
 * What every storage driver offers. Paths are manifest keys ("win/2.5.0/setup.exe") that the
 * caller has already found in a validated manifest; drivers never see a raw request path.
 */
export interface ReleaseStore {
  readonly kind: "local" | "s3";
  /** Where the releases live, for log lines and messages. */
  readonly location: string;
  /** The raw manifest, or null when none was ever written. `signal` gives the read up (S3 only). */
  readManifest(options?: { signal?: AbortSignal }): Promise<unknown>;
  /** Read, change and write the manifest as one step that a concurrent publisher cannot interleave. */
  updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest>;
  /**
   * Writes `manifest` only where there is no manifest.json yet (`If-None-Match: *` on S3; under the
   * publish lock, an exclusive create in a folder): true when it wrote it, false when a manifest was
   * already there, which it never replaces.
   */
  createManifest(manifest: Manifest): Promise<boolean>;
  /** Stores a file under a path not yet in the manifest; refuses when it already exists. */
  putFile(path: string, sourceFile: string): Promise<void>;
  deleteFile(path: string): Promise<void>;
  /** Re-reads a stored file and hashes it (for `release verify`). */
  hashFile(path: string): Promise<FileFacts>;
  /**
   * Whether the stored file is there (a HEAD, bounded by the store's time limits), checked before
   * a link is handed out. Throws StoreUnavailableError when the store cannot be asked.
   */
  exists(path: string): Promise<boolean>;
  /**
   * The store's own time, in ms since the epoch: what the release CLI writes into rollouts and
   * measures ages against, since the store is the one clock every replica and operator shares
   * (docs/decisions/074-the-store-keeps-the-time.md). Null when the store cannot tell (a folder
   * that does not exist yet or takes no file, an answer without a Date header).
   */
  now?(): Promise<number | null>;
  /** A short-lived link that lets a browser download the file, named fileName. */
  linkFor(path: string, fileName: string): Promise<string>;
  /**
   * Bytes start..end (inclusive) of a stored file, streamed: for a store whose links answer one
   * range per request (S3), so the replica answers a request for several ranges itself. A store
   * whose own links answer several (the local store's file route) has none. Throws
   * StoreUnavailableError when the store cannot be asked; a missing file is an S3ServiceException (404).
   */
  readRange?(path: string, start: number, end: number, signal?: AbortSignal): Promise<Readable>;
  /** Everything under the store's root (folder or bucket prefix), for the store hygiene of `release verify` and `release repair`. */
  listStored?(): Promise<StoredObject[]>;
  /** Removes one object that listStored() returned (an empty folder only while it is still empty). */
  removeStored?(object: StoredObject): Promise<void>;
  /** Releases connections (the S3 client's sockets) when the server stops. */
  close?(): void;
  /** Reports each call to a remote store (S3) to `observer`: the server's metrics (server/metrics/). A local folder has none. */
  observeCalls?(observer: StoreCallObserver): void;
}

/** The calls a remote store makes, by kind; what an operator graphs and alerts on. */
const STORE_OPERATIONS = ["get", "put", "head", "list", "delete"] as const;
export type StoreOperation = (typeof STORE_OPERATIONS)[number];

/** Told of every call a remote store made: how long it took, and whether the store failed it (not answered, or a 5xx). */
export interface StoreCallObserver {
  storeCalled(operation: StoreOperation, seconds: number, failed: boolean): void;
}
