import type { FastifyBaseLogger } from "fastify";
import type { Catalogue } from "../releases/catalogue";
import type { ReleaseFile } from "../releases/manifest";
import type { ReleaseStore } from "../releases/store";

/** Seconds a client is asked to wait when the store cannot be reached. */
export const STORE_RETRY_AFTER_SECONDS = 30;

export type FileLink = { url: string } | { refused: "gone" | "unavailable" };

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
 * A download link only for a file that is really there: a HEAD first (bounded by the store's
 * time limits), so a removed file gets a 404 that asks for a reload and a store that is down a
 * 503, never a link that ends on an error page (docs/decisions/023-conditional-writes-and-read-through.md).
 */
export async function linkToFile(store: ReleaseStore, catalogue: Catalogue, file: ReleaseFile, fileName: string, log: FastifyBaseLogger): Promise<FileLink> {
  try {
    if (!(await exists(store, file.path))) {
      log.warn({ path: file.path }, "a file in the catalogue is not in the store; re-reading the manifest");
      // It was most likely removed by another replica's operator: learn so now, not at the next refresh.
      await catalogue.readThrough();
      return { refused: "gone" };
    }
    return { url: await store.linkFor(file.path, fileName) };
  } catch (error) {
    log.error({ err: error, path: file.path }, "could not make a download link");
    return { refused: "unavailable" };
  }
}
