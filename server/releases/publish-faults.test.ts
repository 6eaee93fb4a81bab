import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { emptyManifest, type Manifest, validateManifest } from "./manifest";
import { publish } from "./publish";
import { AlreadyPublishedError, type FileFacts, type ReleaseStore, StoreUnavailableError } from "./store";

/*
 * Every file the manifest lists exists in the store, whatever fails. A store in
 * memory whose manifest write can be made to land and then report failure, as an S3 PUT does whose
 * answer comes after the request timeout (the SDK retries and gets 412).
 */

type Fault = "none" | "lands-then-times-out" | "lands-then-fails-every-retry" | "never-lands" | "unreadable-after-failure";

class MemoryStore implements ReleaseStore {
  readonly kind = "local";
  readonly location = "memory:";
  manifest: Manifest | null = null;
  readonly objects = new Map<string, Buffer>();
  readonly deleted: string[] = [];
  fault: Fault = "none";
  private failedOnce = false;

  async readManifest(): Promise<unknown> {
    if (this.fault === "unreadable-after-failure" && this.failedOnce) throw new StoreUnavailableError("Reading the manifest timed out.");
    return this.manifest === null ? null : structuredClone(this.manifest);
  }

  async updateManifest(change: (current: Manifest) => Manifest): Promise<Manifest> {
    // The S3 store's loop: read, change, conditional write, and on 412 read and change again.
    for (let attempt = 0; attempt < 3; attempt++) {
      const next = validateManifest(change(validateManifest(this.manifest ?? emptyManifest())));
      if (this.fault === "none") {
        this.manifest = next;
        return next;
      }
      this.failedOnce = true;
      if (this.fault === "never-lands" || this.fault === "unreadable-after-failure") throw new StoreUnavailableError("Writing the manifest failed: timed out.");
      // The write reached the store; its answer did not reach us.
      if (attempt === 0) this.manifest = next;
      if (this.fault === "lands-then-fails-every-retry") throw new StoreUnavailableError("Writing the manifest failed: 412 after a timeout.");
      // "lands-then-times-out": the loop reads again and calls change with the manifest that holds our entry.
    }
    throw new StoreUnavailableError("Other publishers kept changing the manifest; try again.");
  }

  async putFile(releaseKey: string, sourceFile: string): Promise<void> {
    if (this.objects.has(releaseKey)) throw new AlreadyPublishedError(`${releaseKey} already exists in the store.`);
    this.objects.set(releaseKey, await readFile(sourceFile));
  }

  async deleteFile(releaseKey: string): Promise<void> {
    this.deleted.push(releaseKey);
    this.objects.delete(releaseKey);
  }

  async hashFile(): Promise<FileFacts> {
    throw new Error("not used");
  }

  async exists(releaseKey: string): Promise<boolean> {
    return this.objects.has(releaseKey);
  }

  async linkFor(releaseKey: string): Promise<string> {
    return `memory:${releaseKey}`;
  }
}

let scratch: string;
let store: MemoryStore;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-publish-faults-"));
  store = new MemoryStore();
});
afterEach(() => rm(scratch, { recursive: true, force: true }));

async function installer(name: string, bytes: string): Promise<string> {
  const file = path.join(scratch, name);
  await writeFile(file, bytes);
  return file;
}

const request = async (version = "2.5.0", bytes = "installer bytes") => ({
  os: "win",
  version,
  arch: "x64",
  kind: "installer",
  file: await installer(`bestelwijs-${version}-x64.exe`, bytes),
});

/** The invariant itself: every path the manifest lists has an object. */
const listedButMissing = () => (store.manifest?.files ?? []).map((file) => file.path).filter((listed) => !store.objects.has(listed));

describe("publish when the manifest write lands but its answer is lost", () => {
  it("recognises its own entry on the retry, reports success and deletes nothing", async () => {
    store.fault = "lands-then-times-out";
    const entry = await publish(store, await request(), new Date("2026-11-25T16:00:00.000Z"));
    expect(entry.path).toBe("win/2.5.0/bestelwijs-2.5.0-x64.exe");
    expect(store.manifest?.files).toEqual([entry]);
    expect(store.deleted).toEqual([]);
    expect(listedButMissing()).toEqual([]);
  });

  it("finds its own entry by re-reading the manifest after the store gave up, and reports success", async () => {
    store.fault = "lands-then-fails-every-retry";
    const entry = await publish(store, await request(), new Date("2026-11-25T16:00:00.000Z"));
    expect(store.manifest?.files).toEqual([entry]);
    expect(store.deleted).toEqual([]);
    expect(listedButMissing()).toEqual([]);
  });

  it("keeps the uploaded object when the outcome is unknown: the write may still land", async () => {
    store.fault = "never-lands";
    await expect(publish(store, await request())).rejects.toThrow(StoreUnavailableError);
    expect(store.deleted).toEqual([]);
    expect(store.objects.has("win/2.5.0/bestelwijs-2.5.0-x64.exe")).toBe(true);
  });

  it("keeps the uploaded object when the manifest cannot be read after the failure", async () => {
    store.fault = "unreadable-after-failure";
    await expect(publish(store, await request())).rejects.toThrow(StoreUnavailableError);
    expect(store.deleted).toEqual([]);
  });
});

describe("publish against another publish of the same file", () => {
  it("never deletes a listed file when another publish owns its path", async () => {
    const first = await publish(store, await request("2.5.0", "first bytes"), new Date("2026-11-25T16:00:00.000Z"));
    // The listed object vanished behind the manifest's back (a hand-run delete), so the upload of
    // the same path succeeds; the manifest still names the first publish, which is not ours.
    store.objects.delete(first.path);
    store.deleted.length = 0;
    await expect(publish(store, await request("2.5.0", "second bytes"), new Date("2026-11-25T16:05:00.000Z"))).rejects.toThrow(AlreadyPublishedError);
    expect(store.deleted).toEqual([]);
    expect(store.manifest?.files).toEqual([first]);
    expect(listedButMissing()).toEqual([]);
  });

  it("is refused by the store before anything is written when the object exists, and deletes nothing", async () => {
    const first = await publish(store, await request("2.5.0", "first bytes"), new Date("2026-11-25T16:00:00.000Z"));
    await expect(publish(store, await request("2.5.0", "second bytes"), new Date("2026-11-25T16:05:00.000Z"))).rejects.toThrow(AlreadyPublishedError);
    expect(store.deleted).toEqual([]);
    expect(store.objects.get(first.path)?.toString()).toBe("first bytes");
  });

  it("does not take an entry with the same path and bytes but another publish time for its own", async () => {
    const first = await publish(store, await request("2.5.0", "same bytes"), new Date("2026-11-25T16:00:00.000Z"));
    store.objects.delete(first.path);
    await expect(publish(store, await request("2.5.0", "same bytes"), new Date("2026-11-25T16:05:00.000Z"))).rejects.toThrow(AlreadyPublishedError);
    expect(store.manifest?.files).toEqual([first]);
  });

  it("removes its upload when the manifest refuses it before any write and does not name it", async () => {
    await publish(store, await request("2.5.0"), new Date("2026-11-25T16:00:00.000Z"));
    const other = { os: "win", version: "2.5.0", arch: "x64", kind: "installer", file: await installer("bestelwijs-2.5.0-x64-setup.exe", "other") };
    await expect(publish(store, other)).rejects.toThrow(/already has its/);
    expect(store.deleted).toEqual(["win/2.5.0/bestelwijs-2.5.0-x64-setup.exe"]);
    expect(listedButMissing()).toEqual([]);
  });
});
