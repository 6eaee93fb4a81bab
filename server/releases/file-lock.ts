import { randomBytes } from "node:crypto";
import { lstat, mkdir, readdir, readFile, rename, rmdir, stat, unlink, utimes, writeFile } from "node:fs/promises";
import { hostname as osHostname } from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { StoreUnavailableError } from "./store";

/*
 * The publish lock of a local store (docs/decisions/044-publish-lock-takeover.md). The previous
 * lock, one O_EXCL file that a waiter removed once it looked stale, let two publishers hold it at
 * once: a waiter looked at the stale lock, another waiter removed it and made its own, and the
 * first then removed that fresh one (decision 044). Here nothing is ever removed by its path
 * alone:
 *
 * - The lock is the folder `<manifest>.lock`, holding one owner file `owner-<token>` (pid, host,
 *   start), the token random per attempt and never reused. A publisher writes its owner file into
 *   a private folder `<lock>.tmp-<token>` and renames that folder onto the lock path. rename() is
 *   atomic and fails (ENOTEMPTY/EEXIST) when the lock folder holds anything, so nobody creates a
 *   file inside the lock folder: it holds at most one owner file, and its owner is the holder.
 *   An empty lock folder is no lock: the rename replaces it.
 * - A lock is abandoned when its owner's process is gone from this host (kill(pid, 0) says ESRCH:
 *   at once, no waiting on a dead process, item 14), or when its owner file's mtime (the holder's
 *   heartbeat, refreshed every HEARTBEAT_MS) is older than STALE_MS (another host on a shared
 *   folder, a reused pid, a holder that hangs).
 * - Taking over an abandoned lock unlinks that owner's own file, `owner-<its token>`: of all the
 *   waiters that judged it abandoned, exactly one unlink succeeds, and no later holder's file can
 *   carry that name, so a fresh lock is never removed. The winner then removes the folder if it is
 *   still empty (an acquirer may already have renamed its folder onto the emptied one, which is a
 *   correct acquisition); the others try again from the start.
 * - The holder checks its owner file is still there right before the manifest rename that commits
 *   its change (`assertHeld`), and refuses if a waiter took the lock over.
 * - The previous version's lock FILE (its pid inside) is abandoned on the same terms and removed
 *   with unlink(), which cannot remove a lock folder (EISDIR), so a fresh lock is safe from it too.
 *   Only a publisher of the previous version still running beside this one could lose its lock
 *   that way: upgrade when no publish is running.
 *
 * What no lock on a plain folder can promise: a holder that stalls for STALE_MS between its
 * check and its rename (one system call), or hosts whose clocks differ by more than STALE_MS.
 * Every filesystem call is time-limited by `limit`. Staleness and waiting read the system clock
 * (`now`), as they compare with file mtimes (server/README.md, "Time").
 */

/** Heartbeats older than this mean a holder that stopped; a live holder refreshes every HEARTBEAT_MS. */
const STALE_MS = 60_000;
const HEARTBEAT_MS = 5_000;
/** How long a publish waits for a live holder before it gives up and says who holds the lock. */
const WAIT_MS = 20_000;

type Limit = <T>(what: string, work: Promise<T>) => Promise<T>;
const unlimited: Limit = (_what, work) => work;

export interface FileLockOptions {
  waitMs?: number;
  staleMs?: number;
  heartbeatMs?: number;
  /** The system clock by default; file mtimes are compared with it. */
  now?: () => number;
  /** Whether a process of this host still runs (kill(pid, 0)); tests pass a fake. */
  isAlive?: (pid: number) => boolean;
  hostname?: string;
}

/** Handed to the work done under the lock. */
export interface HeldLock {
  /** Throws PublishLockLostError unless the lock is still ours; call right before committing. */
  assertHeld(): Promise<void>;
}

/** A live publisher held the lock for longer than a publish waits. The message names it and says what to do. */
export class PublishLockHeldError extends StoreUnavailableError {}

