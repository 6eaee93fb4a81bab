import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validateManifest } from "../../server/releases/manifest";
import { S3ReleaseStore } from "../../server/releases/s3-store";
import { ConditionalWritesUnsupportedError } from "../../server/releases/store";
import { MOTO_TIME_LIMITS, MotoServer } from "../../tooling/servers/moto";
import { runRelease } from "./cli";

/*
 * s3rver stays here as what it is: a store that accepts If-None-Match and If-Match and ignores
 * them. Publishing to it must refuse, unless the operator says only one publisher runs.
 * moto enforces them, as AWS S3, MinIO and R2 do, and must pass the probe.
 */

const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-conditional-"));
let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
let liarEndpoint: string;
let moto: MotoServer;

// s3rver only accepts its own key pair; moto accepts any.
const CREDENTIALS = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER", AWS_REGION: "eu-west-1" };

beforeAll(async () => {
  Object.assign(process.env, CREDENTIALS);
  s3rver = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory: path.join(scratch, "s3rver"),
    configureBuckets: [{ name: "liar" }, { name: "liar-single" }],
  });
  liarEndpoint = `http://127.0.0.1:${(await s3rver.run()).port}`;
  moto = await MotoServer.start();
  await moto.createBucket("honest");
}, 120_000);
afterAll(async () => {
  await s3rver?.close();
  await moto?.stop();
});

const options = (endpoint: string, bucket: string) => ({ bucket, prefix: "desktop/", region: "eu-west-1", endpoint, linkTtlSeconds: 60, ...MOTO_TIME_LIMITS });
const s3Env = (endpoint: string, bucket: string) => ({ ...CREDENTIALS, RELEASE_STORE: "s3", S3_BUCKET: bucket, S3_PREFIX: "desktop/", S3_ENDPOINT: endpoint });

async function binary(name: string): Promise<string> {
  const file = path.join(scratch, "src", `${Math.random().toString(36).slice(2)}`, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `binary ${name}`);
  return file;
}

async function cli(env: Record<string, string>, ...argv: string[]) {
  const lines = { out: [] as string[], err: [] as string[] };
  const code = await runRelease(argv, env, { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) });
  return { code, ...lines };
}

const publishArgs = async (version: string) => [
  "publish",
  "--percent",
  "100",
  "--os",
  "win",
  "--version",
  version,
  "--arch",
  "x64",
  "--kind",
  "installer",
  "--file",
  await binary(`bestelwijs-${version}-x64.exe`),
];

describe("a store that ignores conditional writes (s3rver)", () => {
  it("fails the probe with one sentence that names the way out", async () => {
    const store = new S3ReleaseStore(options(liarEndpoint, "liar"));
    const refusal = store.checkConditionalWrites();
    await expect(refusal).rejects.toThrow(ConditionalWritesUnsupportedError);
    await expect(refusal).rejects.toThrow(/does not enforce conditional writes.*AWS S3, MinIO, Cloudflare R2.*--single-publisher/);
    store.close();
  });

  it("makes `release publish` exit 1 with that sentence, leaving no manifest and no orphan file", async () => {
    const answer = await cli(s3Env(liarEndpoint, "liar"), ...(await publishArgs("2.5.0")));
    expect(answer.code).toBe(1);
    expect(answer.err).toEqual([expect.stringContaining("does not enforce conditional writes")]);
    expect(answer.out).toEqual([]);
    const store = new S3ReleaseStore(options(liarEndpoint, "liar"));
    await expect(store.readManifest()).resolves.toBeNull();
    await expect(store.hashFile("win/2.5.0/bestelwijs-2.5.0-x64.exe")).rejects.toThrow();
    store.close();
  });

  it("publishes when the operator passes --single-publisher", async () => {
    const answer = await cli(s3Env(liarEndpoint, "liar-single"), ...(await publishArgs("2.5.0")), "--single-publisher");
    expect(answer.err).toEqual([]);
    expect(answer.code).toBe(0);
    const store = new S3ReleaseStore(options(liarEndpoint, "liar-single"));
    expect(validateManifest(await store.readManifest()).files.map((file) => file.path)).toEqual(["win/2.5.0/bestelwijs-2.5.0-x64.exe"]);
    store.close();
  });
});

describe("a store that enforces conditional writes (moto)", () => {
  it("passes the probe, publishes, and leaves no probe object behind", async () => {
    const answer = await cli(s3Env(moto.endpoint, "honest"), ...(await publishArgs("2.6.0")));
    expect(answer.err).toEqual([]);
    expect(answer.code).toBe(0);
    const client = moto.client();
    const listed = await client.send(new ListObjectsV2Command({ Bucket: "honest" }));
    client.destroy();
    // The installer's blockmap is published beside it (decision 056); no probe object is left.
    expect((listed.Contents ?? []).map((object) => object.Key).sort()).toEqual([
      "desktop/manifest.json",
      "desktop/win/2.6.0/bestelwijs-2.6.0-x64.exe",
      "desktop/win/2.6.0/bestelwijs-2.6.0-x64.exe.blockmap",
    ]);
  });
});
