import { randomUUID } from "node:crypto";
import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { systemClock } from "../../server/clock";
import { Catalogue } from "../../server/releases/catalogue";
import { LocalReleaseStore } from "../../server/releases/local-store";
import { emptyManifest, type Manifest, type ReleaseFile, validateManifest } from "../../server/releases/manifest";
import { publish } from "../../server/releases/publish";
import { S3ReleaseStore } from "../../server/releases/s3-store";
import { LinkSigner } from "../../server/releases/signing";
import type { ReleaseStore } from "../../server/releases/store";
import { buildTestApp } from "../../tooling/app/test-app";
import { noise } from "../../tooling/releases/installer-pair";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../tooling/servers/moto";
import { runRelease } from "./cli";

/*
 * A store that can be recovered (docs/decisions/068-a-store-that-can-be-recovered.md),
 * through `npm run release` against a folder and against S3 (moto, which enforces conditional
 * writes as S3 does): a publish never starts a manifest beside release files, however young; a
 * first publish creates the manifest before its upload; `recover` rebuilds a lost manifest that the
 * catalogue and the update feed then serve, and never replaces one.
 */

let moto: MotoServer;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-recover-"));
const SIGNER = new LinkSigner("recover-test-secret-of-at-least-32-chars");

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
}, 120_000);
afterAll(() => moto?.stop());

interface Target {
  env: Record<string, string>;
  /** A store of its own on the same folder or bucket, as a server would have. */
  store(): ReleaseStore;
  /** Deletes manifest.json behind every store's back: a mistaken `rm`, a restore that missed it. */
  loseManifest(): Promise<void>;
  /** The raw manifest.json, or null. */
  rawManifest(): Promise<string | null>;
}

let buckets = 0;
const targets: Record<string, () => Promise<Target>> = {
  async local() {
    const dir = await mkdtemp(path.join(scratch, "store-"));
    const store = () => new LocalReleaseStore({ dir, signer: SIGNER, linkTtlSeconds: 120, filesUrl: "/api/home/v1/files" });
    return {
      env: { RELEASE_DIR: dir },
      store,
      loseManifest: () => rm(path.join(dir, "manifest.json")),
      rawManifest: () => readFile(path.join(dir, "manifest.json"), "utf8").catch(() => null),
    };
  },
  async s3() {
    const bucket = `recover-${++buckets}`;
    await moto.createBucket(bucket);
    const options = { bucket, prefix: "desktop/", region: "eu-west-1", endpoint: moto.endpoint, linkTtlSeconds: 120, ...MOTO_TIME_LIMITS };
    const client = moto.client();
    return {
      env: moto.releaseEnv(bucket),
      store: () => new S3ReleaseStore(options),
      loseManifest: async () => void (await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: "desktop/manifest.json" }))),
      rawManifest: () =>
        client.send(new GetObjectCommand({ Bucket: bucket, Key: "desktop/manifest.json" })).then(
          (answer) => answer.Body!.transformToString(),
          () => null,
        ),
    };
  },
};

