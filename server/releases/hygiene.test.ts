import { describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import {
  describeLeftover,
  findLeftovers,
  leftoverReport,
  REPAIR_MIN_AGE_MS,
  RepairRefusedError,
  releaseFilesIn,
  repairStore,
  whenRepairRemoves,
} from "./hygiene";
import { emptyManifest, type Manifest, validateManifest } from "./manifest";
import { type FileFacts, type ReleaseStore, type StoredObject, StoreUnavailableError } from "./store";

/*
 * What a killed publish leaves behind is found, and removed only when it is
 * old enough and the manifest, read again right before, does not name it.
 */

const HOUR = 60 * 60_000;
const clock = manualClock();
const OLD = clock() - 3 * HOUR;
const YOUNG = clock() - 10 * 60_000;

const entry = (version: string, name = `setup-${version}.exe`) => ({
  path: `win/${version}/${name}`,
  os: "win",
  version,
  arch: "x64",
  kind: "installer",
  sha256: "a".repeat(64),
  sha512: `${"A".repeat(86)}==`,
  size: 10,
  publishedAt: "2026-11-01T09:00:00.000Z",
});

const manifestOf = (...versions: string[]): Manifest => validateManifest({ schemaVersion: 2, files: versions.map((version) => entry(version)) });

const object = (key: string, modifiedMs = OLD, extra: Partial<StoredObject> = {}): StoredObject => {
  const inFiles = /^files\/([^/]+\/[^/]+\/[^/]+)$/.exec(key);
  return { key, size: 10, modifiedMs, ...(inFiles ? { releasePath: inFiles[1] } : {}), ...extra };
};

/** A local folder's listing, in memory; `onRead` may change the manifest between two reads, as a concurrent publish would. */
class MemoryStore implements ReleaseStore {
  readonly kind = "local";
  readonly location = "memory:";
  readonly removed: string[] = [];
  reads = 0;
  onRead: ((reads: number) => void) | null = null;

  constructor(
    public manifest: Manifest | null,
    public objects: StoredObject[],
  ) {}

  async readManifest(): Promise<unknown> {
    this.reads++;
    this.onRead?.(this.reads);
    return this.manifest === null ? null : structuredClone(this.manifest);
  }

  async listStored(): Promise<StoredObject[]> {
    return [...this.objects];
  }

  async removeStored(stored: StoredObject): Promise<void> {
    if (stored.key === "files/win/busy/") throw new Error("ENOTEMPTY: the folder is no longer empty");
    this.removed.push(stored.key);
    this.objects = this.objects.filter((candidate) => candidate.key !== stored.key);
  }

  updateManifest(): Promise<Manifest> {
    throw new Error("repair never writes the manifest");
  }

  createManifest(): Promise<boolean> {
    throw new Error("repair never writes the manifest");
  }
  putFile(): Promise<void> {
    throw new Error("not used");
  }
  deleteFile(): Promise<void> {
    throw new Error("repair removes through removeStored only");
  }
  hashFile(): Promise<FileFacts> {
    throw new Error("not used");
  }
  exists(): Promise<boolean> {
    throw new Error("not used");
  }
  linkFor(): Promise<string> {
    throw new Error("not used");
  }
}

const STORE = () => [
  object("manifest.json"),
  object("manifest.json.lock"),
  object("files/win/2.5.0/setup-2.5.0.exe"),
  object("files/win/2.6.0/setup-2.6.0.exe"),
  object("files/win/2.7.0/setup-2.7.0.exe.1a2b3c4d.partial"),
  object("manifest.json.4242.0badf00d.tmp", OLD, { size: 0 }),
  object("files/win/2.4.0/", OLD, { folder: true }),
  object("files/win/2.8.0/setup-2.8.0.exe", YOUNG),
  object("notes.txt"),
];

describe("findLeftovers", () => {
  it("names orphans, partial uploads, temporary files and empty folders, never the manifest, its lock or a listed file", () => {
    const found = findLeftovers(STORE(), manifestOf("2.5.0"), clock());
    expect(found.map((leftover) => [leftover.object.key, leftover.kind, leftover.removable])).toEqual([
      ["files/win/2.4.0/", "empty folder", true],
      ["files/win/2.6.0/setup-2.6.0.exe", "orphan", true],
      ["files/win/2.7.0/setup-2.7.0.exe.1a2b3c4d.partial", "partial", true],
      ["files/win/2.8.0/setup-2.8.0.exe", "orphan", false],
      ["manifest.json.4242.0badf00d.tmp", "temp", true],
      ["notes.txt", "unknown", false],
    ]);
  });

  it("leaves what is younger than the minimum age, which outlasts an in-flight publish, and says why", () => {
    expect(REPAIR_MIN_AGE_MS).toBeGreaterThanOrEqual(HOUR);
    const [young] = findLeftovers([object("files/win/2.8.0/setup-2.8.0.exe", YOUNG)], emptyManifest(), clock());
    expect(young!.keptBecause).toBe("written 10 min ago; a publish may still be using it until it is 120 min old");
    const [justOld] = findLeftovers([object("files/win/2.8.0/setup-2.8.0.exe", clock() - REPAIR_MIN_AGE_MS)], emptyManifest(), clock());
    expect(justOld!.removable).toBe(true);
  });

  it("finds an S3 conditional-write probe that its publisher did not live to delete", () => {
    const probe = { key: ".probes/conditional-write-1764000000000-0123456789ab", size: 23, modifiedMs: OLD };
    expect(findLeftovers([probe], emptyManifest(), clock()).map((leftover) => leftover.kind)).toEqual(["temp"]);
  });

  it("describes a leftover in one line", () => {
    const [leftover] = findLeftovers([object("manifest.json.4242.0badf00d.tmp", OLD, { size: 0 })], emptyManifest(), clock());
    expect(describeLeftover(leftover!, clock())).toBe("manifest.json.4242.0badf00d.tmp (temporary file, 0 bytes, 180 min old)");
  });
});

describe("a removed file whose deletion did not finish", () => {
  const REMOVED_AT = clock() - 5 * 60_000;
  /** 2.5.0 published, 2.6.0 published and removed: its manifest write landed, its file (and blockmap) stayed. */
  const manifest = (): Manifest =>
    validateManifest({
      schemaVersion: 2,
      files: [entry("2.5.0")],
      removed: [{ ...entry("2.6.0"), publishedAt: undefined, removedAt: new Date(REMOVED_AT).toISOString() }],
    });

  it("is named as removed, not as an interrupted publish, and repair may remove it at once, however young", async () => {
    const objects = [object("files/win/2.6.0/setup-2.6.0.exe", YOUNG), object("files/win/2.6.0/setup-2.6.0.exe.blockmap", YOUNG)];
    const found = findLeftovers(objects, manifest(), clock());
    expect(found.map((leftover) => [leftover.object.key, leftover.kind, leftover.removable])).toEqual([
      ["files/win/2.6.0/setup-2.6.0.exe", "removed", true],
      ["files/win/2.6.0/setup-2.6.0.exe.blockmap", "removed", true],
    ]);
    const report = await leftoverReport(new MemoryStore(manifest(), objects), manifest(), clock());
    expect(report.lines[0]).toBe(
      "Leftover: files/win/2.6.0/setup-2.6.0.exe (removed from the manifest 2026-11-01 09:55 UTC, its deletion unfinished, 10 bytes, 10 min old); `release repair --apply` removes it.",
    );
    expect(report.lines.join("\n")).not.toMatch(/interrupted|orphan/);
    const store = new MemoryStore(manifest(), objects);
    expect((await repairStore(store, { apply: true, nowMs: clock() })).removed).toHaveLength(2);
  });

  it("is an orphan again when written after the removal: a publish of that path may be under way", () => {
    const [later] = findLeftovers([object("files/win/2.6.0/setup-2.6.0.exe", REMOVED_AT + 60_000)], manifest(), clock());
    expect([later!.kind, later!.removable]).toEqual(["orphan", false]);
  });
});

describe("repairStore", () => {
  it("removes nothing without apply, and says what it would remove", async () => {
    const store = new MemoryStore(manifestOf("2.5.0"), STORE());
    const result = await repairStore(store, { apply: false, nowMs: clock() });
    expect(result.removed.map((leftover) => leftover.object.key)).toEqual([
      "files/win/2.4.0/",
      "files/win/2.6.0/setup-2.6.0.exe",
      "files/win/2.7.0/setup-2.7.0.exe.1a2b3c4d.partial",
      "manifest.json.4242.0badf00d.tmp",
    ]);
    expect(store.removed).toEqual([]);
  });

  it("with apply removes the old leftovers and keeps the listed file, the young one and the unknown one", async () => {
    const store = new MemoryStore(manifestOf("2.5.0"), STORE());
    await repairStore(store, { apply: true, nowMs: clock() });
    expect(store.objects.map((stored) => stored.key)).toEqual([
      "manifest.json",
      "manifest.json.lock",
      "files/win/2.5.0/setup-2.5.0.exe",
      "files/win/2.8.0/setup-2.8.0.exe",
      "notes.txt",
    ]);
  });

  it("reads the manifest again before each removal and keeps an object the manifest has come to name", async () => {
    const store = new MemoryStore(manifestOf("2.5.0"), STORE());
    // Between repair's listing and its removal, the manifest comes to list 2.6.0 (a restore, a slow publish).
    store.onRead = (reads) => {
      if (reads === 2) store.manifest = manifestOf("2.5.0", "2.6.0");
    };
    const result = await repairStore(store, { apply: true, nowMs: clock() });
    expect(result.skipped.map(({ leftover, reason }) => [leftover.object.key, reason])).toEqual([
      ["files/win/2.6.0/setup-2.6.0.exe", "the manifest names it now"],
    ]);
    expect(store.objects.map((stored) => stored.key)).toContain("files/win/2.6.0/setup-2.6.0.exe");
    // One read to list, then one before each release file it removes (the orphan and the partial).
    expect(store.reads).toBe(3);
  });

  it("stops at once when the manifest cannot be read before a removal", async () => {
    const store = new MemoryStore(manifestOf("2.5.0"), STORE());
    store.onRead = (reads) => {
      if (reads >= 2) throw new StoreUnavailableError("Reading the manifest failed: timed out.");
    };
    await expect(repairStore(store, { apply: true, nowMs: clock() })).rejects.toThrow(StoreUnavailableError);
    // Only what sorts before the first release file went: the empty folder.
    expect(store.removed).toEqual(["files/win/2.4.0/"]);
  });

  it("refuses a store that holds objects but no manifest: every file would look orphaned", async () => {
    const store = new MemoryStore(null, [object("files/win/2.5.0/setup-2.5.0.exe")]);
    await expect(repairStore(store, { apply: true, nowMs: clock() })).rejects.toThrow(RepairRefusedError);
    expect(store.removed).toEqual([]);
    expect(await repairStore(new MemoryStore(null, []), { apply: true, nowMs: clock() })).toEqual({ leftovers: [], removed: [], skipped: [] });
  });

  it("reports a folder that is no longer empty as kept, and goes on", async () => {
    const store = new MemoryStore(emptyManifest(), [object("files/win/busy/", OLD, { folder: true }), object("manifest.json.1.00000000.tmp")]);
    const result = await repairStore(store, { apply: true, nowMs: clock() });
    expect(result.skipped.map(({ reason }) => reason)).toEqual(["ENOTEMPTY: the folder is no longer empty"]);
    expect(store.removed).toEqual(["manifest.json.1.00000000.tmp"]);
  });
});

describe("leftoverReport (what verify prints)", () => {
  it("names each leftover and counts those repair could remove now, and every orphan however young", async () => {
    const report = await leftoverReport(new MemoryStore(manifestOf("2.5.0"), STORE()), manifestOf("2.5.0"), clock());
    // The four old ones, and the 10-minute-old orphan: an interrupted publish leaves one for good (decision 045).
    expect(report.failing).toBe(5);
    expect(report.lines).toHaveLength(6);
    expect(report.lines[0]).toBe("Leftover: files/win/2.4.0/ (empty folder, 180 min old); `release repair --apply` removes it.");
    expect(report.lines[3]).toBe(
      "Leftover: files/win/2.8.0/setup-2.8.0.exe (orphan, not in the manifest, 10 bytes, 10 min old): a publish that was interrupted, or one still running; publishing the same file again lists it, `release repair --apply` removes it from 2026-11-01 11:50 UTC (in 110 min), once it is 120 min old: until then a publish may still be about to list it.",
    );
  });

  it("does not fail on a young partial upload, temporary file or empty folder: every upload in progress has them", async () => {
    const young = [
      object("files/win/2.7.0/setup-2.7.0.exe.1a2b3c4d.partial", YOUNG),
      object("manifest.json.4242.0badf00d.tmp", YOUNG, { size: 0 }),
      object("files/win/2.4.0/", YOUNG, { folder: true }),
    ];
    const report = await leftoverReport(new MemoryStore(manifestOf("2.5.0"), young), manifestOf("2.5.0"), clock());
    expect(report).toMatchObject({ failing: 0 });
    expect(report.lines).toHaveLength(3);
  });

  it("says when the store cannot be listed, and counts that as a failure, instead of ending verify", async () => {
    const store = new MemoryStore(manifestOf("2.5.0"), []);
    store.listStored = async () => {
      throw new StoreUnavailableError("Listing the store failed at s3://releases/: Access Denied");
    };
    expect(await leftoverReport(store, manifestOf("2.5.0"), clock())).toEqual({
      lines: ["Cannot look for leftovers in memory:: Listing the store failed at s3://releases/: Access Denied."],
      failing: 1,
    });
  });
});

describe("what publish and verify say about an unlisted release file", () => {
  it("names the time repair may remove it, and says now once it is old enough", () => {
    expect(whenRepairRemoves({ modifiedMs: YOUNG }, clock())).toBe(
      "`release repair --apply` removes it from 2026-11-01 11:50 UTC (in 110 min), once it is 120 min old: until then a publish may still be about to list it",
    );
    expect(whenRepairRemoves({ modifiedMs: OLD }, clock())).toBe("`release repair --apply` removes it now");
  });

  it("counts every whole release file, young or old, and no partial upload, temporary file or folder", () => {
    expect(releaseFilesIn(STORE()).map((stored) => stored.key)).toEqual([
      "files/win/2.5.0/setup-2.5.0.exe",
      "files/win/2.6.0/setup-2.6.0.exe",
      "files/win/2.8.0/setup-2.8.0.exe",
    ]);
  });
});
