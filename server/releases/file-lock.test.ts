import { mkdir, mkdtemp, readdir, readFile, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type FileLockOptions, PublishLockHeldError, PublishLockLostError, withFileLock } from "./file-lock";
import { StoreUnavailableError } from "./store";

/*
 * The publish lock (file-lock.ts, decision 044) on a real folder. A pid no process has is faked
 * through `isAlive`, so these tests start no process; the integration tests in
 * scripts/release/publish-lock.integration.test.ts use real dead and killed processes.
 */

const DEAD_PID = 4_000_001;
const isAlive = (pid: number) => pid !== DEAD_PID;
const host = hostname();

let dir: string;
let lock: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-file-lock-"));
  lock = path.join(dir, "manifest.json.lock");
});
afterEach(() => {
  vi.useRealTimers();
});

const ownerToken = "0123456789abcdef0123456789abcdef";

async function leaveLockFolder(owner: Record<string, unknown>, ageMs = 0): Promise<string> {
  await mkdir(lock);
  const file = path.join(lock, `owner-${ownerToken}`);
  await writeFile(file, JSON.stringify(owner));
  if (ageMs > 0) await utimes(file, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
  return file;
}

async function leaveOldLockFile(pid: number, ageMs = 0): Promise<void> {
  await writeFile(lock, String(pid));
  if (ageMs > 0) await utimes(lock, new Date(Date.now() - ageMs), new Date(Date.now() - ageMs));
}

/** Many lockers at once, each doing a read-change-write of a counter with awaits between: none may overlap another. */
async function contend(
  count: number,
  options: FileLockOptions = {},
  limit?: Parameters<typeof withFileLock>[2],
): Promise<{ counter: number; mostAtOnce: number }> {
  const counterFile = path.join(dir, "counter");
  await writeFile(counterFile, "0");
  let inside = 0;
  let mostAtOnce = 0;
  await Promise.all(
    Array.from({ length: count }, () =>
      withFileLock(
        lock,
        async (held) => {
          inside++;
          mostAtOnce = Math.max(mostAtOnce, inside);
          const value = Number(await readFile(counterFile, "utf8"));
          await held.assertHeld();
          await writeFile(counterFile, String(value + 1));
          inside--;
        },
        limit,
        { isAlive, ...options },
      ),
    ),
  );
  return { counter: Number(await readFile(counterFile, "utf8")), mostAtOnce };
}

/** Everything in the folder that belongs to the lock: nothing once no one holds it. */
const lockLeftovers = async () => (await readdir(dir)).filter((name) => name.startsWith("manifest.json.lock"));

describe("withFileLock", () => {
  it("lets 40 lockers in one at a time, loses no change and leaves nothing behind", async () => {
    expect(await contend(40)).toEqual({ counter: 40, mostAtOnce: 1 });
    expect(await lockLeftovers()).toEqual([]);
  });

  it.each([
    ["a lock folder whose process is gone", () => leaveLockFolder({ pid: DEAD_PID, hostname: host, started: new Date().toISOString() })],
    ["the previous version's lock file whose process is gone", () => leaveOldLockFile(DEAD_PID)],
    ["the previous version's lock file untouched for over a minute", () => leaveOldLockFile(process.pid, 61_000)],
    ["a lock folder of another host without a heartbeat for over a minute", () => leaveLockFolder({ pid: process.pid, hostname: "elsewhere" }, 61_000)],
    [
      "a lock folder whose pid runs but without a heartbeat for over a minute (a reused pid)",
      () => leaveLockFolder({ pid: process.pid, hostname: host }, 61_000),
    ],
    ["an empty lock folder (a taker-over stopped between its unlink and rmdir)", () => mkdir(lock)],
  ])("takes over %s at once, one locker at a time among 30", async (_name, leave) => {
    await leave();
    // waitMs 0: a locker that had to wait for the abandoned lock would fail.
    await expect(withFileLock(lock, async () => "in", undefined, { isAlive, waitMs: 0 })).resolves.toBe("in");
    await leave();
    expect(await contend(30)).toEqual({ counter: 30, mostAtOnce: 1 });
    expect(await lockLeftovers()).toEqual([]);
  });

  /**
   * Every filesystem answer reaches its locker late, after a random number of turns of the event
   * loop, so other lockers' calls land in between: the interleavings that made the previous lock
   * (look at the stale lock, then remove it by its path) remove a fresh lock and let two in.
   */
  it.each([
    ["the previous version's lock file, aged", () => leaveOldLockFile(DEAD_PID, 61_000)],
    ["a lock folder whose process is gone", () => leaveLockFolder({ pid: DEAD_PID, hostname: host })],
  ])("lets one locker in at a time behind %s when every step is answered late, over 10 rounds of 20", async (_name, leave) => {
    const late = async <T>(_what: string, work: Promise<T>): Promise<T> => {
      const answer = await work;
      for (let turns = Math.floor(Math.random() * 30); turns > 0; turns--) await new Promise((resolve) => setImmediate(resolve));
      return answer;
    };
    const rounds: Array<{ counter: number; mostAtOnce: number }> = [];
    for (let round = 0; round < 10; round++) {
      await leave();
      rounds.push(await contend(20, {}, late));
    }
    expect(rounds).toEqual(Array.from({ length: 10 }, () => ({ counter: 20, mostAtOnce: 1 })));
  });

  it("waits for a live holder, then names it and says what to do, and leaves its own folder behind", async () => {
    const started = new Date().toISOString();
    await leaveLockFolder({ pid: process.pid, hostname: host, started });
    const refused = withFileLock(lock, async () => "in", undefined, { isAlive, waitMs: 0 });
    await expect(refused).rejects.toThrow(PublishLockHeldError);
    await expect(refused).rejects.toThrow(
      `The publish lock ${lock} is held by process ${process.pid} on ${host}, which started at ${started}, last alive 0 s ago, and it did not let go within 0 s: wait for that publish to finish and run this command again, or, if it hangs, stop it (kill ${process.pid}); the lock is taken over as soon as that process is gone.`,
    );
    expect(await lockLeftovers()).toEqual(["manifest.json.lock"]);
    expect(await readdir(lock)).toEqual([`owner-${ownerToken}`]);
  });

  it("waits 20 s for a live holder unless told otherwise", async () => {
    await leaveLockFolder({ pid: process.pid, hostname: host });
    const startMs = Date.now();
    let nowMs = startMs;
    // Every look at the clock moves it on a second, so the wait's 20 s pass in a few turns of its loop.
    const refused = withFileLock(lock, async () => "in", undefined, { isAlive, now: () => (nowMs += 1_000) });
    await expect(refused).rejects.toThrow(/did not let go within 20 s: /);
    // It refused only once 20 s had gone by, and soon after (a turn of its loop looks at the clock a few times).
    expect(nowMs - startMs).toBeGreaterThan(20_000);
    expect(nowMs - startMs).toBeLessThan(30_000);
  });

  it("says when a lock of another host counts as abandoned", async () => {
    await leaveLockFolder({ pid: 4242, hostname: "build-2" }, 5_000);
    await expect(withFileLock(lock, async () => "in", undefined, { isAlive, waitMs: 0 })).rejects.toThrow(
      /held by process 4242 on build-2, last alive 5 s ago.*stop it \(kill 4242 on build-2\); from another host its lock is taken over 60 s after its last sign of life\.$/,
    );
  });

  it("names a live publisher of the previous version by its lock file", async () => {
    await leaveOldLockFile(process.pid);
    await expect(withFileLock(lock, async () => "in", undefined, { isAlive, waitMs: 0 })).rejects.toThrow(
      `held by process ${process.pid} (a publish of the previous version)`,
    );
  });

  it("refuses a lock folder it did not make, and says to remove it", async () => {
    await mkdir(lock);
    await writeFile(path.join(lock, "notes.txt"), "mine");
    const refused = withFileLock(lock, async () => "in", undefined, { isAlive, waitMs: 0 });
    await expect(refused).rejects.toThrow(StoreUnavailableError);
    await expect(refused).rejects.toThrow(`The publish lock ${lock} holds notes.txt and no owner file`);
    expect(await lockLeftovers()).toEqual(["manifest.json.lock"]);
  });

  it("refuses to go on once its owner file was taken away (a waiter took the lock over)", async () => {
    const work = withFileLock(
      lock,
      async (held) => {
        await held.assertHeld();
        const [owner] = await readdir(lock);
        await unlink(path.join(lock, owner!));
        await held.assertHeld();
        return "committed";
      },
      undefined,
      { isAlive },
    );
    await expect(work).rejects.toThrow(PublishLockLostError);
    await expect(work).rejects.toThrow(`Another publisher took over the publish lock ${lock} while this one held it`);
  });

  it("writes its pid, host and start into the owner file, and refreshes its mtime while it holds the lock", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval"] });
    let nowMs = Date.parse("2026-11-28T02:00:00Z");
    await withFileLock(
      lock,
      async () => {
        const [owner] = await readdir(lock);
        const ownerFile = path.join(lock, owner!);
        expect(JSON.parse(await readFile(ownerFile, "utf8"))).toEqual({ pid: process.pid, hostname: host, started: "2026-11-28T02:00:00.000Z" });
        nowMs += 120_000;
        vi.advanceTimersByTime(1_000);
        await vi.waitFor(async () => expect((await stat(ownerFile)).mtimeMs).toBe(nowMs));
      },
      undefined,
      { isAlive, heartbeatMs: 1_000, now: () => nowMs },
    );
  });

  it("removes the private folder a killed waiter left, once its process is gone, and keeps a live waiter's", async () => {
    const deadWaiter = path.join(dir, "manifest.json.lock.tmp-dead");
    const liveWaiter = path.join(dir, "manifest.json.lock.tmp-live");
    await mkdir(deadWaiter);
    await writeFile(path.join(deadWaiter, "owner-dead"), JSON.stringify({ pid: DEAD_PID, hostname: host }));
    await mkdir(liveWaiter);
    await writeFile(path.join(liveWaiter, "owner-live"), JSON.stringify({ pid: process.pid, hostname: host }));
    await withFileLock(lock, async () => undefined, undefined, { isAlive });
    expect(await lockLeftovers()).toEqual(["manifest.json.lock.tmp-live"]);
  });
});
