import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { NodeHttpHandler } from "@smithy/node-http-handler";
import { type Manifest, emptyManifest, validateManifest } from "./manifest";
import { contentDispositionFor } from "./content-disposition";
import { hashStream } from "./hash";
import { AlreadyPublishedError, type FileFacts, type ReleaseStore, StoreUnavailableError } from "./store";

export interface S3StoreOptions {
  bucket: string;
  prefix: string;
  region: string;
  /** For S3-compatible services (MinIO, R2, s3rver); path-style addressing is used then. */
  endpoint?: string;
  linkTtlSeconds: number;
  connectTimeoutMs: number;
  requestTimeoutMs: number;
  maxAttempts: number;
}

const status = (error: unknown) => (error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined);

/** Releases in a bucket; credentials come from the standard AWS chain (env, profile, role). */
export class S3ReleaseStore implements ReleaseStore {
  readonly kind = "s3";
  readonly location: string;
  private readonly client: S3Client;

  constructor(private readonly options: S3StoreOptions) {
    this.location = `s3://${options.bucket}/${options.prefix}`;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.endpoint !== undefined,
      maxAttempts: options.maxAttempts,
      // The SDK's defaults wait forever on a peer that accepts and never answers.
      requestHandler: new NodeHttpHandler({ connectionTimeout: options.connectTimeoutMs, requestTimeout: options.requestTimeoutMs, throwOnRequestTimeout: true }),
      // Trailing checksums (aws-chunked bodies) only when S3 demands them: many S3-compatible servers do not speak them.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    });
  }

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

  private async readWithEtag(): Promise<{ raw: unknown; etag: string | undefined }> {
    try {
      const answer = await this.call("Reading the manifest", () => this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key("manifest.json") })));
      const text = await answer.Body!.transformToString();
      try {
        return { raw: JSON.parse(text), etag: answer.ETag };
      } catch {
        throw new StoreUnavailableError(`${this.location}manifest.json is not valid JSON.`);
      }
    } catch (error) {
      if (status(error) === 404) return { raw: null, etag: undefined };
      if (error instanceof S3ServiceException) throw new StoreUnavailableError(`Reading the manifest failed: ${error.message}`);
      throw error;
    }
  }

  async readManifest(): Promise<unknown> {
    return (await this.readWithEtag()).raw;
  }

  /** One conditional PUT (If-Match / If-None-Match): a concurrent publisher makes it fail with 412, and we retry. */
  async updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest> {
    for (let attempt = 0; attempt < 8; attempt++) {
      const { raw, etag } = await this.readWithEtag();
      const next = validateManifest(change(raw === null ? emptyManifest() : validateManifest(raw)));
      try {
        await this.client.send(
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
        await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
      }
    }
    throw new StoreUnavailableError("Other publishers kept changing the manifest; try again.");
  }

  async putFile(path: string, sourceFile: string): Promise<void> {
    const exists = await this.client.send(new HeadObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) })).then(() => true, (error) => (status(error) === 404 ? false : Promise.reject(error)));
    if (exists) throw new AlreadyPublishedError(`${path} already exists in the store.`);
    const { size } = await stat(sourceFile);
    try {
      await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key: this.key(path), Body: createReadStream(sourceFile), ContentLength: size, IfNoneMatch: "*", ContentType: "application/octet-stream" }));
    } catch (error) {
      if (status(error) === 412) throw new AlreadyPublishedError(`${path} already exists in the store.`);
      throw error;
    }
  }

  async deleteFile(path: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) }));
  }

  async hashFile(path: string): Promise<FileFacts> {
    const answer = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(path) }));
    // The SDK's request timeout covers the wait for headers; the idle limit covers a body that stops arriving.
    return hashStream(`Reading ${this.location}${path}`, () => answer.Body as Readable, Math.max(this.options.requestTimeoutMs, 1000));
  }

  linkFor(path: string, fileName: string): Promise<string> {
    const command = new GetObjectCommand({ Bucket: this.options.bucket, Key: this.key(path), ResponseContentDisposition: contentDispositionFor(fileName) });
    return this.call("Signing a link", () => getSignedUrl(this.client, command, { expiresIn: this.options.linkTtlSeconds }));
  }

  close(): void {
    this.client.destroy();
  }
}
