import { createHash } from "node:crypto";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp, createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { type UpdaterClient, updaterClient } from "../../../tooling/releases/electron-updater-client";
import { noise, scatteredChanges } from "../../../tooling/releases/installer-pair";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../../tooling/servers/moto";
import { systemClock } from "../../clock";
import { UPDATE_LIMIT_DEFAULTS } from "../../config";
import { Catalogue } from "../../releases/catalogue";
import { publish } from "../../releases/publish";
import { S3ReleaseStore } from "../../releases/s3-store";
import { LinkSigner } from "../../releases/signing";
import type { ReleaseStore } from "../../releases/store";
import { askedBytes } from "../downloads/range";

/*
 * The real client, with the default limits, on large installers: a differential update with
 * hundreds of changed blocks completes from one address (its ranges are not update checks), and
 * with electron-builder's default useMultipleRangeRequest the server answers several ranges per
 * request (206 multipart/byteranges), from the local store and, through the replica, from S3.
 * The bytes are counted on the server's side: what it sent, and on S3 what its redirects asked of
 * the bucket.
 */

const MIB = 1024 * 1024;
const old = noise(32 * MIB, 1);
/** 200 scattered 4 KiB changes. */
const scattered = scatteredChanges(old, 200, 4096);
/** 192 KiB changed: 48 scattered 4 KiB regions. */
const small = scatteredChanges(old, 48, 4096, 60);
const sha512 = (bytes: Buffer) => createHash("sha512").update(bytes).digest("base64");
const DEFAULT_LIMITS = { updateChecksPerMinute: UPDATE_LIMIT_DEFAULTS.checksPerMinute, updateRangesPerMinute: UPDATE_LIMIT_DEFAULTS.rangesPerMinute };

async function source(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-installer-")), name);
  await writeFile(file, bytes);
  return file;
}

async function publishPair(store: ReleaseStore, next: Buffer): Promise<void> {
  await publish(store, { os: "win", version: "2.0.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.0.0-x64.exe", old) });
  await publish(store, { os: "win", version: "2.1.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.1.0-x64.exe", next) }, undefined, {
    rollout: { percent: 100 },
  });
}

/**
 * The update's bytes as the server gave them: the body of every installer or blockmap answer it
 * sent, and, where the store serves the bytes itself (S3), what each redirect of the installer asked for.
 */
function servedBytes(app: FastifyInstance, size: number, { storeServesRedirects }: { storeServesRedirects: boolean }) {
  const served = { bytes: 0, multipart: 0, statuses: [] as number[] };
  app.server.on("request", (request, response) => {
    const pathname = (request.url ?? "").split("?")[0] ?? "";
    if (!/\.(exe|blockmap)$/.test(pathname)) return;
    response.on("finish", () => {
      served.statuses.push(response.statusCode);
      if (response.statusCode === 200 || response.statusCode === 206) served.bytes += Number(response.getHeader("content-length"));
      if (String(response.getHeader("content-type")).startsWith("multipart/byteranges")) served.multipart++;
      if (storeServesRedirects && response.statusCode === 302 && pathname.endsWith(".exe")) served.bytes += askedBytes(request.headers.range, size) ?? size;
    });
  });
  return served;
}

async function update(feedUrl: string, options: { useMultipleRangeRequest: boolean }): Promise<{ client: UpdaterClient; bytes: Buffer }> {
  const client = await updaterClient(feedUrl, "2.0.0", { cachedInstaller: old, ...options });
  const check = await client.updater.checkForUpdates();
  expect(check?.updateInfo.version).toBe("2.1.0");
  const [file] = await client.updater.downloadUpdate();
  return { client, bytes: await readFile(file!) };
}

