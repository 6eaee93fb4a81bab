import { useEffect } from "react";
import { useNavigation } from "react-router";

const RELOADED_AT_KEY = "chunkReloadAt";
/** A second failure within this window means the reload did not help: stop, do not loop. */
const LOOP_GUARD_MS = 60_000;

/** Where a client-side navigation is heading while its code and copy load. */
let pendingHref: string | undefined;

/** Called in the root, so a failed chunk during a navigation lands on the page the visitor clicked. */
export function useTrackPendingNavigation(): void {
  const { location } = useNavigation();
  const href = location ? location.pathname + location.search + location.hash : undefined;
  useEffect(() => {
    pendingHref = href;
  }, [href]);
}

/**
 * Loads the page afresh once: the one a navigation was heading to, else the current one. After a deploy, an open tab may ask for chunks that no
 * longer exist; the reload fetches the new HTML and its new chunk names. Returns false when
 * a reload already happened within the guard window (or storage is blocked), so the caller
 * shows an error instead of reloading forever.
 */
export function reloadOnce(): boolean {
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT_KEY) ?? 0);
    if (Date.now() - last < LOOP_GUARD_MS) return false;
    sessionStorage.setItem(RELOADED_AT_KEY, String(Date.now()));
  } catch {
    return false; // without storage we cannot guard against a loop
  }
  if (pendingHref) location.assign(pendingHref);
  else location.reload();
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