async function source(name: string, bytes: Buffer | string): Promise<string> {
  const file = path.join(scratch, "src", randomUUID(), name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

/** What the stored bytes vouch for: everything of an entry but its publish time. */
const facts = (manifest: Manifest) =>
  manifest.files.map(({ publishedAt: _publishedAt, ...rest }: ReleaseFile) => rest).sort((a, b) => (a.path < b.path ? -1 : 1));

describe.each(Object.keys(targets))("on the %s store", (name) => {
  let target: Target;
  let lines: { out: string[]; err: string[] };
  const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
  const release = (...argv: string[]) => {
    lines = { out: [], err: [] };
    return runRelease(argv, target.env, io);
  };
  const publishWin = async (version: string, bytes: Buffer | string) =>
    release(
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
      await source(`bestelwijs-${version}-x64.exe`, bytes),
    );

  beforeAll(async () => {
    target = await targets[name]!();
  });

  it("a first publish creates the empty manifest before its upload, and a failed upload leaves just that", async () => {
    const store = target.store();
    const seen: Array<string | null> = [];
    const putFile = store.putFile.bind(store);
    store.putFile = async (key, file) => {
      seen.push(await target.rawManifest());
      if (key.endsWith("2.3.0-x64.exe")) throw new Error("connection reset while uploading");
      return putFile(key, file);
    };
    await expect(
      publish(
        store,
        { os: "win", version: "2.3.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.3.0-x64.exe", "never stored") },
        undefined,
        { rollout: { percent: 100 } },
      ),
    ).rejects.toThrow("connection reset");
    expect(seen.map((raw) => raw && JSON.parse(raw))).toEqual([emptyManifest()]);
    expect(JSON.parse((await target.rawManifest())!)).toEqual(emptyManifest());
    store.close?.();
  });

  it("refuses a publish beside young release files and no manifest, rebuilds the lost manifest with recover, and the catalogue and feed serve it", async () => {
    expect(await publishWin("2.4.0", noise(90_000, 4))).toBe(0);
    expect(await publishWin("2.5.0", noise(90_000, 5))).toBe(0);
    expect(
      await release(
        "publish",
        "--percent",
        "100",
        "--os",
        "mac_os",
        "--version",
        "2.5.0",
        "--arch",
        "universal",
        "--kind",
        "zip",
        "--file",
        await source("Bestelwijs-2.5.0-universal-mac.zip", noise(60_000, 6)),
      ),
    ).toBe(0);
    const lost = validateManifest(JSON.parse((await target.rawManifest())!));
    expect(lost.files.filter((file) => file.blockmap)).toHaveLength(3);
    await target.loseManifest();

    // Minutes old, not hours: still refused, and nothing is uploaded.
    expect(await publishWin("2.6.0", "the next release")).toBe(1);
    expect(lines.err).toEqual([expect.stringMatching(/holds 6 release files \(.*\) but no manifest\.json: its manifest was lost, .*`release recover`/)]);
    expect(await target.rawManifest()).toBeNull();

    expect(await release("recover", "--dry-run")).toBe(0);
    expect(facts(validateManifest(JSON.parse(lines.out.join("\n"))))).toEqual(facts(lost));
    expect(lines.err[0]).toMatch(/^Would write this manifest\.json to .*: 3 files of 3 versions, 3 blockmaps matched to their files, .* Nothing was written/);
    expect(await target.rawManifest()).toBeNull();

    expect(await release("recover")).toBe(0);
    expect(lines.out).toEqual([
      expect.stringMatching(
        /^Recovered manifest\.json in .*: 3 files of 3 versions, 3 blockmaps matched to their files, sizes, sha256 and sha512 read from the stored bytes\.$/,
      ),
    ]);
    expect(lines.err[0]).toMatch(/^Rollouts are not recovered: every recovered version is held at 0%/);
    expect(lines.err[0]).toContain("`release rollout --os win --version 2.5.0 --percent 100`");
    const recovered = validateManifest(JSON.parse((await target.rawManifest())!));
    expect(facts(recovered)).toEqual(facts(lost));
    expect(await release("verify")).toBe(0);

    const store = target.store();
    const catalogue = new Catalogue(store);
    const app = await buildTestApp({
      releases: { store, signer: SIGNER, catalogue, linksPerMinute: 100, refreshSeconds: 30, clock: systemClock },
    });
    try {
      await catalogue.refresh();
      const downloads = (await app.inject({ method: "GET", url: "/api/home/v1/downloads" })).json();
      expect(downloads.latestVersions.win).toMatchObject({
        version: "2.5.0",
        sha256: lost.files.find((file) => file.path === "win/2.5.0/bestelwijs-2.5.0-x64.exe")!.sha256,
      });
      const check = () => app.inject({ method: "GET", url: "/api/home/v1/updates/win/x64/2.4.0?installation=an-office-pc" });
      // Held until the operator says it was out: no installation is offered it.
      expect((await check()).statusCode).toBe(204);
      const held = parseYaml((await app.inject({ method: "GET", url: "/api/home/v1/updates/electron/win/x64/latest.yml" })).body);
      expect(held).toMatchObject({ version: "2.5.0", stagingPercentage: 0 });

      expect(await release("rollout", "--os", "win", "--version", "2.5.0", "--percent", "100")).toBe(0);
      await catalogue.refresh();
      expect((await check()).json()).toMatchObject({
        version: "2.5.0",
        sha512: lost.files.find((file) => file.path === "win/2.5.0/bestelwijs-2.5.0-x64.exe")!.sha512,
      });
      const feed = parseYaml((await app.inject({ method: "GET", url: "/api/home/v1/updates/electron/win/x64/latest.yml" })).body);
      expect(feed.stagingPercentage).toBeUndefined();
      const blockmap = await app.inject({ method: "GET", url: "/api/home/v1/updates/electron/win/x64/2.5.0/bestelwijs-2.5.0-x64.exe.blockmap" });
      expect(blockmap.statusCode).toBe(302);
    } finally {
      await app.close();
      store.close?.();
    }

    // Publishing goes on after a recovery.
    expect(await publishWin("2.6.0", "the next release")).toBe(0);
  });

  it("refuses to replace a manifest, and changes nothing", async () => {
    const before = await target.rawManifest();
    expect(before).not.toBeNull();
    expect(await release("recover")).toBe(1);
    expect(lines.err).toEqual([
      expect.stringMatching(/ already has a manifest\.json \(\d+ files\), and recover never replaces one: it only rebuilds a lost manifest\./),
    ]);
    expect(await target.rawManifest()).toBe(before);
  });
});

describe.each(Object.keys(targets))("recover on an empty %s store", (name) => {
  it("says there is nothing to recover and writes no manifest", async () => {
    const target = await targets[name]!();
    const lines = { out: [] as string[], err: [] as string[] };
    const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
    expect(await runRelease(["recover"], target.env, io)).toBe(0);
    expect(lines.out).toEqual([
      expect.stringMatching(/^Nothing to recover: .* holds no release files, so no manifest was written; the first publish starts one\.$/),
    ]);
    expect(lines.err).toEqual([]);
    expect(await target.rawManifest()).toBeNull();
  });
});

it("S3: a leftover object outside the release layout is named, not adopted", async () => {
  const target = await targets.s3!();
  const client = moto.client();
  try {
    await client.send(new PutObjectCommand({ Bucket: target.env.S3_BUCKET, Key: "desktop/win/2.5.0/bestelwijs-2.5.0-x64.exe", Body: "a release" }));
    await client.send(
      new PutObjectCommand({ Bucket: target.env.S3_BUCKET, Key: "desktop/.probes/conditional-write-1764000000000-0123456789ab", Body: "probe" }),
    );
  } finally {
    client.destroy();
  }
  const lines = { out: [] as string[], err: [] as string[] };
  expect(await runRelease(["recover"], target.env, { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) })).toBe(0);
  expect(lines.err).toContain("Not listed: .probes/conditional-write-1764000000000-0123456789ab: not a release file.");
  expect(validateManifest(JSON.parse((await target.rawManifest())!)).files.map((file) => file.path)).toEqual(["win/2.5.0/bestelwijs-2.5.0-x64.exe"]);
});