describe("a differential update of a 32 MiB installer from one address, with the default limits, from the local store", () => {
  let t: TestApp;
  let smallFeed: TestApp;
  const feedOf = (address: string) => `${address}/api/home/v1/updates/electron/win/x64/`;

  beforeAll(async () => {
    t = await createTestApp({ samples: false, ...DEFAULT_LIMITS });
    await publishPair(t.releases.store, scattered);
    await t.releases.catalogue.refresh();
    smallFeed = await createTestApp({ samples: false, ...DEFAULT_LIMITS });
    await publishPair(smallFeed.releases.store, small);
    await smallFeed.releases.catalogue.refresh();
  }, 240_000);
  afterAll(async () => {
    await t?.app.close();
    await smallFeed?.app.close();
  });

  it.each([false, true])(
    "with 200 scattered 4 KiB changes completes, fetching at most 40 percent of the installer (useMultipleRangeRequest: %s)",
    async (useMultipleRangeRequest) => {
      const served = servedBytes(t.app, scattered.length, { storeServesRedirects: false });
      const address = await t.app.listen({ port: 0, host: "127.0.0.1" }).catch(() => `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`);
      const { client, bytes } = await update(feedOf(address), { useMultipleRangeRequest });
      expect(sha512(bytes)).toBe(sha512(scattered));
      expect(served.statuses).not.toContain(429);
      if (!useMultipleRangeRequest)
        // More requests than UPDATE_CHECKS_PER_MINUTE allows in a minute: each range is one.
        expect(client.exchanges.filter((exchange) => exchange.range !== undefined).length).toBeGreaterThan(UPDATE_LIMIT_DEFAULTS.checksPerMinute);
      else expect(served.multipart).toBeGreaterThan(0);
      expect(served.bytes).toBeGreaterThan(0);
      expect(served.bytes).toBeLessThanOrEqual(scattered.length * 0.4);
    },
    240_000,
  );

  it("with 192 KiB changed and electron-builder's defaults, fetches at most 25 percent of the installer through multipart answers", async () => {
    const served = servedBytes(smallFeed.app, small.length, { storeServesRedirects: false });
    const address = await smallFeed.app.listen({ port: 0, host: "127.0.0.1" });
    const { bytes } = await update(feedOf(address), { useMultipleRangeRequest: true });
    expect(sha512(bytes)).toBe(sha512(small));
    expect(served.multipart).toBeGreaterThan(0);
    expect(served.bytes).toBeLessThanOrEqual(small.length * 0.25);
  }, 240_000);
});

describe("a differential update of a 32 MiB installer with 192 KiB changed, from S3 (moto), with electron-builder's defaults", () => {
  let moto: MotoServer;
  let store: S3ReleaseStore;
  let app: FastifyInstance;

  beforeAll(async () => {
    Object.assign(process.env, MOTO_CREDENTIALS);
    moto = await MotoServer.start();
    await moto.createBucket("ranges");
    store = new S3ReleaseStore({ bucket: "ranges", prefix: "", region: "eu-west-1", endpoint: moto.endpoint, linkTtlSeconds: 300, ...MOTO_TIME_LIMITS });
    await publishPair(store, small);
    const catalogue = new Catalogue(store);
    await catalogue.refresh();
    app = await buildTestApp({
      releases: { store, signer: new LinkSigner(), catalogue, linksPerMinute: 1000, refreshSeconds: 30, clock: systemClock, ...DEFAULT_LIMITS },
      logger: { level: "silent" },
    });
    await app.ready();
  }, 240_000);
  afterAll(async () => {
    await app?.close();
    await moto?.stop();
  });

  it("updates differentially: the replica answers the several ranges itself, at most 25 % of the installer in all", async () => {
    const served = servedBytes(app, small.length, { storeServesRedirects: true });
    const address = await app.listen({ port: 0, host: "127.0.0.1" });
    const { client, bytes } = await update(`${address}/api/home/v1/updates/electron/win/x64/`, { useMultipleRangeRequest: true });
    expect(sha512(bytes)).toBe(sha512(small));
    expect(served.multipart).toBeGreaterThan(0);
    expect(client.exchanges.filter((exchange) => exchange.path.endsWith(".exe")).every((exchange) => exchange.status === 206)).toBe(true);
    expect(served.bytes).toBeLessThanOrEqual(small.length * 0.25);
  }, 240_000);
});
