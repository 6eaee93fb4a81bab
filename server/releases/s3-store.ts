import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { NodeHttpHandler } from "@smithy/node-http-handler";
import { type Clock, systemClock } from "../clock";
import type { CircuitBreaker } from "./circuit-breaker";
import { contentDispositionFor } from "./content-disposition";
import { hashStream } from "./hash";
import { emptyManifest, type Manifest, validateManifest } from "./manifest";
import {
  AlreadyPublishedError,
  ConditionalWritesUnsupportedError,
  CorruptManifestError,
  type FileFacts,
  type ReleaseStore,
  type StoreCallObserver,
  type StoredObject,
  type StoreOperation,
  StoreUnavailableError,
} from "./store";

export interface S3StoreOptions {
  bucket: string;
  prefix: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, s3rver); path-style addressing is used then. */
  endpoint?: string;
  linkTtlSeconds: number;
  /** The moment a link is signed at: its lifetime counts from there, by S3's clock (decision 074). */
  clock?: Clock;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  maxAttempts: number;
  /**
   * The operator vouches that only one publisher ever runs at a time, so a store that ignores
   * conditional writes (s3rver, some S3 look-alikes) may still be written.
   */
  singlePublisher?: boolean;
}

/** How many times a manifest write is retried after another publisher got in first. */
const MANIFEST_WRITE_ATTEMPTS = 12;

/**
 * The pause before retrying a manifest write that another publisher got in before: jittered, so
 * racing publishers spread out instead of colliding again, and growing with each attempt up to a
 * ceiling (docs/decisions/023-conditional-writes-and-read-through.md).
 */
export function manifestRetryDelayMs(attempt: number, random: () => number = Math.random): number {
  return (50 + random() * 150) * Math.min(attempt + 1, 4);
}

/** The commands the store sends, as the metrics name them. */
const OPERATIONS = new Map<unknown, StoreOperation>([
  [GetObjectCommand, "get"],
  [PutObjectCommand, "put"],
  [HeadObjectCommand, "head"],
  [ListObjectsV2Command, "list"],
  [DeleteObjectCommand, "delete"],
]);

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Releases in a bucket; credentials come from the standard AWS chain (env, profile, role). */
export class S3ReleaseStore implements ReleaseStore {
  readonly kind = "s3";
  readonly location: string;
  private readonly client: S3Client;
  /** Settled once the store has shown it enforces conditional writes; asked once per process. */
  private conditionalWrites: Promise<void> | null = null;
  private observer: StoreCallObserver | null = null;

