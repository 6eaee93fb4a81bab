import { createHash } from "node:crypto";
import type { DownloadsAnswer } from "../../shared/downloads-api";
import { type Clock, systemClock } from "../clock";
import { type CircuitBreaker, CircuitOpenError } from "./circuit-breaker";
import { downloadsAnswer } from "./downloads-view";
import { blockmapFileOf, loadManifest, type Manifest, type ReleaseFile } from "./manifest";
import { CorruptManifestError, type ReleaseStore } from "./store";

/**
 * How often a catalogue whose last read failed reads again, instead of waiting for the next
 * RELEASE_REFRESH_SECONDS (30 s by default): a server that started while the store hung serves
 * within a second or two of the store answering. While the store's circuit is open this costs
 * nothing; the circuit breaker decides when a read really goes out.
 */
const FAILING_RETRY_MS = 1000;

/**
 * The Retry-After of every answer given while there is no catalogue yet (API, feed, pages). The
 * catalogue reads again every second meanwhile, so it is often back sooner; half a minute keeps a
 * fleet of apps and pages that all retry from adding to the load on a store that is struggling.
 */
export const NO_CATALOGUE_RETRY_SECONDS = 30;

/** Why the last read gave no catalogue: the store could not be read, or what it gave is not a manifest. */
type Failure = { kind: "unreadable" | "corrupt" | "missing"; message: string };

export interface CatalogueSnapshot {
  manifest: Manifest;
  /** Exact manifest keys; a Map so that "__proto__" or "constructor" are just missing keys. */
  byPath: Map<string, ReleaseFile>;
  /** Each file's blockmap as a file of its own (its path, size and sha256), by its key "<file path>.blockmap". */
  blockmaps: Map<string, ReleaseFile>;
  /**
   * What the downloads API answers, as data: the downloads page and the language-notice pages
   * render from it (server/request-time-pages/), and `body` is serialised from it. Frozen, as
   * every page of this catalogue reads the same object.
   */
  downloads: DownloadsAnswer;
  /** The GET answer, serialised once per manifest, not once per request. */
  body: string;
  /** The same as UTF-8 bytes, encoded once: a string is encoded again on every write to a socket (decision 070). The direct lane sends these bytes as a Latin-1 string, which is copied, not encoded. */
  bodyBytes: Buffer;
  etag: string;
  loadedAt: Date;
}