/** Another publisher took the lock over from under this one (it looked dead); nothing was committed. */
export class PublishLockLostError extends StoreUnavailableError {}

interface Owner {
  pid?: number;
  hostname?: string;
  started?: string;
}

/** Who holds the lock now: this version's owner file inside the lock folder, or the previous version's lock file. */
type Holder = { format: "folder"; ownerFile: string; owner: Owner; heartbeatMs: number } | { format: "file"; owner: Owner; heartbeatMs: number };

const OWNER_PREFIX = "owner-";

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

const errorCode = (error: unknown) => (error as NodeJS.ErrnoException).code;
const isPid = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;
const seconds = (ms: number) => Math.max(0, Math.round(ms / 1000));

function parseOwner(text: string): Owner {
  try {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return {
      ...(isPid(parsed.pid) ? { pid: parsed.pid } : {}),
      ...(typeof parsed.hostname === "string" ? { hostname: parsed.hostname } : {}),
      ...(typeof parsed.started === "string" ? { started: parsed.started } : {}),
    };
  } catch {
    return {};
  }
}

/**
 * Runs `work` while holding the publish lock at `lockPath` (a folder), so publishers in this and
 * other processes take turns; every filesystem call is time-limited by `limit`.
 */
export async function withFileLock<T>(
  lockPath: string,
  work: (lock: HeldLock) => Promise<T>,
  limit: Limit = unlimited,
  options: FileLockOptions = {},
): Promise<T> {
  const waitMs = options.waitMs ?? WAIT_MS;
  const staleMs = options.staleMs ?? STALE_MS;
  const heartbeatMs = options.heartbeatMs ?? HEARTBEAT_MS;
  const now = options.now ?? Date.now;
  const isAlive = options.isAlive ?? processIsAlive;
  const host = options.hostname ?? osHostname();

  const token = randomBytes(16).toString("hex");
  const ownerName = `${OWNER_PREFIX}${token}`;
  const temp = `${lockPath}.tmp-${token}`;
  const ownerFile = path.join(lockPath, ownerName);

  /** Its process is gone from this host, or it has shown no sign of life for staleMs. */
  const isAbandoned = (owner: Owner, heartbeatMs: number, previousVersion = false): boolean => {
    // The previous version wrote only a pid, and only ever on the host that publishes.
    const here = previousVersion || owner.hostname === host;
    if (here && isPid(owner.pid) && !isAlive(owner.pid)) return true;
    return now() - heartbeatMs > staleMs;
  };

  const inspect = async (): Promise<Holder | null> => {
    let names: string[];
    try {
      names = await limit(`Listing ${lockPath}`, readdir(lockPath));
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      if (errorCode(error) !== "ENOTDIR") throw error;
      // The previous version's lock file: its pid, its mtime.
      try {
        const info = await limit(`Looking at ${lockPath}`, lstat(lockPath));
        const text = await limit(`Reading ${lockPath}`, readFile(lockPath, "utf8"));
        const pid = Number(text.trim());
        return { format: "file", owner: isPid(pid) ? { pid } : {}, heartbeatMs: info.mtimeMs };
      } catch (inner) {
        if (errorCode(inner) === "ENOENT" || errorCode(inner) === "EISDIR") return null;
        throw inner;
      }
    }
    const name = names.find((candidate) => candidate.startsWith(OWNER_PREFIX));
    if (name === undefined) {
      if (names.length === 0) return null;
      throw new StoreUnavailableError(
        `The publish lock ${lockPath} holds ${names.join(", ")} and no owner file; no publisher made that. Make sure no publish is running, then remove the folder.`,
      );
    }
    const file = path.join(lockPath, name);
    try {
      const info = await limit(`Looking at ${file}`, stat(file));
      const text = await limit(`Reading ${file}`, readFile(file, "utf8"));
      return { format: "folder", ownerFile: file, owner: parseOwner(text), heartbeatMs: info.mtimeMs };
    } catch (error) {
      if (errorCode(error) === "ENOENT") return null;
      throw error;
    }
  };

  /** Removes an abandoned lock; when several waiters try at once, exactly one unlink succeeds. */
  const takeOver = async (holder: Holder): Promise<void> => {
    const target = holder.format === "folder" ? holder.ownerFile : lockPath;
    try {
      await limit(`Removing ${target}`, unlink(target));
    } catch (error) {
      const code = errorCode(error);
      // Another waiter was first (ENOENT), or the old lock file is already a fresh lock folder (EISDIR; EPERM on macOS).
      if (code === "ENOENT" || code === "EISDIR") return;
      if (code === "EPERM" || code === "EACCES") {
        const isFolder = await limit(`Looking at ${target}`, lstat(target)).then(
          (info) => info.isDirectory(),
          () => true,
        );
        if (isFolder) return;
        throw new StoreUnavailableError(
          `The publish lock ${target} was left by a publisher that is gone, but this user may not remove it (${code}): remove it as its owner, then run this command again.`,
        );
      }
      throw error;
    }
    if (holder.format === "folder") await removeIfEmpty(lockPath, limit);
  };

  const heldTooLong = (holder: Holder | null, waitedMs: number): PublishLockHeldError => {
    if (holder === null)
      return new PublishLockHeldError(
        `The publish lock ${lockPath} kept changing hands for ${seconds(waitedMs)} s; another publish is running. Run this command again when it has finished.`,
      );
    const { pid, hostname, started } = holder.owner;
    const who = `${isPid(pid) ? `process ${pid}` : "a process"}${hostname ? ` on ${hostname}` : ""}${holder.format === "file" ? " (a publish of the previous version)" : ""}`;
    const since = started ? `, which started at ${started}` : "";
    const stop = isPid(pid) ? `stop it (kill ${pid}${hostname && hostname !== host ? ` on ${hostname}` : ""})` : "stop it";
    const whenGone =
      holder.format === "file" || hostname === host
        ? "the lock is taken over as soon as that process is gone"
        : `from another host its lock is taken over ${seconds(staleMs)} s after its last sign of life`;
    return new PublishLockHeldError(
      `The publish lock ${lockPath} is held by ${who}${since}, last alive ${seconds(now() - holder.heartbeatMs)} s ago, and it did not let go within ${seconds(waitMs)} s: wait for that publish to finish and run this command again, or, if it hangs, ${stop}; ${whenGone}.`,
    );
  };

  const startedMs = now();
  let lastTouchMs = startedMs;
  let acquired = false;
  await limit(`Creating ${temp}`, mkdir(temp));
  try {
    await limit(
      `Writing ${path.join(temp, ownerName)}`,
      writeFile(path.join(temp, ownerName), JSON.stringify({ pid: process.pid, hostname: host, started: new Date(startedMs).toISOString() }), { flag: "wx" }),
    );
    for (;;) {
      // A long wait must not hand over an owner file that already looks stale.
      if (now() - lastTouchMs > heartbeatMs) {
        lastTouchMs = now();
        await limit(`Touching ${path.join(temp, ownerName)}`, utimes(path.join(temp, ownerName), lastTouchMs / 1000, lastTouchMs / 1000));
      }
      try {
        await limit(`Renaming ${temp} to ${lockPath}`, rename(temp, lockPath));
        acquired = true;
        break;
      } catch (error) {
        // Held (a folder with an owner file), or the previous version's lock file (ENOTDIR).
        if (!["ENOTEMPTY", "EEXIST", "ENOTDIR"].includes(errorCode(error) ?? "")) throw error;
      }
      const holder = await inspect();
      if (holder !== null && isAbandoned(holder.owner, holder.heartbeatMs, holder.format === "file")) {
        await takeOver(holder);
        continue;
      }
      if (now() - startedMs > waitMs) throw heldTooLong(holder, now() - startedMs);
      // Gone or emptied since the rename failed: try again at once.
      if (holder !== null) await sleep(10 + Math.random() * 40);
    }
  } finally {
    if (!acquired) {
      await limit(`Removing ${path.join(temp, ownerName)}`, unlink(path.join(temp, ownerName))).catch(() => undefined);
      await limit(`Removing ${temp}`, rmdir(temp)).catch(() => undefined);
    }
  }

  let lost = false;
  let beating = false;
  const heartbeat = setInterval(() => {
    if (beating) return;
    beating = true;
    const at = now() / 1000;
    limit(`Touching ${ownerFile}`, utimes(ownerFile, at, at))
      .catch((error) => {
        if (errorCode(error) === "ENOENT") lost = true;
      })
      .finally(() => {
        beating = false;
      });
  }, heartbeatMs);
  // The heartbeat alone must not keep a process alive.
  heartbeat.unref();
  const held: HeldLock = {
    async assertHeld() {
      const there =
        !lost &&
        (await limit(`Looking at ${ownerFile}`, stat(ownerFile)).then(
          () => true,
          (error) => (errorCode(error) === "ENOENT" ? false : Promise.reject(error)),
        ));
      if (!there)
        throw new PublishLockLostError(
          `Another publisher took over the publish lock ${lockPath} while this one held it (it showed no sign of life for ${seconds(staleMs)} s), so nothing was written: run this command again.`,
        );
    },
  };
  try {
    await sweepAbandonedTemps(lockPath, token, limit, (owner, mtimeMs) => isAbandoned(owner, mtimeMs));
    return await work(held);
  } finally {
    clearInterval(heartbeat);
    // A lock we cannot remove is left to go stale: our process ends, or our heartbeat has stopped.
    // An empty lock folder is no lock, so removing it is harmless even when ours was taken over.
    await limit(`Removing ${ownerFile}`, unlink(ownerFile)).catch(() => undefined);
    await removeIfEmpty(lockPath, limit).catch(() => undefined);
  }
}

