import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { noise } from "../../tooling/releases/installer-pair";
import { blockmapOfBytes, blockmapProblem } from "./blockmap";
import { findLeftovers } from "./hygiene";
import { LocalReleaseStore } from "./local-store";
import { loadManifest, validateManifest } from "./manifest";
import { publish, remove, verify } from "./publish";
import { LinkSigner } from "./signing";

/* publish stores a blockmap beside each installer and zip: the one given, checked, or one it makes (decision 056). */

let dir: string;
let store: LocalReleaseStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-blockmap-publish-"));
  store = new LocalReleaseStore({ dir: path.join(dir, "store"), signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files", lock: { waitMs: 0 } });
});

async function source(name: string, bytes: Buffer): Promise<string> {
  const file = path.join(dir, "src", name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

const manifest = async () => validateManifest(await store.readManifest());
const installer = noise(300_000, 7);

describe("publish with blockmaps", () => {
  it("makes a blockmap for an installer, stores it beside the file, lists it, and verify checks it", async () => {
    const file = await publish(store, {
      os: "win",
      version: "2.5.0",
      arch: "x64",
      kind: "installer",
      file: await source("bestelwijs-2.5.0-x64.exe", installer),
    });
    const stored = await readFile(store.filePath("win/2.5.0/bestelwijs-2.5.0-x64.exe.blockmap"));
    expect(stored.equals(blockmapOfBytes(installer))).toBe(true);
    expect(file.blockmap).toEqual({ sha256: expect.stringMatching(/^[0-9a-f]{64}$/), size: stored.length });
    expect((await manifest()).files[0]!.blockmap).toEqual(file.blockmap);
    expect(await verify(store, await manifest())).toEqual([]);
    expect(findLeftovers((await store.listStored?.()) ?? [], await manifest(), Date.now())).toEqual([]);
  });

  it("stores the blockmap electron-builder wrote when it fits the file", async () => {
    const given = blockmapOfBytes(installer);
    const file = await publish(store, {
      os: "win",
      version: "2.5.0",
      arch: "x64",
      kind: "installer",
      file: await source("bestelwijs-2.5.0-x64.exe", installer),
      blockmap: await source("given.blockmap", given),
    });
    expect(file.blockmap?.size).toBe(given.length);
  });

  it("refuses a blockmap of another file, says why, and changes nothing", async () => {
    const other = blockmapOfBytes(noise(200_000, 8));
    const attempt = publish(store, {
      os: "win",
      version: "2.5.0",
      arch: "x64",
      kind: "installer",
      file: await source("bestelwijs-2.5.0-x64.exe", installer),
      blockmap: await source("other.blockmap", other),
    });
    await expect(attempt).rejects.toThrow(
      `does not match bestelwijs-2.5.0-x64.exe: it ${blockmapProblem(other, installer.length)}; give the .blockmap electron-builder wrote beside this very file, or leave --blockmap out and one is made.`,
    );
    expect(await store.readManifest()).toBeNull();
    expect(await store.listStored?.()).toEqual([]);
  });

  it("gives no blockmap to a kind no updater downloads, and refuses one given for it", async () => {
    const msi = await publish(store, { os: "win", version: "2.5.0", arch: "x64", kind: "msi", file: await source("bestelwijs-2.5.0-x64.msi", installer) });
    expect(msi.blockmap).toBeUndefined();
    await expect(
      publish(store, {
        os: "win",
        version: "2.6.0",
        arch: "x64",
        kind: "msi",
        file: await source("bestelwijs-2.6.0-x64.msi", installer),
        blockmap: await source("x.blockmap", blockmapOfBytes(installer)),
      }),
    ).rejects.toThrow("On win only the installer gets a blockmap (the updater downloads nothing else); publish this msi without --blockmap.");
  });

  it("removes the blockmap with its file", async () => {
    await publish(store, { os: "win", version: "2.5.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.5.0-x64.exe", installer) });
    await remove(store, "win/2.5.0/bestelwijs-2.5.0-x64.exe");
    expect(await store.exists("win/2.5.0/bestelwijs-2.5.0-x64.exe.blockmap")).toBe(false);
  });

  it("reads a manifest written before blockmaps", () => {
    const old = {
      schemaVersion: 2,
      pinned: {},
      versions: [{ os: "win", version: "2.5.0", rolloutPercent: 10 }],
      files: [
        {
          path: "win/2.5.0/a.exe",
          os: "win",
          version: "2.5.0",
          arch: "x64",
          kind: "installer",
          sha256: "a".repeat(64),
          size: 1,
          publishedAt: "2026-01-01T00:00:00.000Z",
        },
      ],
    };
    expect(loadManifest(old).manifest.files[0]!.blockmap).toBeUndefined();
    expect(loadManifest(old).manifest.versions[0]).toEqual({ os: "win", version: "2.5.0", rolloutPercent: 10 });
  });
});
