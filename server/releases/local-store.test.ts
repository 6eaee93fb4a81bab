import { readdirSync, unlinkSync } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { PublishLockHeldError, PublishLockLostError } from "./file-lock";
import { leftoverReport } from "./hygiene";
import { LocalReleaseStore } from "./local-store";
import { emptyManifest, validateManifest } from "./manifest";
import { publish } from "./publish";
import { openReleaseStore } from "./setup";
import { LinkSigner } from "./signing";
import { AlreadyPublishedError } from "./store";

/* The local store around its publish lock (file-lock.ts): what a publish leaves when it cannot get it or loses it. */

let dir: string;
let store: LocalReleaseStore;
const lock = () => path.join(dir, "store", "manifest.json.lock");

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-local-store-"));
  // waitMs 0: a held lock refuses at once instead of after 20 s.
  store = new LocalReleaseStore({ dir: path.join(dir, "store"), signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files", lock: { waitMs: 0 } });
});

async function installer(version: string): Promise<string> {
  const file = path.join(dir, "src", `bestelwijs-${version}-x64.exe`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `installer ${version}`);
  return file;
}

const publishWin = async (version: string) =>
  publish(store, { os: "win", version, arch: "x64", kind: "installer", file: await installer(version) }, undefined, { rollout: { percent: 100 } });

describe("LocalReleaseStore and its publish lock", () => {
  it("leaves no file and no empty version folder when a publish cannot get the lock", async () => {
    await publishWin("2.4.0");
    await mkdir(lock());
    await writeFile(path.join(lock(), "owner-0123456789abcdef0123456789abcdef"), JSON.stringify({ pid: process.pid, hostname: hostname() }));

    await expect(publishWin("2.5.0")).rejects.toThrow(PublishLockHeldError);
    expect(await readdir(path.join(dir, "store", "files", "win"))).toEqual(["2.4.0"]);
    const manifest = validateManifest(JSON.parse(await readFile(path.join(dir, "store", "manifest.json"), "utf8")));
    expect(await leftoverReport(store, manifest, Date.now())).toEqual({ lines: [], failing: 0 });
  });

  it("removes the system folder too when the failed publish was its first", async () => {
    await mkdir(path.join(dir, "store"));
    await writeFile(path.join(dir, "store", "manifest.json"), JSON.stringify(emptyManifest()));
    await mkdir(lock());
    await writeFile(path.join(lock(), "owner-0123456789abcdef0123456789abcdef"), JSON.stringify({ pid: process.pid, hostname: hostname() }));
    await expect(publishWin("2.5.0")).rejects.toThrow(PublishLockHeldError);
    expect(await readdir(path.join(dir, "store", "files"))).toEqual([]);
  });

  it("uploads nothing when the first publish into a store cannot take the lock to create its manifest (decision 068)", async () => {
    await mkdir(path.join(dir, "store"));
    await mkdir(lock());
    await writeFile(path.join(lock(), "owner-0123456789abcdef0123456789abcdef"), JSON.stringify({ pid: process.pid, hostname: hostname() }));
    await expect(publishWin("2.5.0")).rejects.toThrow(PublishLockHeldError);
    expect(await readdir(path.join(dir, "store"))).toEqual(["manifest.json.lock"]);
  });

  it("writes no manifest when its lock was taken over while it held it", async () => {
    await publishWin("2.4.0");
    const before = await readFile(path.join(dir, "store", "manifest.json"), "utf8");
    await expect(
      store.updateManifest((current) => {
        // What a waiter that took this holder for dead does: it unlinks the holder's owner file.
        for (const name of readdirSync(lock())) unlinkSync(path.join(lock(), name));
        return { ...current, files: [], versions: [] };
      }),
    ).rejects.toThrow(PublishLockLostError);
    expect(await readFile(path.join(dir, "store", "manifest.json"), "utf8")).toBe(before);
    expect((await readdir(path.join(dir, "store"))).sort()).toEqual(["files", "manifest.json"]);
  });

  it("does not list the lock of a publish in progress as a leftover", async () => {
    await store.updateManifest(() => emptyManifest());
    await mkdir(lock());
    await writeFile(path.join(lock(), "owner-0123456789abcdef0123456789abcdef"), "{}");
    await mkdir(`${lock()}.tmp-fedcba9876543210fedcba9876543210`);
    expect((await store.listStored()).map((object) => object.key)).toEqual(["manifest.json"]);
  });
});

describe("LocalReleaseStore.putFile", () => {
  it("refuses a path that is already stored before it copies a byte: the same publish run again needs no room for a second copy", async () => {
    await publishWin("2.4.0");
    // A source that cannot be read: a copy begun would fail on it, not be refused.
    await expect(store.putFile("win/2.4.0/bestelwijs-2.4.0-x64.exe", path.join(dir, "nowhere.exe"))).rejects.toThrow(AlreadyPublishedError);
  });
});

describe("the store the release CLI opens", () => {
  it("is a bare store: it reads and writes the folder, and hands out no links, as it has no signer", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "cli-store-"));
    const store = openReleaseStore({ dir, linkTtlSeconds: 60, refreshSeconds: 30, linksPerMinute: 10, samples: false }, "/files");
    expect(store).toBeInstanceOf(LocalReleaseStore);
    await store.updateManifest(() => emptyManifest());
    expect(validateManifest(await store.readManifest())).toEqual(emptyManifest());
    await expect(store.linkFor("win/1.0.0/a.exe", "a.exe")).rejects.toThrow(/opened without a signer, so it hands out no links/);
  });
});
