const RELOADED_AT_KEY = "chunkReloadAt";
/** A second failure within this window means the reload did not help: stop, do not loop. */
const LOOP_GUARD_MS = 60_000;

/**
 * Loads the page afresh once. After a deploy, an open tab may ask for chunks that no longer
 * exist; the reload fetches the new HTML and its new chunk names. Returns false when a reload
 * already happened within the guard window (or storage is blocked): the page then stays as
 * its HTML works, without the island, rather than reloading forever.
 */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < LOOP_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // without storage we cannot guard against a loop
  }
  location.reload();
  return true;
}

/** Browsers word a failed dynamic import differently; all of them name the module script. */
export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && /dynamically imported module|module script failed|Importing a module script/i.test(error.message);
}

/** Vite's vite:preloadError (spec §8): handled by one reload; a repeat is rethrown. */
export function recoverFromStaleChunks(): void {
  window.addEventListener("vite:preloadError", (event) => {
    if (reloadOnce()) event.preventDefault();
  });
}
