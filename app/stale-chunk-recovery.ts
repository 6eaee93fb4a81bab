const RELOADED_AT_KEY = "chunkReloadAt";
/** A second failure within this window means the reload did not help: stop, do not loop. */
const LOOP_GUARD_MS = 60_000;

/**
 * Spec §8, for the boot script (scripts/boot-script.ts), which calls it when the page's script
 * fails to load: after a deploy, a cached page may name files that no longer exist, and one
 * reload fetches the new page with the new names. It reloads at most once a minute (a second
 * failure means the reload did not help), and not at all without session storage, where it
 * could not stop a loop: the page then stays as its HTML works, without the scripts.
 *
 * Source text rather than a function, because it runs inline before any module has loaded; it
 * returns whether it reloaded, for the tests.
 */
export const RELOAD_ONCE_SCRIPT = `() => { try { const last = Number(sessionStorage.getItem(${JSON.stringify(RELOADED_AT_KEY)}) ?? 0); if (Date.now() - last < ${LOOP_GUARD_MS}) return false; sessionStorage.setItem(${JSON.stringify(RELOADED_AT_KEY)}, String(Date.now())); } catch { return false; } location.reload(); return true; }`;
