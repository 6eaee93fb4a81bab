import { createHash } from "node:crypto";
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../tooling/app/test-app";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../tooling/servers/moto";
import { systemClock } from "../clock";
import { Catalogue } from "./catalogue";
import { LocalReleaseStore } from "./local-store";
import { validateManifest, versionsOf } from "./manifest";
import { migrate, publish, remove, verify } from "./publish";
import { S3ReleaseStore } from "./s3-store";
import { LinkSigner } from "./signing";
import { AlreadyPublishedError, type ReleaseStore, StoreUnavailableError } from "./store";

interface Driver {
  store: ReleaseStore;
  /** Follows a link the way a browser would and returns what it got. */
  follow(url: string): Promise<{ status: number; body: Buffer; disposition: string | undefined }>;
  /**
   * The Content-Disposition the browser gets. For S3 it is the one the signed link asks for
   * (response-content-disposition): AWS serves it, and moto does not echo it.
   */
  dispositionOf(link: string, answer: { disposition: string | undefined }): string | undefined;
  /** Writes a stored object (a file, or manifest.json) behind the store's back. */
  put(key: string, body: string): Promise<void>;
}

// The S3 driver runs against moto, which enforces conditional writes as AWS S3 does.
let moto: MotoServer;
let bucketCount = 0;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-contract-"));

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
}, 120_000);
afterAll(() => moto?.stop());

const s3Options = (endpoint: string, bucket: string) => ({
  bucket,
  prefix: "desktop/",
  region: "eu-west-1",
  endpoint,
  linkTtlSeconds: 120,
  ...MOTO_TIME_LIMITS,
});

const drivers: Record<string, () => Promise<Driver>> = {
  async local() {
    const dir = await mkdtemp(path.join(scratch, "local-"));
    const signer = new LinkSigner("contract-secret-of-at-least-32-characters");
    const store = new LocalReleaseStore({ dir, signer, linkTtlSeconds: 120, filesUrl: "/api/home/v1/files" });
    const catalogue = new Catalogue(store);
    const app = await buildTestApp({
      releases: { store, signer, catalogue, linksPerMinute: 100, refreshSeconds: 30, clock: systemClock },
    });
    return {
      store,
      async follow(url) {
        await catalogue.refresh();
        const answer = await app.inject({ method: "GET", url });
        return { status: answer.statusCode, body: answer.rawPayload, disposition: answer.headers["content-disposition"] as string | undefined };
      },
      dispositionOf: (_link, answer) => answer.disposition,
      put: async (key, body) => {
        const file = path.join(dir, ...(key === "manifest.json" ? [key] : ["files", ...key.split("/")]));
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, body);
      },
    };
  },
  async s3() {
    const bucket = `releases-${++bucketCount}`;
    await moto.createBucket(bucket);
    const store = new S3ReleaseStore(s3Options(moto.endpoint, bucket));
    return {
      store,
      async follow(url) {
        const answer = await fetch(url);
        return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()), disposition: answer.headers.get("content-disposition") ?? undefined };
      },
      dispositionOf: (link) => new URL(link).searchParams.get("response-content-disposition") ?? undefined,
      put: async (key, body) => {
        const client = moto.client();
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: `desktop/${key}`, Body: body }));
        client.destroy();
      },
    };
  },
};

