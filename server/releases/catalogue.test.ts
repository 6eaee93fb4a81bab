import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { systemClock } from "../clock";
import { Catalogue } from "./catalogue";
import { CircuitBreaker } from "./circuit-breaker";
import { emptyManifest } from "./manifest";
import { type ReleaseStore, StoreUnavailableError } from "./store";

/** A store in memory that counts manifest reads; a read settles when the test says so, or at once. */
function countingStore() {
  let reads = 0;
  let hold: Promise<void> | null = null;
  const store = {
    kind: "local",
    location: "memory",
    async readManifest() {
      reads++;
      await hold;
      return emptyManifest();
    },
  } as unknown as ReleaseStore;
  return {
    store,
    reads: () => reads,
    /** Holds every read until the returned function is called. */
    holdReads(): () => void {
      let release!: () => void;
      hold = new Promise((resolve) => (release = resolve));
      return () => {
        hold = null;
        release();
      };
    },
  };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("the refresh schedule", () => {
  it("re-reads the manifest once per RELEASE_REFRESH_SECONDS, and not after stop()", async () => {
    vi.useFakeTimers();
    const { store, reads } = countingStore();
    const catalogue = new Catalogue(store);
    catalogue.start(30_000);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(reads()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(reads()).toBe(1);
    expect(catalogue.ready).toBe(true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(reads()).toBe(3);
    catalogue.stop();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(reads()).toBe(3);
  });

  it("does not pile up reads behind a slow store: a tick during a read joins it", async () => {
    vi.useFakeTimers();
    const { store, reads, holdReads } = countingStore();
    const catalogue = new Catalogue(store);
    const release = holdReads();
    catalogue.start(1000);
    await vi.advanceTimersByTimeAsync(5000);
    expect(reads()).toBe(1);
    release();
    await vi.advanceTimersByTimeAsync(1000);
    expect(reads()).toBe(2);
    catalogue.stop();
  });
});

/** An S3-like store that fails with `problem` until the test sets `answering`, counting its reads. */
function storeFailingWith(problem: string) {
  const state = {
    reads: 0,
    answering: false,
    store: {
      kind: "s3",
      location: "s3://releases/",
      async readManifest() {
        state.reads++;
        if (!state.answering) throw new StoreUnavailableError(problem);
        return emptyManifest();
      },
    } as unknown as ReleaseStore,
  };
  return state;
}

describe("after a failed read", () => {
  it("reads again every second until the store answers, then only once per RELEASE_REFRESH_SECONDS", async () => {
    vi.useFakeTimers();
    const failing = storeFailingWith("connect ECONNREFUSED");
    const { store } = failing;
    const catalogue = new Catalogue(store);
    expect(await catalogue.refresh()).toBe(false);
    catalogue.start(30_000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(failing.reads).toBe(4);
    failing.answering = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(catalogue.ready).toBe(true);
    expect(failing.reads).toBe(5);
    await vi.advanceTimersByTimeAsync(25_000);
    expect(failing.reads).toBe(5);
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing.reads).toBe(6);
    catalogue.stop();
  });

  it("asks a store whose circuit is open nothing until the open period has passed, then once", async () => {
    vi.useFakeTimers();
    const failing = storeFailingWith("socket hang up");
    const { store } = failing;
    // The fake timers move Date.now, so the system clock and the timers agree.
    const catalogue = new Catalogue(store, undefined, systemClock, new CircuitBreaker({ clock: systemClock, firstOpenMs: 4000, maxOpenMs: 4000 }));
    catalogue.start(30_000);
    await catalogue.refresh();
    expect(failing.reads).toBe(1);
    await vi.advanceTimersByTimeAsync(3999);
    expect(failing.reads).toBe(1);
    failing.answering = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(failing.reads).toBe(2);
    expect(catalogue.health).toEqual({ serving: true, problem: null });
    catalogue.stop();
  });
});

describe("read-through on a miss", () => {
  it("reads the manifest at most once a second, whatever the number of misses", async () => {
    const clock = manualClock();
    const { store, reads } = countingStore();
    const catalogue = new Catalogue(store, undefined, clock);
    await Promise.all(Array.from({ length: 50 }, () => catalogue.findFile("win/9.9.9/nope.exe")));
    expect(reads()).toBe(1);
    clock.advance(999);
    await catalogue.readThrough();
    expect(reads()).toBe(1);
    clock.advance(1);
    await catalogue.readThrough();
    expect(reads()).toBe(2);
  });

  it("joins a read under way instead of starting another, and waits for it", async () => {
    const clock = manualClock();
    const { store, reads, holdReads } = countingStore();
    const catalogue = new Catalogue(store, undefined, clock);
    const release = holdReads();
    const refreshing = catalogue.refresh();
    clock.advance(10_000);
    let joined = false;
    const reading = catalogue.readThrough().then(() => (joined = true));
    await Promise.resolve();
    expect(joined).toBe(false);
    release();
    await Promise.all([refreshing, reading]);
    expect(reads()).toBe(1);
    expect(catalogue.ready).toBe(true);
  });

  it("dates each snapshot by its clock", async () => {
    const clock = manualClock(Date.parse("2026-05-04T03:02:01.000Z"));
    const catalogue = new Catalogue(countingStore().store, undefined, clock);
    await catalogue.refresh();
    expect(catalogue.current?.loadedAt.toISOString()).toBe("2026-05-04T03:02:01.000Z");
  });
});

describe("a read for a file the store lacks", () => {
  it("begins after the miss, on a pace of its own that misses of unknown paths cannot use up", async () => {
    const clock = manualClock();
    const { store, reads, holdReads } = countingStore();
    const catalogue = new Catalogue(store, undefined, clock);
    await catalogue.readThrough();
    expect(reads()).toBe(1);
    // An unknown path a moment ago used the read-through's second; a removal still gets its read.
    await catalogue.readForMissingFile();
    expect(reads()).toBe(2);
    // A read under way began before the miss: waited for, then a read of its own.
    clock.advance(1000);
    const release = holdReads();
    const earlier = catalogue.refresh();
    const after = catalogue.readForMissingFile();
    release();
    await Promise.all([earlier, after]);
    expect(reads()).toBe(4);
  });

  it("reads at most once a second, however many requests find files missing", async () => {
    const clock = manualClock();
    const { store, reads } = countingStore();
    const catalogue = new Catalogue(store, undefined, clock);
    await Promise.all(Array.from({ length: 50 }, () => catalogue.readForMissingFile()));
    expect(reads()).toBe(1);
    clock.advance(999);
    await catalogue.readForMissingFile();
    expect(reads()).toBe(1);
    clock.advance(1);
    await catalogue.readForMissingFile();
    expect(reads()).toBe(2);
  });
});

describe("the snapshot's downloads answer", () => {
  it("is the data the API's body is serialised from, frozen so that no page can change it for the next", async () => {
    const manifest = {
      ...emptyManifest(),
      files: [
        {
          path: "win/2.4.0/bestelwijs-2.4.0.exe",
          os: "win",
          version: "2.4.0",
          arch: "x64",
          kind: "installer",
          sha256: "a".repeat(64),
          size: 1000,
          publishedAt: "2026-11-01T10:00:00.000Z",
        },
      ],
    };
    const store = { kind: "local", location: "memory", readManifest: async () => manifest } as unknown as ReleaseStore;
    const catalogue = new Catalogue(store);
    expect(await catalogue.refresh()).toBe(true);
    const snapshot = catalogue.current!;
    expect(snapshot.downloads.latestVersions.win?.version).toBe("2.4.0");
    expect(JSON.parse(snapshot.body)).toEqual(snapshot.downloads);
    expect(snapshot.bodyBytes.toString("utf8")).toBe(snapshot.body);
    expect(Object.isFrozen(snapshot.downloads.files.win?.["2.4.0"])).toBe(true);
    expect(() => {
      (snapshot.downloads.latestVersions as Record<string, unknown>).win = undefined;
    }).toThrow(TypeError);
  });
});