/** rmdir, which refuses a folder that is not empty: an acquirer renamed its own folder onto it in the meantime. */
async function removeIfEmpty(folder: string, limit: Limit): Promise<void> {
  await limit(`Removing ${folder}`, rmdir(folder)).catch((error) => {
    if (["ENOENT", "ENOTEMPTY", "EEXIST"].includes(errorCode(error) ?? "")) return;
    throw error;
  });
}

/**
 * The private folders of waiters that were killed before their rename (`<lock>.tmp-<token>`),
 * removed by a holder once their owner is abandoned on the same terms as a lock. Removing one of a
 * live waiter by mistake costs it its turn, never the lock: its rename fails, or brings an empty
 * folder whose owner file assertHeld does not find.
 */
async function sweepAbandonedTemps(lockPath: string, ownToken: string, limit: Limit, isAbandoned: (owner: Owner, mtimeMs: number) => boolean): Promise<void> {
  const parent = path.dirname(lockPath);
  const prefix = `${path.basename(lockPath)}.tmp-`;
  try {
    const names = (await limit(`Listing ${parent}`, readdir(parent))).filter((name) => name.startsWith(prefix) && name !== `${prefix}${ownToken}`);
    for (const name of names) {
      const folder = path.join(parent, name);
      const inside = await limit(`Listing ${folder}`, readdir(folder));
      const ownerName = inside.find((candidate) => candidate.startsWith(OWNER_PREFIX));
      const file = ownerName === undefined ? folder : path.join(folder, ownerName);
      const info = await limit(`Looking at ${file}`, stat(file));
      const owner = ownerName === undefined ? {} : parseOwner(await limit(`Reading ${file}`, readFile(file, "utf8")));
      if (!isAbandoned(owner, info.mtimeMs)) continue;
      if (ownerName !== undefined) await limit(`Removing ${file}`, unlink(file));
      await removeIfEmpty(folder, limit);
    }
  } catch {
    // Tidying only: a folder that vanished or cannot be read now is looked at by the next holder.
  }
}
