import { appendFile, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { FaultyStore } from "../../tests/support/faulty-store";
import { emptyManifest, type Manifest, validateManifest } from "./manifest";
import { pin, publish, publishFile, RefusalError, remove, UnlistedUploadError } from "./publish";
import { AlreadyPublishedError, StoreUnavailableError } from "./store";

/*
 * Every file the manifest lists exists in the store, whatever fails (a store in memory whose
 * manifest write can be made to land and then report failure: tests/support/faulty-store.ts).
 */

let scratch: string;
let store: FaultyStore;
beforeEach(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-publish-faults-"));
  store = new FaultyStore();
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
    const failure = publish(store, await request());
    await expect(failure).rejects.toThrow(StoreUnavailableError);
    // Names the upload it leaves and what to do (decision 045).
    await expect(failure).rejects.toThrow(
      "Publishing win/2.5.0/bestelwijs-2.5.0-x64.exe did not finish (Writing the manifest failed: timed out); its upload stays in the store and the manifest may not list it: run this same publish again once the cause is fixed, and it lists the upload as it is (`release verify` names it meanwhile).",
    );
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
    // The installer and the blockmap uploaded beside it.
    expect(store.deleted).toEqual(["win/2.5.0/bestelwijs-2.5.0-x64-setup.exe", "win/2.5.0/bestelwijs-2.5.0-x64-setup.exe.blockmap"]);
    expect(listedButMissing()).toEqual([]);
  });
});

const HOUR = 3_600_000;

describe("publish into a store without a manifest", () => {
  const REFUSAL =
    "memory: holds 1 release file (win/2.4.0/bestelwijs-2.4.0-x64.exe) but no manifest.json: its manifest was lost, so publish refuses to start an empty one (`release verify` would then call them orphans and `release repair --apply` would delete them). Restore manifest.json from a backup (on S3, from the bucket's earlier object versions), or rebuild it from the files with `release recover` (`--dry-run` shows it first), and publish again; only if the store really should start empty, move those files out of it first.";

  it.each([
    ["a month", 30 * 24 * HOUR],
    ["a minute", 60_000],
    ["no time at all", 0],
  ])("refuses when the store holds a release file written %s ago, says how to recover, and uploads nothing", async (_age, ageMs) => {
    store.objects.set("win/2.4.0/bestelwijs-2.4.0-x64.exe", Buffer.from("an earlier release"));
    store.writtenAt.set("win/2.4.0/bestelwijs-2.4.0-x64.exe", store.nowMs - ageMs);
    const refusal = publish(store, await request(), new Date(store.nowMs));
    await expect(refusal).rejects.toThrow(RefusalError);
    await expect(refusal).rejects.toThrow(REFUSAL);
    expect(store.manifest).toBeNull();
    expect([...store.objects.keys()]).toEqual(["win/2.4.0/bestelwijs-2.4.0-x64.exe"]);
  });

  it("publishes into an empty store, as the samples do", async () => {
    const { file, warnings } = await publishFile(store, await request(), new Date(store.nowMs));
    expect(store.manifest?.files).toEqual([file]);
    expect(warnings).toEqual([]);
  });

  it("creates the empty manifest before its first upload, so its upload never sits in a store without one", async () => {
    const seen: Array<Manifest | null> = [];
    store.beforePut = async () => void seen.push(structuredClone(store.manifest));
    await publish(store, await request(), new Date(store.nowMs));
    // The installer, then its blockmap.
    expect(seen).toEqual([emptyManifest(), emptyManifest()]);
  });

  it("leaves the empty manifest when its upload fails, and a second publish goes on beside it", async () => {
    store.beforePut = async () => {
      throw new StoreUnavailableError("Uploading failed: connection reset.");
    };
    await expect(publish(store, await request("2.4.0"), new Date(store.nowMs))).rejects.toThrow("connection reset");
    expect(store.manifest).toEqual(emptyManifest());
    store.beforePut = null;
    const file = await publish(store, await request("2.5.0"), new Date(store.nowMs));
    expect(store.manifest?.files).toEqual([file]);
  });

  it("goes on when a first publish that began meanwhile created the manifest before the files it finds", async () => {
    store.objects.set("win/2.4.0/bestelwijs-2.4.0-x64.exe", Buffer.from("the other publish's upload"));
    const readManifest = store.readManifest.bind(store);
    let reads = 0;
    // The first read finds none; the other publish creates it before the listing sees its upload.
    store.readManifest = async () => (++reads === 1 ? null : ((store.manifest ??= emptyManifest()), readManifest()));
    const file = await publish(store, await request(), new Date(store.nowMs));
    expect(store.manifest?.files).toEqual([file]);
  });
});

