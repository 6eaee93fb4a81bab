import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { type AddressInfo, createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
// @ts-expect-error s3rver ships no types
import S3rver from "s3rver";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { createFixtureBuild } from "../test-support/fixture-build";
import { Catalogue } from "./catalogue";
import { LocalReleaseStore } from "./local-store";
import { validateManifest, versionsOf } from "./manifest";
import { publish, remove, verify } from "./publish";
import { S3ReleaseStore } from "./s3-store";
import { LinkSigner } from "./signing";
import { AlreadyPublishedError, type ReleaseStore, StoreUnavailableError } from "./store";

interface Driver {
  store: ReleaseStore;
  /** Follows a link the way a browser would and returns what it got. */
  follow(url: string): Promise<{ status: number; body: Buffer; disposition: string | undefined }>;
  /** Changes a stored file behind the manifest's back. */
  tamper(key: string): Promise<void>;
}

let s3rver: { run(): Promise<AddressInfo>; close(): Promise<void> };
let s3Endpoint: string;
let bucketCount = 0;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-contract-"));
const s3Credentials = { AWS_ACCESS_KEY_ID: "S3RVER", AWS_SECRET_ACCESS_KEY: "S3RVER" };

beforeAll(async () => {
  Object.assign(process.env, s3Credentials);
  s3rver = new S3rver({ address: "127.0.0.1", port: 0, silent: true, directory: path.join(scratch, "s3rver"), configureBuckets: [1, 2, 3, 4, 5, 6, 7, 8].map((n) => ({ name: `releases-${n}` })) });
  const { port } = await s3rver.run();
  s3Endpoint = `http://127.0.0.1:${port}`;
});
afterAll(() => s3rver.close());

const s3Options = (endpoint: string, bucket: string) => ({ bucket, prefix: "desktop/", region: "eu-west-1", endpoint, linkTtlSeconds: 120, connectTimeoutMs: 500, requestTimeoutMs: 800, maxAttempts: 2 });

const drivers: Record<string, () => Promise<Driver>> = {
  async local() {
    const dir = await mkdtemp(path.join(scratch, "local-"));
    const signer = new LinkSigner("contract-secret-of-at-least-32-characters");
    const store = new LocalReleaseStore({ dir, signer, linkTtlSeconds: 120, filesUrl: "/api/home/v1/files" });
    const catalogue = new Catalogue(store);
    const app = await buildApp({ buildDir: await createFixtureBuild(), releases: { store, signer, catalogue, linksPerMinute: 100, refreshSeconds: 30 } });
    return {
      store,
      async follow(url) {
        await catalogue.refresh();
        const answer = await app.inject({ method: "GET", url });
        return { status: answer.statusCode, body: answer.rawPayload, disposition: answer.headers["content-disposition"] as string | undefined };
      },
      tamper: (key) => writeFile(store.filePath(key), "tampered"),
    };
  },
  async s3() {
    const bucket = `releases-${++bucketCount}`;
    const store = new S3ReleaseStore(s3Options(s3Endpoint, bucket));
    return {
      store,
      async follow(url) {
        const answer = await fetch(url);
        return { status: answer.status, body: Buffer.from(await answer.arrayBuffer()), disposition: answer.headers.get("content-disposition") ?? undefined };
      },
      tamper: async (key) => {
        const client = new S3Client({ region: "eu-west-1", endpoint: s3Endpoint, forcePathStyle: true });
        await client.send(new PutObjectCommand({ Bucket: bucket, Key: `desktop/${key}`, Body: "tampered" }));
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
    for (const version of ["2.9.0", "2.10.0", "2.4.1"]) await publish(driver.store, { os: "win", version, label: "Installer", file: await binary(`setup-${version}.exe`, `win ${version}`) });
    await publish(driver.store, { os: "mac_os", version: "2.10.0", label: "Disk image", file: await binary("Bestelwijs.dmg", "mac 2.10.0") });
    const manifest = validateManifest(await driver.store.readManifest());
    expect(versionsOf(manifest, "win")).toEqual(["2.10.0", "2.9.0", "2.4.1"]);
    expect(manifest.files.find((file) => file.os === "mac_os")).toMatchObject({ path: "mac_os/2.10.0/Bestelwijs.dmg", size: 10 });
  });

  it("refuses to overwrite a published file and keeps the original bytes", async () => {
    await expect(publish(driver.store, { os: "win", version: "2.9.0", label: "Other", file: await binary("setup-2.9.0.exe", "evil") })).rejects.toThrow(AlreadyPublishedError);
    expect(validateManifest(await driver.store.readManifest()).files).toHaveLength(4);
    const link = await driver.store.linkFor("win/2.9.0/setup-2.9.0.exe", "setup-2.9.0.exe");
    const answer = await driver.follow(link);
    expect(answer.status).toBe(200);
    expect(answer.body.toString()).toBe("win 2.9.0");
    expect(answer.disposition).toContain("attachment; filename=\"setup-2.9.0.exe\"");
  });

  it("verifies every file and finds one changed behind its back", async () => {
    const manifest = validateManifest(await driver.store.readManifest());
    await expect(verify(driver.store, manifest)).resolves.toEqual([]);
    await driver.tamper("win/2.4.1/setup-2.4.1.exe");
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

describe("an S3 endpoint that accepts connections and never answers", () => {
  it("fails within the configured timeouts instead of hanging", async () => {
    const sockets: import("node:net").Socket[] = [];
    const silent = createServer((socket) => void sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const store = new S3ReleaseStore(s3Options(`http://127.0.0.1:${(silent.address() as AddressInfo).port}`, "releases"));
    const started = Date.now();
    await expect(store.readManifest()).rejects.toThrow(StoreUnavailableError);
    // Two attempts of 800 ms each plus the SDK's back-off between them; without the timeouts this never ends.
    expect(Date.now() - started).toBeLessThan(6000);
    const catalogue = new Catalogue(store);
    const app = await buildApp({ buildDir: await createFixtureBuild(), releases: { store, signer: new LinkSigner(), catalogue, linksPerMinute: 10, refreshSeconds: 30 } });
    const answer = await app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(answer.statusCode).toBe(503);
    expect(answer.json().error).toContain("not available");
    expect((await app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
    await app.close();
    for (const socket of sockets) socket.destroy();
    silent.close();
  }, 20_000);
});
