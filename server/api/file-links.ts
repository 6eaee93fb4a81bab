import type { FastifyBaseLogger } from "fastify";
import type { Catalogue } from "../releases/catalogue";
import { CircuitOpenError } from "../releases/circuit-breaker";
import type { ReleaseFile } from "../releases/manifest";
import { type ReleaseStore, StoreUnavailableError } from "../releases/store";

/** Seconds a client is asked to wait when the store cannot be reached. */
export const STORE_RETRY_AFTER_SECONDS = 30;

export type FileLink = { url: string } | { refused: "gone" | "unavailable" };

/**
 * A store call a visitor's request needed failed. Refused while the circuit is open: no line, as
 * the breaker says once when it opens and when it closes (a line per request filled disks); the
 * store down or slow: one short line without a stack, which says nothing more; anything else is a
 * fault of ours, with its stack.
 */
export function logStoreFailure(log: FastifyBaseLogger, error: unknown, path: string, message: string): void {
  if (error instanceof CircuitOpenError) return;
  if (error instanceof StoreUnavailableError) log.warn({ path, problem: error.message }, message);
  else log.error({ err: error, path }, message);
}

/** HEADs under way, per store and path: a burst of requests for one file costs one HEAD, and nothing is cached after it settles. */
const checking = new WeakMap<ReleaseStore, Map<string, Promise<boolean>>>();

function exists(store: ReleaseStore, path: string): Promise<boolean> {
  let pending = checking.get(store);
  if (!pending) {
    pending = new Map();
    checking.set(store, pending);
  }
  let check = pending.get(path);
  if (!check) {
    check = store.exists(path).finally(() => pending.delete(path));
    pending.set(path, check);
  }
  return check;
}

/**
 * How long a file found in the store is offered by the direct lane without asking the store
 * again: one request a second still goes through the route and asks, so a file deleted by hand
 * (not through `release remove`, which changes the manifest at once) is offered at most this
 * much longer (docs/decisions/070-near-the-platforms-speed.md).
 */
const FOUND_FRESH_MS = 1000;

/** When each file was last found in its store (on the catalogue's clock), per store and path; a miss forgets it. */
const foundAt = new WeakMap<ReleaseStore, Map<string, number>>();

/** Whether the file was found in the store within the last FOUND_FRESH_MS of `now`. */
export function foundRecently(store: ReleaseStore, path: string, now: number): boolean {
  const at = foundAt.get(store)?.get(path);
  return at !== undefined && now - at < FOUND_FRESH_MS && now >= at;
}

function remember(store: ReleaseStore, path: string, found: boolean, now: number): void {
  let known = foundAt.get(store);
  if (!known) {
    known = new Map();
    foundAt.set(store, known);
  }
  if (found) known.set(path, now);
  else known.delete(path);
}

/** Whether a catalogue's file is in the store: `gone` once the catalogue has re-read the manifest to learn why. */
export type InStore = "there" | "gone" | "unavailable";

/**
 * Looks for a file's object (a HEAD, bounded by the store's time limits). When it is missing, the
 * manifest is read again before this resolves (Catalogue.readForMissingFile: at once, unless such
 * a read happened within the last second), so the caller can choose again from what it now says.
 */
export async function findInStore(store: ReleaseStore, catalogue: Catalogue, file: ReleaseFile, log: FastifyBaseLogger): Promise<InStore> {
  try {
    const found = await exists(store, file.path);
    remember(store, file.path, found, catalogue.clock());
    if (found) return "there";
  } catch (error) {
    remember(store, file.path, false, catalogue.clock());
    logStoreFailure(log, error, file.path, "could not look for the file in the release store");
    return "unavailable";
  }
  log.warn({ path: file.path }, "a file in the catalogue is not in the store; re-reading the manifest");
  // It was most likely removed by an operator (release remove): learn so now, not at the next refresh.
  await catalogue.readForMissingFile();
  return "gone";
}

/** The store's signed link to a file known to be there. */
export async function signedLink(store: ReleaseStore, file: ReleaseFile, fileName: string, log: FastifyBaseLogger): Promise<FileLink> {
  try {
    return { url: await store.linkFor(file.path, fileName) };
  } catch (error) {
    log.error({ err: error, path: file.path }, "could not make a download link");
    return { refused: "unavailable" };
  }
}

/**
 * A download link only for a file that is really there: a HEAD first (bounded by the store's
 * time limits), so a removed file gets a 404 that asks for a reload and a store that is down a
 * 503, never a link that ends on an error page (docs/decisions/023-conditional-writes-and-read-through.md).
 * The update routes choose again after a miss instead (updates/in-store.ts).
 */
export async function linkToFile(store: ReleaseStore, catalogue: Catalogue, file: ReleaseFile, fileName: string, log: FastifyBaseLogger): Promise<FileLink> {
  const found = await findInStore(store, catalogue, file, log);
  return found === "there" ? signedLink(store, file, fileName, log) : { refused: found };
}