describe("a source file that changes while it is published", () => {
  it("is refused after the upload, whose stored copy differs from the facts, and the upload is removed", async () => {
    store.beforePut = (source) => appendFile(source, " and more bytes the build was still writing");
    const refusal = publish(store, await request("2.5.0", "first part"));
    await expect(refusal).rejects.toThrow(RefusalError);
    await expect(refusal).rejects.toThrow(
      /bestelwijs-2\.5\.0-x64\.exe changed while it was being published \(hashed as 10 bytes, sha256 [0-9a-f]{64}, stored as 53 bytes, sha256 [0-9a-f]{64}\), so it was not published and its upload was removed; publish it again once it is complete\.$/,
    );
    expect(store.objects.size).toBe(0);
    expect(store.manifest?.files ?? []).toEqual([]);
  });
});

describe("a version once published and removed", () => {
  const at = (minutes: number) => new Date(Date.parse("2026-11-25T16:00:00.000Z") + minutes * 60_000);

  it("never comes back with other bytes, at the same path or under another name for the same arch and kind", async () => {
    const first = await publish(store, await request("2.5.0", "first bytes"), at(0));
    await remove(store, first.path, at(5));
    // A removed file is remembered by its bytes; its blockmap goes with it.
    const { publishedAt: _publishedAt, blockmap: _blockmap, ...facts } = first;
    expect(store.manifest?.removed).toEqual([{ ...facts, removedAt: at(5).toISOString() }]);
    await expect(publish(store, await request("2.5.0", "other bytes"), at(10))).rejects.toThrow(
      /^win 2\.5\.0 had its "Installer \(64-bit\)" published as win\/2\.5\.0\/bestelwijs-2\.5\.0-x64\.exe \(11 bytes, sha256 [0-9a-f]{64}\) until it was removed on 2026-11-25T16:05:00\.000Z; these are other bytes .*publish a new version, or add --replace-removed/,
    );
    const renamed = { ...(await request("2.5.0", "other bytes")), file: await installer("bestelwijs-2.5.0-x64-setup.exe", "other bytes") };
    await expect(publish(store, renamed, at(11))).rejects.toThrow(/had its "Installer \(64-bit\)" published as/);
    expect(store.manifest?.files).toEqual([]);
    expect(store.objects.size).toBe(0);
    // Refused before the upload: the only deletions are the remove's own (the file and its blockmap).
    expect(store.deleted).toEqual([first.path, `${first.path}.blockmap`]);
  });

  it("may come back with the very same bytes, which no installation can tell apart", async () => {
    const first = await publish(store, await request("2.5.0", "same bytes"), at(0));
    await remove(store, first.path, at(5));
    const again = await publish(store, await request("2.5.0", "same bytes"), at(10));
    expect(store.manifest?.files).toEqual([again]);
    expect(store.manifest?.removed).toBeUndefined();
  });

  it("comes back with other bytes only with --replace-removed, which says what installed apps will see", async () => {
    const first = await publish(store, await request("2.5.0", "first bytes"), at(0));
    await remove(store, first.path, at(5));
    const { file, warnings } = await publishFile(store, await request("2.5.0", "other bytes"), at(10), { replaceRemoved: true });
    expect(store.manifest?.files).toEqual([file]);
    expect(warnings).toEqual([
      expect.stringMatching(
        /^win 2\.5\.0 "Installer \(64-bit\)" was published before as .* installations that downloaded the old bytes keep them and, being on 2\.5\.0 already, are never offered these \(an update needs a higher version\); only installations below 2\.5\.0 get them\. A new version reaches everyone\.$/,
      ),
    ]);
  });
});

