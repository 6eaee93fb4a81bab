const RELOADED_AT_KEY = "chunkReloadAt";
/** A second failure within this window means the reload did not help: stop, do not loop. */
const LOOP_GUARD_MS = 60_000;

/**
 * After a deploy, an open tab may ask for chunks that no longer exist (Vite's
 * vite:preloadError, spec §8). One reload fetches the new HTML and its new chunk names.
 */
export function recoverFromStaleChunks(): void {
  window.addEventListener("vite:preloadError", (event) => {
    let last = 0;
    try {
      last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    } catch {
      return; // without storage we cannot guard against a loop, so let the error surface
    }
    if (Date.now() - last < LOOP_GUARD_MS) return; // already reloaded once: rethrow
    event.preventDefault();
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
    location.reload();
  });
}