describe.each(Object.keys(targets))("createManifest on the %s store", (name) => {
  it("writes where there is none, exactly once among six racers, and never replaces one", async () => {
    const target = await targets[name]!();
    // Each racer has a manifest of its own, so the one that landed can be told from the others.
    const racers = Array.from({ length: 6 }, (_, index) => {
      const version = `2.5.${index}`;
      const file = {
        path: `win/${version}/bestelwijs-${version}-x64.exe`,
        os: "win",
        version,
        arch: "x64",
        kind: "installer",
        sha256: "0".repeat(64),
        size: 1,
      };
      return { store: target.store(), manifest: validateManifest({ ...emptyManifest(), files: [{ ...file, publishedAt: new Date().toISOString() }] }) };
    });
    const wrote = await Promise.all(racers.map(({ store, manifest }) => store.createManifest(manifest)));
    expect(wrote.filter(Boolean)).toHaveLength(1);
    const winner = racers[wrote.indexOf(true)]!.manifest;
    expect(validateManifest(JSON.parse((await target.rawManifest())!))).toEqual(winner);
    expect(await racers[0]!.store.createManifest(emptyManifest())).toBe(false);
    expect(validateManifest(JSON.parse((await target.rawManifest())!))).toEqual(winner);
    for (const { store } of racers) store.close?.();
  });
});