describe("pins", () => {
  it("refuses to pin a pre-release, which would hold stable installations on a beta", async () => {
    await publish(store, await request("2.11.0-beta.1"));
    await expect(pin(store, "win", "2.11.0-beta.1")).rejects.toThrow(
      "2.11.0-beta.1 is a pre-release, and a pin holds every channel, stable included: stable installations would be offered the beta and could not go back, since an update never goes to a lower version; pin a release instead (a beta reaches beta installations without a pin).",
    );
    expect(store.manifest?.pinned).toEqual({});
  });

  it("warns when a pin hides the version just published, naming the pin and how to unpin, and not when it hides nothing", async () => {
    await publish(store, await request("2.4.0"));
    await pin(store, "win", "2.4.0");
    const higher = await publishFile(store, await request("2.5.0"), undefined, { rollout: { percent: 100 } });
    expect(higher.warnings).toEqual([
      "win is pinned to 2.4.0, so the downloads page keeps showing, and stable and beta installations keep being offered, 2.4.0 instead of 2.5.0; `release unpin --os win` lets the highest release through again.",
    ]);
    const beta = await publishFile(store, await request("2.6.0-beta.1"));
    expect(beta.warnings).toEqual([
      expect.stringMatching(/^win is pinned to 2\.4\.0, so beta installations keep being offered 2\.4\.0 instead of 2\.6\.0-beta\.1;/),
    ]);
    expect((await publishFile(store, await request("2.3.0"))).warnings).toEqual([]);
  });
});

describe("re-publishing after an interrupted publish", () => {
  /** The upload landed and the manifest write did not: a full disk, an answer after the time limit, kill -9. */
  async function interrupted(bytes: string, minutesAgo: number): Promise<void> {
    store.objects.set("win/2.5.0/bestelwijs-2.5.0-x64.exe", Buffer.from(bytes));
    store.writtenAt.set("win/2.5.0/bestelwijs-2.5.0-x64.exe", store.nowMs - minutesAgo * 60_000);
    store.manifest = emptyManifest();
  }

  it("adopts a leftover with the very same bytes: only the manifest entry is written", async () => {
    await interrupted("installer bytes", 3);
    const { file, adopted } = await publishFile(store, await request("2.5.0", "installer bytes"), new Date(store.nowMs));
    expect(adopted).toBe(true);
    expect(store.manifest?.files).toEqual([file]);
    expect(store.deleted).toEqual([]);
    expect(listedButMissing()).toEqual([]);
  });

  it("adopts the leftover of an interrupted first publish, even hours later: no other file would lose its manifest entry", async () => {
    await interrupted("installer bytes", 5 * 60);
    store.manifest = null;
    const { file, adopted, warnings } = await publishFile(store, await request("2.5.0", "installer bytes"), new Date(store.nowMs));
    expect(adopted).toBe(true);
    expect(warnings).toEqual([]);
    expect(validateManifest(await store.readManifest()).files).toEqual([file]);
  });

  it("refuses a leftover with other bytes, naming it, `release repair --apply` and when it may remove it, and deletes nothing", async () => {
    await interrupted("bytes of an earlier build", 10);
    const refusal = publish(store, await request("2.5.0", "installer bytes"), new Date(store.nowMs));
    await expect(refusal).rejects.toThrow(RefusalError);
    await expect(refusal).rejects.toThrow(
      /^win\/2\.5\.0\/bestelwijs-2\.5\.0-x64\.exe is already in the store but not in the manifest: a leftover of an interrupted publish \(written 10 min ago, 25 bytes, sha256 [0-9a-f]{64}\), and its bytes are not those of .*bestelwijs-2\.5\.0-x64\.exe \(15 bytes, sha256 [0-9a-f]{64}\); `release repair --apply` removes it from 2026-11-25 17:50 UTC \(in 110 min\), once it is 120 min old: until then a publish may still be about to list it, and then this publish can run again/,
    );
    expect(store.deleted).toEqual([]);
    expect(store.objects.get("win/2.5.0/bestelwijs-2.5.0-x64.exe")?.toString()).toBe("bytes of an earlier build");
    expect(store.manifest?.files).toEqual([]);
  });

  it("says `repair --apply` removes an old leftover now", async () => {
    await interrupted("bytes of an earlier build", 3 * 60);
    await expect(publish(store, await request("2.5.0", "installer bytes"), new Date(store.nowMs))).rejects.toThrow(
      /; `release repair --apply` removes it now, and then this publish can run again/,
    );
  });

  it("says a listed file is already published, with these or other bytes, instead of 'already exists in the store'", async () => {
    await publish(store, await request("2.5.0", "installer bytes"));
    await expect(publish(store, await request("2.5.0", "installer bytes"))).rejects.toThrow(
      /^win\/2\.5\.0\/bestelwijs-2\.5\.0-x64\.exe is already published with these very bytes \(.*\); nothing to do\.$/,
    );
    await expect(publish(store, await request("2.5.0", "other bytes"))).rejects.toThrow(
      "win/2.5.0/bestelwijs-2.5.0-x64.exe is already published with other bytes; published versions never change: publish a new version.",
    );
  });

  it("takes its entry back out when the adopted leftover vanishes as it is listed (its own publisher removed it)", async () => {
    await interrupted("installer bytes", 1);
    const exists = store.exists.bind(store);
    store.exists = async (releaseKey) => (store.objects.delete(releaseKey), exists(releaseKey));
    await expect(publish(store, await request("2.5.0", "installer bytes"), new Date(store.nowMs))).rejects.toThrow(
      "win/2.5.0/bestelwijs-2.5.0-x64.exe was removed from the store while this publish listed it; publish it again.",
    );
    expect(listedButMissing()).toEqual([]);
  });
});

