import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { LocalReleaseStore } from "./local-store";
import { validateManifest } from "./manifest";
import { publish } from "./publish";
import { ensureSampleReleases, SAMPLE_RELEASES } from "./samples";
import { LinkSigner } from "./signing";

/* The samples a fresh checkout shows, and the stores they must never be written into. */

let dir: string;
let store: LocalReleaseStore;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-samples-test-"));
  store = new LocalReleaseStore({ dir: path.join(dir, "store"), signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files" });
});

const listedPaths = async () => validateManifest(await store.readManifest()).files.map((file) => file.path);
const samplePaths = SAMPLE_RELEASES.map((sample) => `${sample.os}/${sample.version}/${sample.name}`);

describe("ensureSampleReleases", () => {
  it("publishes every sample into an empty store, and nothing on the next start", async () => {
    expect(await ensureSampleReleases(store)).toBe(true);
    expect((await listedPaths()).sort()).toEqual([...samplePaths].sort());
    expect(await ensureSampleReleases(store)).toBe(false);
    expect(await listedPaths()).toHaveLength(SAMPLE_RELEASES.length);
  });

  it("publishes the rest into a store another process has begun to fill, so this one starts with all of them", async () => {
    // The other replica has published the first sample and is still at work (or was stopped).
    await ensureSampleReleases(store, SAMPLE_RELEASES.slice(0, 1));
    expect(await listedPaths()).toEqual(samplePaths.slice(0, 1));
    expect(await ensureSampleReleases(store)).toBe(true);
    expect((await listedPaths()).sort()).toEqual([...samplePaths].sort());
  });

  it("adds nothing to a store with a real release in it", async () => {
    const file = path.join(dir, "src", "bestelwijs-2.12.0-x64.exe");
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, "a real installer");
    await ensureSampleReleases(store, SAMPLE_RELEASES.slice(0, 1));
    await publish(store, { os: "win", version: "2.12.0", arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });
    expect(await ensureSampleReleases(store)).toBe(false);
    expect(await listedPaths()).toEqual([samplePaths[0], "win/2.12.0/bestelwijs-2.12.0-x64.exe"]);
  });

  it("adds nothing to a store whose manifest does not read", async () => {
    await mkdir(path.join(dir, "store"), { recursive: true });
    await writeFile(path.join(dir, "store", "manifest.json"), JSON.stringify({ schemaVersion: 2, files: "not a list" }));
    expect(await ensureSampleReleases(store)).toBe(false);
  });
});