/** The downloads answer of a manifest: typed for the pages, serialised once for the API. */
export function downloadsOf(manifest: Manifest): Pick<CatalogueSnapshot, "downloads" | "body" | "bodyBytes" | "etag"> {
  const downloads = deepFreeze(downloadsAnswer(manifest));
  const body = JSON.stringify(downloads);
  const etag = `"${createHash("sha256").update(body).digest("base64url").slice(0, 27)}"`;
  return { downloads, body, bodyBytes: Buffer.from(body), etag };
}

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null && !Object.isFrozen(value)) {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

type Logger = { warn(object: object, message: string): void; info(object: object, message: string): void };

/** The manifest in memory, refreshed on a schedule; a failed refresh keeps the last good one. */
export class Catalogue {
  private snapshot: CatalogueSnapshot | null = null;
  private timer: NodeJS.Timeout | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private lastError: Failure | null = null;
  private inFlight: Promise<boolean> | null = null;
  private lastReadThrough = Number.NEGATIVE_INFINITY;
  private lastReadForMissingFile = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly store: ReleaseStore,
    private log: Logger = { warn: () => undefined, info: () => undefined },
    /** Paces read-throughs (at most one per interval), dates each snapshot, and ages what was found in the store (api/file-links.ts). */
    readonly clock: Clock = systemClock,
    /** The server's circuit breaker for a remote store (setup.ts): manifest reads go through it. */
    private readonly breaker?: CircuitBreaker,
  ) {
    breaker?.useLogger(this.log, store.location);
  }

  /** The catalogue exists before the app whose logger it should use; so does the breaker it reads through. */
  useLogger(log: Logger): void {
    this.log = log;
    this.breaker?.useLogger(log, this.store.location);
  }

  get current(): CatalogueSnapshot | null {
    return this.snapshot;
  }

  get ready(): boolean {
    return this.snapshot !== null;
  }

  /** Loads and validates the manifest; on any failure keeps serving what it had. Never throws. */
  refresh(): Promise<boolean> {
    // A slow store must not pile up overlapping reads.
    this.inFlight ??= this.load().finally(() => (this.inFlight = null));
    return this.inFlight;
  }

  /**
   * A request asked for something this catalogue lacks: another replica may have published it
   * since the last refresh. Re-reads the manifest, joining a read under way and at most once per
   * `minIntervalMs`, so a flood of bad paths costs one read a second, not one per request.
   * Resolves once the catalogue is as fresh as it will get; never throws.
   */
  async readThrough(minIntervalMs = 1000): Promise<void> {
    if (this.inFlight) {
      await this.inFlight;
      return;
    }
    const now = this.clock();
    if (now - this.lastReadThrough < minIntervalMs) return;
    this.lastReadThrough = now;
    await this.refresh();
  }

  /**
   * The store lacks a file this catalogue lists: most likely `release remove` took it out of the
   * manifest (it writes the manifest before it deletes the object) since the last read. Only a
   * read that begins after the miss can tell, so this waits for a read under way and then reads,
   * at most once per `minIntervalMs` on a pace of its own: misses of unknown paths, which any
   * client can cause, do not use up the read a removal needs; and only a file listed and gone
   * leads here, so no client can cause more than one such read a second either. Never throws.
   */
  async readForMissingFile(minIntervalMs = 1000): Promise<void> {
    if (this.inFlight) await this.inFlight;
    const now = this.clock();
    if (now - this.lastReadForMissingFile < minIntervalMs) return;
    this.lastReadForMissingFile = now;
    await this.refresh();
  }

  /** A release file or a blockmap at its key, for the signed-link route that serves both (re-reads like findFile). */
  async findStored(key: string): Promise<ReleaseFile | undefined> {
    const known = this.snapshot?.byPath.get(key) ?? this.snapshot?.blockmaps.get(key);
    if (known) return known;
    await this.readThrough();
    return this.snapshot?.byPath.get(key) ?? this.snapshot?.blockmaps.get(key);
  }

  /** The file at a manifest key, re-reading the manifest once (see readThrough) when it is not there. */
  async findFile(key: string): Promise<ReleaseFile | undefined> {
    const known = this.snapshot?.byPath.get(key);
    if (known) return known;
    await this.readThrough();
    return this.snapshot?.byPath.get(key);
  }

  /**
   * What /readyz says about the releases: `serving` when there is a catalogue (the last good one,
   * maybe), and `problem` when the store or its manifest is not as it should be. Never silent:
   * a catalogue served because the store cannot be read says so.
   */
  get health(): { serving: boolean; problem: string | null } {
    const location = this.store.location;
    const failure = this.lastError;
    let problem: string | null = null;
    if (failure?.kind === "missing")
      problem = `the release store ${location} has no manifest.json yet: publish the first release (npm run release -- publish, or node build/release.js publish where only the build was shipped; docs/deploy.md, "The first start"); if releases were published before, restore manifest.json or run release recover`;
    else if (failure?.kind === "corrupt") problem = `the manifest in the release store ${location} is not valid: ${failure.message}`;
    else if (failure) problem = `the release store ${location} cannot be read: ${failure.message}`;
    else if (!this.snapshot) problem = `the release store ${location} has not answered the first read of its manifest yet`;
    else if (this.breaker?.problem)
      problem = `the release store ${location} is not answering (${this.breaker.problem}); download links and update checks answer 503 until it does`;
    if (this.snapshot && failure) problem = `serving the last good release catalogue (loaded ${this.snapshot.loadedAt.toISOString()}) because ${problem}`;
    return { serving: this.snapshot !== null, problem };
  }

  private readRaw(): Promise<unknown> {
    if (!this.breaker) return this.store.readManifest();
    // A corrupt manifest is an answer: the store is up, and links to its files still work.
    return this.breaker.run(
      `Reading ${this.store.location}manifest.json`,
      (signal) => this.store.readManifest({ signal }),
      (error) => !(error instanceof CorruptManifestError),
    );
  }

  private async load(): Promise<boolean> {
    let failure: Failure["kind"] = "unreadable";
    try {
      const raw = await this.readRaw();
      failure = "missing";
      if (raw === null) throw new Error(`no manifest.json in ${this.store.location} yet`);
      failure = "corrupt";
      const { manifest, migration } = loadManifest(raw);
      const answer = downloadsOf(manifest);
      const { etag } = answer;
      if (etag !== this.snapshot?.etag) {
        this.log.info({ files: manifest.files.length, etag }, "release catalogue loaded");
        // Served as schema 2 from memory; the store keeps schema 1 until `release migrate` (or any publish) writes it.
        if (migration) this.log.warn({ unclassified: migration.unclassified }, "release manifest is schema 1; run `npm run release -- migrate`");
        const unhashed = manifest.files.filter((file) => file.sha512 === undefined).length;
        if (unhashed > 0) this.log.warn({ files: unhashed }, "release files without sha512 are left out of the update feeds; run `npm run release -- migrate`");
      }
      const blockmaps = new Map(manifest.files.flatMap((file) => blockmapFileOf(file) ?? []).map((blockmap) => [blockmap.path, blockmap] as const));
      this.snapshot = {
        manifest,
        byPath: new Map(manifest.files.map((file) => [file.path, file])),
        blockmaps,
        ...answer,
        loadedAt: new Date(this.clock()),
      };
      this.lastError = null;
      return true;
    } catch (error) {
      // Not tried (the store failed a moment ago): the failure that opened the circuit still stands.
      if (error instanceof CircuitOpenError) return false;
      const message = (error as Error).message;
      // One line per new problem, not one per refresh while the store stays down.
      if (message !== this.lastError?.message) this.log.warn({ err: message, servingLastGood: this.ready }, "release catalogue refresh failed");
      this.lastError = { kind: error instanceof CorruptManifestError ? "corrupt" : failure, message };
      return false;
    }
  }

  /** Refreshes every `intervalMs`, and every FAILING_RETRY_MS while the store or its manifest fails. */
  start(intervalMs: number): void {
    this.stop();
    this.timer = setInterval(() => void this.refresh(), intervalMs);
    this.timer.unref();
    this.retryTimer = setInterval(() => {
      if (this.lastError || this.breaker?.problem) void this.refresh();
    }, FAILING_RETRY_MS);
    this.retryTimer.unref();
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    if (this.retryTimer) clearInterval(this.retryTimer);
    this.timer = null;
    this.retryTimer = null;
  }
}