describe("a full disk during a publish", () => {
  const disk = "the disk that holds memory: is full \\(ENOSPC\\)";
  const what = "Free space on that disk \\(`df -h memory:` shows what is left\\), then run this same publish again";

  it("while the file is copied: names the disk, says nothing was published and to run the same publish again", async () => {
    store.manifest = emptyManifest();
    store.fullDisk = "upload";
    await expect(publish(store, await request())).rejects.toThrow(
      new RegExp(
        `^Publishing win/2\\.5\\.0/bestelwijs-2\\.5\\.0-x64\\.exe stopped: ${disk}, so the file could not be copied into the store\\. Nothing was published: the manifest does not list it, and no part of the copy was kept\\. ${what}\\.$`,
      ),
    );
    expect([...store.objects.keys()]).toEqual([]);
  });

  it("before the manifest write begins (the publish lock): the upload is removed again and the manifest is as it was", async () => {
    store.manifest = emptyManifest();
    store.fullDisk = "lock";
    await expect(publish(store, await request())).rejects.toThrow(
      new RegExp(
        `^Publishing .* stopped: ${disk}, so the manifest could not be written\\. Nothing was published: the manifest is as it was, and the upload was removed again\\. ${what}\\.$`,
      ),
    );
    expect([...store.objects.keys()]).toEqual([]);
  });

  it("during the manifest write: the upload stays, unlisted, and the same publish run again lists it", async () => {
    store.manifest = emptyManifest();
    store.fullDisk = "manifest";
    const failed = publish(store, await request());
    await expect(failed).rejects.toThrow(UnlistedUploadError);
    await expect(failed).rejects.toThrow(
      new RegExp(
        `^Publishing win/2\\.5\\.0/bestelwijs-2\\.5\\.0-x64\\.exe did not finish: ${disk}, so the manifest could not be written\\. The file is uploaded \\(15 bytes\\), but the manifest does not list it, so nobody is offered it yet\\. ${what}: it lists the upload as it is \\(\\\`release verify\\\` names it meanwhile\\)\\.$`,
      ),
    );
    expect(store.objects.has("win/2.5.0/bestelwijs-2.5.0-x64.exe")).toBe(true);

    // The disk is still full when the operator runs the same publish again: the same sentence, about the upload it found.
    await expect(publish(store, await request())).rejects.toThrow(
      new RegExp(
        `^Publishing .* did not finish: ${disk}, so the manifest could not be written\\. The upload an interrupted publish left with these very bytes is in the store, but the manifest does not list it, so nobody is offered it yet\\. ${what}: it lists the upload as it is`,
      ),
    );
    store.fullDisk = null;
    const { adopted } = await publishFile(store, await request());
    expect(adopted).toBe(true);
    expect(store.manifest?.files.map((file) => file.path)).toEqual(["win/2.5.0/bestelwijs-2.5.0-x64.exe"]);
  });
});
