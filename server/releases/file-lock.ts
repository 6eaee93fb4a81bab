import { open, rm, stat } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";

/** A lock older than this belongs to a publisher that died; nobody holds the manifest that long. */
const STALE_MS = 30_000;
const WAIT_MS = 20_000;

type Limit = <T>(what: string, work: Promise<T>) => Promise<T>;
const unlimited: Limit = (_what, work) => work;

/** An exclusive lock file (O_EXCL), so publishers in other processes wait their turn; every call is time-limited by `limit`. */
export async function withFileLock<T>(lockFile: string, work: () => Promise<T>, limit: Limit = unlimited): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      const handle = await limit(`Creating ${lockFile}`, open(lockFile, "wx"));
      try {
        await limit(`Writing ${lockFile}`, handle.writeFile(String(process.pid)));
      } finally {
        await limit(`Closing ${lockFile}`, handle.close());
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = await limit(`Looking at ${lockFile}`, stat(lockFile)).then(
        (info) => Date.now() - info.mtimeMs,
        () => 0,
      );
      if (age > STALE_MS) await limit(`Removing ${lockFile}`, rm(lockFile, { force: true }));
      else if (Date.now() - started > WAIT_MS) throw new Error(`Another publisher has held ${lockFile} for too long.`);
      else await sleep(10 + Math.random() * 40);
    }
  }
  try {
    return await work();
  } finally {
    await limit(`Removing ${lockFile}`, rm(lockFile, { force: true }));
  }
}
