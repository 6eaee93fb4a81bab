import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { HeadObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { HELD_REQUEST_TIMEOUT_MS, type HoldingProxy, holdingProxy } from "../../tests/support/holding-proxy";
import { MOTO_CREDENTIALS, MotoServer } from "../../tooling/servers/moto";
import { emptyManifest, validateManifest } from "./manifest";
import { publish, verify } from "./publish";
import { S3ReleaseStore } from "./s3-store";

/*
 * The real fault behind a listed file once deleted: the manifest PUT reaches S3, its answer arrives
 * after the request timeout, the SDK retries and gets 412 because the first write landed. The
 * publish used to call that "already published" and delete the file the manifest now lists.
 *
 * A proxy in front of moto holds the answers to manifest PUTs until the SDK has given up on them
 * (tests/support/holding-proxy.ts).
 */

let moto: MotoServer;
let bucketCount = 0;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-slow-manifest-"));

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
}, 120_000);
afterAll(async () => {
  await moto?.stop();
  await rm(scratch, { recursive: true, force: true });
});

let proxy: HoldingProxy | undefined;
let store: S3ReleaseStore | undefined;
afterEach(async () => {
  store?.close();
  await proxy?.close();
});

/**
 * Publishes one file through the proxy. Into a store that has a manifest (the default), the
 * manifest PUTs are the publish's own entry; a first publish's first PUT creates the empty
 * manifest (createManifest, decision 068).
 */
async function publishThroughProxy(hold: (manifestPut: number) => boolean, maxAttempts: number, { first = false } = {}) {
  const bucket = `slow-manifest-${++bucketCount}`;
  await moto.createBucket(bucket);
  if (!first) {
    const client = moto.client();
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: "desktop/manifest.json", Body: JSON.stringify(emptyManifest()) }));
    client.destroy();
  }
  proxy = await holdingProxy(moto.endpoint, hold);
  // A request timeout above moto's answer time on a loaded machine, so only the held PUT times out.
  store = new S3ReleaseStore({
    bucket,
    prefix: "desktop/",
    region: "eu-west-1",
    endpoint: proxy.endpoint,
    linkTtlSeconds: 120,
    connectTimeoutMs: 5000,
    requestTimeoutMs: HELD_REQUEST_TIMEOUT_MS,
    maxAttempts,
  });
  const file = path.join(scratch, `${bucket}-bestelwijs-2.6.0-x64.exe`);
  await writeFile(file, `installer for ${bucket}`);
  const entry = await publish(store, { os: "win", version: "2.6.0", arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });

  const manifest = validateManifest(await store.readManifest());
  const client = moto.client();
  const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: `desktop/${entry.path}` }));
  client.destroy();
  return { entry, manifest, head, problems: await verify(store, manifest), held: proxy.heldAnswers };
}

it("reports success when the first manifest write lands and its answer is lost; the file stays and verify passes", async () => {
  const { entry, manifest, head, problems, held } = await publishThroughProxy((count) => count === 1, 3);
  // The fault happened: moto took the write (200) and the client never heard.
  expect(held).toEqual([{ status: 200 }]);
  expect(manifest.files).toEqual([entry]);
  expect(head.ContentLength).toBe(entry.size);
  expect(problems).toEqual([]);
}, 60_000);

it("reports success when every manifest answer is lost, finding its own entry by reading the manifest again", async () => {
  const { entry, manifest, head, problems, held } = await publishThroughProxy(() => true, 2);
  // The first write landed (200); the SDK's retry was refused (412) and that answer was lost too.
  expect(held).toEqual([{ status: 200 }, { status: 412 }]);
  expect(manifest.files).toEqual([entry]);
  expect(head.ContentLength).toBe(entry.size);
  expect(problems).toEqual([]);
}, 60_000);

it("a first publish goes on when the answers to the PUT that creates its manifest are lost, and lists its file", async () => {
  const { entry, manifest, problems, held } = await publishThroughProxy((count) => count <= 2, 2, { first: true });
  // The create landed (200), the SDK's retry was refused (412), both answers lost; the publish's own entry went through.
  expect(held).toEqual([{ status: 200 }, { status: 412 }]);
  expect(manifest.files).toEqual([entry]);
  expect(problems).toEqual([]);
}, 60_000);

it("createManifest says it wrote the manifest when its own write landed and every answer was lost", async () => {
  const bucket = `slow-manifest-${++bucketCount}`;
  await moto.createBucket(bucket);
  proxy = await holdingProxy(moto.endpoint, () => true);
  store = new S3ReleaseStore({
    bucket,
    prefix: "desktop/",
    region: "eu-west-1",
    endpoint: proxy.endpoint,
    linkTtlSeconds: 120,
    connectTimeoutMs: 5000,
    requestTimeoutMs: HELD_REQUEST_TIMEOUT_MS,
    maxAttempts: 2,
  });
  const manifest = validateManifest({
    ...emptyManifest(),
    files: [
      {
        path: "win/2.6.0/setup.exe",
        os: "win",
        version: "2.6.0",
        arch: "x64",
        kind: "installer",
        sha256: "0".repeat(64),
        size: 1,
        publishedAt: "2026-11-29T00:00:00.000Z",
      },
    ],
  });
  expect(await store.createManifest(manifest)).toBe(true);
  expect(proxy.heldAnswers).toEqual([{ status: 200 }, { status: 412 }]);
  expect(await store.createManifest(emptyManifest())).toBe(false);
  expect(validateManifest(await store.readManifest())).toEqual(manifest);
}, 60_000);