  /**
   * `breaker` is the server's (server/releases/setup.ts): the existence checks made for visitors go
   * through it, so a hanging bucket costs a visitor a short limit once, then nothing. The release
   * CLI's calls do not: an operator's command may wait the full configured time limits.
   */
  constructor(
    private readonly options: S3StoreOptions,
    private readonly breaker?: CircuitBreaker,
  ) {
    this.location = `s3://${options.bucket}/${options.prefix}`;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.endpoint !== undefined,
      maxAttempts: options.maxAttempts,
      // The SDK's defaults wait forever on a peer that accepts and never answers.
      requestHandler: new NodeHttpHandler({
        connectionTimeout: options.connectTimeoutMs,
        requestTimeout: options.requestTimeoutMs,
        throwOnRequestTimeout: true,
      }),
      // Trailing checksums (aws-chunked bodies) only when S3 demands them: many S3-compatible servers do not speak them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

  observeCalls(observer: StoreCallObserver): void {
    this.observer = observer;
  }

  /**
   * Every request to the bucket goes through here, so the observer sees each one. An answer with a
   * 4xx (404 for a missing file, 412 for a lost race) is an answer; only a 5xx, a timeout or no
   * connection counts as a failure.
   */
  private send: S3Client["send"] = (async (command: Parameters<S3Client["send"]>[0], options?: { abortSignal?: AbortSignal }) => {
    const observer = this.observer;
    if (!observer) return this.client.send(command, options);
    const operation = OPERATIONS.get(command.constructor) ?? "get";
    const started = performance.now();
    let failed = true;
    try {
      const answer = await this.client.send(command, options);
      failed = false;
      return answer;
    } catch (error) {
      failed = !(error instanceof S3ServiceException && (status(error) ?? 500) < 500);
      throw error;
    } finally {
      observer.storeCalled(operation, (performance.now() - started) / 1000, failed);
    }
  }) as S3Client["send"];

  private key(path: string): string {
    return `${this.options.prefix}${path}`;
  }

  private async call<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof S3ServiceException && (status(error) ?? 500) < 500) throw error;
      throw new StoreUnavailableError(`${what} failed at ${this.location}: ${(error as Error).message}`);
    }
  }

  private async readWithEtag(signal?: AbortSignal): Promise<{ raw: unknown; etag: string | undefined }> {
    try {
      const answer = await this.call("Reading the manifest", () =>
        this.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key("manifest.json") }), { abortSignal: signal }),
      );
      const text = await answer.Body!.transformToString();
      try {
        return { raw: JSON.parse(text), etag: answer.ETag };
      } catch {
        throw new CorruptManifestError(`${this.location}manifest.json is not valid JSON.`);
      }
    } catch (error) {
      if (status(error) === 404) return { raw: null, etag: undefined };
      if (error instanceof S3ServiceException) throw new StoreUnavailableError(`Reading the manifest failed: ${error.message}`);
      throw error;
    }
  }

  async readManifest({ signal }: { signal?: AbortSignal } = {}): Promise<unknown> {
    return (await this.readWithEtag(signal)).raw;
  }

  /**
   * Two `If-None-Match: *` PUTs of one probe object: the second must fail with 412. A store that
   * accepts it would also accept a stale manifest write, and a concurrent publish would vanish.
   */
  async checkConditionalWrites(): Promise<void> {
    if (this.options.singlePublisher) return;
    this.conditionalWrites ??= this.probeConditionalWrites().catch((error: unknown) => {
      // A store that was down is asked again next time; one that ignores conditions stays refused.
      if (!(error instanceof ConditionalWritesUnsupportedError)) this.conditionalWrites = null;
      throw error;
    });
    return this.conditionalWrites;
  }

  private async probeConditionalWrites(): Promise<void> {
    const key = this.key(`.probes/conditional-write-${Date.now()}-${randomBytes(6).toString("hex")}`);
    const put = () => this.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: key, Body: "conditional write probe", IfNoneMatch: "*" }));
    const refusal = (how: string) =>
      new ConditionalWritesUnsupportedError(
        `The store at ${this.location} ${how}, so two publishers at once could lose an entry; use a store that enforces them (AWS S3, MinIO, Cloudflare R2), or pass --single-publisher if only one publisher ever runs at a time.`,
      );
    try {
      await this.call("Probing conditional writes", put).catch((error: unknown) => {
        if (status(error) !== undefined) throw refusal(`refuses conditional writes (If-None-Match: * got ${status(error)})`);
        throw error;
      });
      const second = await this.call("Probing conditional writes", put).then(
        () => "accepted" as const,
        (error: unknown) => (status(error) === 412 ? ("refused" as const) : Promise.reject(error)),
      );
      if (second === "accepted") throw refusal("does not enforce conditional writes (a second If-None-Match: * PUT of a probe object was accepted)");
    } finally {
      await this.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: key })).catch(() => undefined);
    }
  }

  /** One conditional PUT (If-Match / If-None-Match): a concurrent publisher makes it fail with 412, and we retry. */
  async updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest> {
    await this.checkConditionalWrites();
    for (let attempt = 0; attempt < MANIFEST_WRITE_ATTEMPTS; attempt++) {
      const { raw, etag } = await this.readWithEtag();
      const next = validateManifest(change(raw === null ? emptyManifest() : validateManifest(raw)));
      try {
        await this.send(
          new PutObjectCommand({
            Bucket: this.options.bucket,
            Key: this.key("manifest.json"),
            Body: `${JSON.stringify(next, null, 2)}\n`,
            ContentType: "application/json",
            ...(etag ? { IfMatch: etag } : { IfNoneMatch: "*" }),
          }),
        );
        return next;
      } catch (error) {
        if (status(error) !== 412 && status(error) !== 409) throw new StoreUnavailableError(`Writing the manifest failed: ${(error as Error).message}`);
        await new Promise((resolve) => setTimeout(resolve, manifestRetryDelayMs(attempt)));
      }
    }
    throw new StoreUnavailableError("Other publishers kept changing the manifest; try again.");
  }

  /**
   * One `If-None-Match: *` PUT: S3 answers 412 when a manifest is there, so it is never replaced
   * (docs/decisions/068-a-store-that-can-be-recovered.md). Read first as well, so a store that only
   * passed the probe through --single-publisher still does not overwrite one.
   */
  async createManifest(manifest: Manifest): Promise<boolean> {
    await this.checkConditionalWrites();
    const next = validateManifest(manifest);
    for (let attempt = 0; attempt < MANIFEST_WRITE_ATTEMPTS; attempt++) {
      const there = await this.readWithEtag().then(
        ({ raw }) => raw !== null,
        (error: unknown) => (error instanceof CorruptManifestError ? true : Promise.reject(error)),
      );
      if (there) return false;
      try {
        await this.send(
          new PutObjectCommand({
            Bucket: this.options.bucket,
            Key: this.key("manifest.json"),
            Body: `${JSON.stringify(next, null, 2)}\n`,
            ContentType: "application/json",
            IfNoneMatch: "*",
          }),
        );
        return true;
      } catch (error) {
        // 409: another conditional write of the same key was under way; look again.
        if (status(error) === 409) {
          await new Promise((resolve) => setTimeout(resolve, manifestRetryDelayMs(attempt)));
          continue;
        }
        // A 412, or no answer at all (a timeout, then the SDK's retry whose 412 was lost too), may
        // follow our own write landing: the manifest there now tells, byte for byte.
        const landed = await this.readManifest().catch(() => undefined);
        if (landed !== undefined && landed !== null) return JSON.stringify(landed) === JSON.stringify(next);
        if (status(error) === 412) return false;
        throw new StoreUnavailableError(`Writing the manifest failed: ${(error as Error).message}`);
      }
    }
    throw new StoreUnavailableError("Other publishers kept writing the manifest; try again.");
  }

  async putFile(path: string, sourceFile: string): Promise<void> {
    const exists = await this.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) })).then(
      () => true,
      (error) => (status(error) === 404 ? false : Promise.reject(error)),
    );
    if (exists) throw new AlreadyPublishedError(`${path} already exists in the store.`);
    const { size } = await stat(sourceFile);
    try {
      await this.send(
        new PutObjectCommand({
          Bucket: this.options.bucket,
          Key: this.key(path),
          Body: createReadStream(sourceFile),
          ContentLength: size,
          IfNoneMatch: "*",
          ContentType: "application/octet-stream",
        }),
      );
    } catch (error) {
      if (status(error) === 412) throw new AlreadyPublishedError(`${path} already exists in the store.`);
      throw error;
    }
  }

  exists(path: string): Promise<boolean> {
    if (!this.breaker) return this.head(path);
    return this.breaker.run(`Looking for ${this.location}${path}`, (signal) => this.head(path, signal));
  }

  private async head(path: string, signal?: AbortSignal): Promise<boolean> {
    try {
      await this.call(`Looking for ${path}`, () =>
        this.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) }), { abortSignal: signal }),
      );
      return true;
    } catch (error) {
      if (status(error) === 404) return false;
      if (error instanceof S3ServiceException) throw new StoreUnavailableError(`Looking for ${path} failed: ${error.message}`);
      throw error;
    }
  }

  /**
   * S3's time, from the Date header of a HEAD of the manifest (found or not: a 404 is dated too).
   * The header counts whole seconds, so the middle of its second is the best guess: half a second
   * either way.
   */
  async now(): Promise<number | null> {
    const command = new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key("manifest.json") });
    let date: string | undefined;
    // Below the deserializer, so the header is read from a 404 as well, before it becomes an error.
    command.middlewareStack.add(
      (next) => async (args) => {
        const result = await next(args);
        date = (result.response as { headers?: Record<string, string | undefined> }).headers?.date;
        return result;
      },
      { step: "deserialize", priority: "low", name: "readStoreDate" },
    );
    await this.call("Asking the store's time", () => this.send(command)).catch((error: unknown) => {
      if (status(error) === undefined) throw error;
    });
    const ms = date === undefined ? Number.NaN : Date.parse(date);
    return Number.isNaN(ms) ? null : ms + 500;
  }

  async deleteFile(path: string): Promise<void> {
    await this.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) }));
  }

  async hashFile(path: string): Promise<FileFacts> {
    const answer = await this.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) }));
    // The SDK's request timeout covers the wait for headers; the idle limit covers a body that stops arriving.
    return hashStream(`Reading ${this.location}${path}`, () => answer.Body as Readable, Math.max(this.options.requestTimeoutMs, 1000));
  }

  linkFor(path: string, fileName: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(path), ResponseContentDisposition: contentDispositionFor(fileName) });
    const signingDate = new Date((this.options.clock ?? systemClock)());
    return this.call("Signing a link", () => getSignedUrl(this.client, command, { expiresIn: this.options.linkTtlSeconds, signingDate }));
  }

  /** Through the breaker, as the visitors' existence checks are: an update's ranges must not wait on a bucket known to hang. */
  async readRange(path: string, start: number, end: number, signal?: AbortSignal): Promise<Readable> {
    const read = (limit?: AbortSignal) => {
      const abortSignal = limit && signal ? AbortSignal.any([limit, signal]) : (limit ?? signal);
      return this.call(`Reading ${path}`, () =>
        this.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(path), Range: `bytes=${start}-${end}` }), { abortSignal }),
      );
    };
    // A missing file (404) is the bucket's answer, not its failure.
    const answer = this.breaker ? await this.breaker.run(`Reading ${this.location}${path}`, read, (error) => (status(error) ?? 500) >= 500) : await read();
    return answer.Body as Readable;
  }

  /** Every object under the prefix, a page of 1,000 at a time (needs s3:ListBucket). */
  async listStored(): Promise<StoredObject[]> {
    const objects: StoredObject[] = [];
    let token: string | undefined;
    do {
      const page = await this.call("Listing the store", () =>
        this.send(new ListObjectsV2Command({ Bucket: this.options.bucket, Prefix: this.options.prefix, ContinuationToken: token })),
      );
      // An object without a date is taken for a new one, so repair never removes it.
      for (const object of page.Contents ?? []) {
        const key = object.Key!.slice(this.options.prefix.length);
        const folder = key.endsWith("/");
        objects.push({
          key,
          ...(folder ? { folder: true as const } : /^[^/]+\/[^/]+\/[^/]+$/.test(key) ? { releasePath: key } : {}),
          size: object.Size ?? 0,
          modifiedMs: object.LastModified?.getTime() ?? Number.MAX_SAFE_INTEGER,
        });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return objects;
  }

  async removeStored(object: StoredObject): Promise<void> {
    await this.call(`Removing ${object.key}`, () => this.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(object.key) })));
  }

  close(): void {
    this.client.destroy();
  }
}