async function binary(name: string, body: string): Promise<string> {
  const file = path.join(scratch, "src", `${Math.random().toString(36).slice(2)}`, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return file;
}

describe.each(Object.keys(drivers))("the %s release store", (name) => {
  let driver: Driver;
  beforeAll(async () => {
    driver = await drivers[name]!();
  });

  it("has no manifest before the first publish", async () => {
    await expect(driver.store.readManifest()).resolves.toBeNull();
  });

  it("publishes files and lists versions by semantic version", async () => {
    for (const version of ["2.9.0", "2.10.0", "2.4.1"])
      await publish(
        driver.store,
        { os: "win", version, arch: "x64", kind: "installer", file: await binary(`setup-${version}.exe`, `win ${version}`) },
        undefined,
        { rollout: { percent: 100 } },
      );
    await publish(
      driver.store,
      { os: "mac_os", version: "2.10.0", arch: "universal", kind: "dmg", file: await binary("Bestelwijs.dmg", "mac 2.10.0") },
      undefined,
      { rollout: { percent: 100 } },
    );
    const manifest = validateManifest(await driver.store.readManifest());
    expect(versionsOf(manifest, "win")).toEqual(["2.10.0", "2.9.0", "2.4.1"]);
    expect(manifest.files.find((file) => file.os === "mac_os")).toMatchObject({
      path: "mac_os/2.10.0/Bestelwijs.dmg",
      arch: "universal",
      kind: "dmg",
      size: 10,
      sha512: createHash("sha512").update("mac 2.10.0").digest("base64"),
    });
  });

  it("refuses to overwrite a published file and keeps the original bytes", async () => {
    await expect(
      publish(driver.store, { os: "win", version: "2.9.0", arch: "x86", kind: "installer", file: await binary("setup-2.9.0.exe", "evil") }, undefined, {
        rollout: { percent: 100 },
      }),
    ).rejects.toThrow(AlreadyPublishedError);
    expect(validateManifest(await driver.store.readManifest()).files).toHaveLength(4);
    const link = await driver.store.linkFor("win/2.9.0/setup-2.9.0.exe", "setup-2.9.0.exe");
    const answer = await driver.follow(link);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("win 2.9.0");
    expect(driver.dispositionOf(link, answer)).toContain('attachment; filename="setup-2.9.0.exe"');
  });

  it("verifies every file and finds one changed behind its back", async () => {
    const manifest = validateManifest(await driver.store.readManifest());
    await expect(verify(driver.store, manifest)).resolves.toEqual([]);
    await driver.put("win/2.4.1/setup-2.4.1.exe", "tampered");
    const problems = await verify(driver.store, manifest);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("win/2.4.1/setup-2.4.1.exe");
  });

  it("removes a file from the manifest and from storage", async () => {
    await remove(driver.store, "win/2.4.1/setup-2.4.1.exe");
    const manifest = validateManifest(await driver.store.readManifest());
    expect(manifest.files.map((file) => file.path)).not.toContain("win/2.4.1/setup-2.4.1.exe");
    await expect(driver.store.hashFile("win/2.4.1/setup-2.4.1.exe")).rejects.toThrow();
  });

  it("feeds the catalogue", async () => {
    const catalogue = new Catalogue(driver.store);
    await expect(catalogue.refresh()).resolves.toBe(true);
    expect(JSON.parse(catalogue.current!.body).latestVersions.win.version).toBe("2.10.0");
  });
});

describe.each(Object.keys(drivers))("a schema 1 manifest in the %s store", (name) => {
  let driver: Driver;
  const sha256 = (body: string) => createHash("sha256").update(body).digest("hex");
  const v1File = (os: string, version: string, fileName: string, label: string, body: string) => ({
    path: `${os}/${version}/${fileName}`,
    os,
    version,
    label,
    sha256: sha256(body),
    size: body.length,
    publishedAt: "2026-03-01T09:00:00.000Z",
  });
  const files = [
    v1File("win", "2.4.0", "bestelwijs-2.4.0-x64.exe", "Installer (64-bit)", "win x64"),
    v1File("win", "2.4.0", "bestelwijs-2.4.0-x86.exe", "Installer (32-bit)", "win x86"),
    v1File("win", "2.4.0", "bestelwijs-2.4.0.tar.gz", "Source code", "tarball"),
    v1File("mac_os", "2.4.0", "Bestelwijs.dmg", "Disk image (Apple silicon and Intel)", "mac dmg"),
  ];
  const bodies = ["win x64", "win x86", "tarball", "mac dmg"];

  beforeAll(async () => {
    driver = await drivers[name]!();
    for (const [index, file] of files.entries()) await driver.put(file.path, bodies[index]!);
    await driver.put("manifest.json", JSON.stringify({ schemaVersion: 1, pinned: { win: "2.4.0" }, files }));
  });

  it("is served as schema 2 before anyone migrates it", async () => {
    const catalogue = new Catalogue(driver.store);
    await expect(catalogue.refresh()).resolves.toBe(true);
    const answer = JSON.parse(catalogue.current!.body);
    expect(Object.keys(answer.files.win["2.4.0"])).toEqual(["Installer (64-bit)", "Download (64-bit)", "Installer (32-bit)"]);
    expect(answer.latestVersions.mac_os).toMatchObject({ arch: "universal", kind: "dmg", title: "Disk image (Apple silicon and Intel)" });
  });

  it("is migrated in the store without losing a file, each given its sha512, the unclassified one reported", async () => {
    const result = await migrate(driver.store);
    expect(result?.from).toBe(1);
    expect(result?.unclassified).toEqual([expect.stringContaining("win/2.4.0/bestelwijs-2.4.0.tar.gz")]);
    expect(result?.problems).toEqual([]);
    const stored = (await driver.store.readManifest()) as { schemaVersion: number; files: Array<Record<string, unknown>>; pinned: object };
    expect(stored.schemaVersion).toBe(2);
    expect(stored.pinned).toEqual({ win: "2.4.0" });
    expect(stored.files.map((file) => [file.path, file.arch, file.kind, file.sha512])).toEqual(
      files.map((file, index) => [
        file.path,
        ["x64", "x86", "x64", "universal"][index],
        ["installer", "installer", "other", "dmg"][index],
        createHash("sha512").update(bodies[index]!).digest("base64"),
      ]),
    );
    await expect(verify(driver.store, validateManifest(stored))).resolves.toEqual([]);
    // Running it again changes nothing.
    expect((await migrate(driver.store))?.hashed).toEqual([]);
  });

  it("reports a file whose bytes changed instead of hashing them anew", async () => {
    const other = await drivers[name]!();
    await other.put("win/2.4.0/bestelwijs-2.4.0-x64.exe", "changed behind the manifest's back");
    await other.put("manifest.json", JSON.stringify({ schemaVersion: 1, files: [files[0]] }));
    const result = await migrate(other.store);
    expect(result?.problems).toEqual([expect.stringContaining("no longer match")]);
    expect(validateManifest(await other.store.readManifest()).files[0]?.sha512).toBeUndefined();
  });
});

describe("an S3 endpoint that accepts connections and never answers", () => {
  it("fails within the configured timeouts instead of hanging", async () => {
    const sockets: import("node:net").Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    // The connection succeeds (the kernel accepts it), so only the request timeout can end each attempt.
    const store = new S3ReleaseStore({
      ...s3Options(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, "releases"),
      connectTimeoutMs: 5000,
      requestTimeoutMs: 800,
      maxAttempts: 2,
    });
    // Without the timeouts this never ends, and the test's own timeout says so. With them, each
    // of the two attempts (maxAttempts) gives up after the configured request timeout.
    const failure = store.readManifest();
    await expect(failure).rejects.toThrow(StoreUnavailableError);
    await expect(failure).rejects.toThrow(/configured 800 ms requestTimeout/);
    expect(sockets).toHaveLength(2);
    const catalogue = new Catalogue(store);
    const app = await buildTestApp({
      releases: { store, signer: new LinkSigner(), catalogue, linksPerMinute: 10, refreshSeconds: 30, clock: systemClock },
    });
    const answer = await app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toContain("not available");
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    await app.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  }, 20_000);
});
