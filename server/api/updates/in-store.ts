import type { FastifyBaseLogger } from "fastify";
import type { Catalogue, CatalogueSnapshot } from "../../releases/catalogue";
import type { ReleaseFile } from "../../releases/manifest";
import type { ReleaseStore } from "../../releases/store";
import { findInStore } from "../file-links";

/** What an update route offers, checked against the store; `missing` when even the fresh manifest names a file the store lacks. */
export type InStoreChoice<C> = { choice: C | null; snapshot: CatalogueSnapshot } | { refused: "missing" | "unavailable" };

/**
 * An update route's choice (the offer, the feed's file, the file asked for) whose object is in
 * the store. After `release remove` this replica's catalogue still names the removed file until
 * it reads the manifest; so when the chosen object is missing, the manifest is read at once
 * (findInStore) and the choice made again from it: the next best version, or nothing (204).
 * Only a file the fresh manifest still names and the store lacks (an object lost or deleted by
 * hand, or such a read already made within the last second) is refused as `missing`. At
 * most two lookups and one manifest read per request.
 */
export async function chooseInStore<C extends { file: ReleaseFile }>(
  catalogue: Catalogue,
  store: ReleaseStore,
  log: FastifyBaseLogger,
  snapshot: CatalogueSnapshot,
  choose: (snapshot: CatalogueSnapshot) => C | null,
): Promise<InStoreChoice<C>> {
  const first = choose(snapshot);
  if (!first) return { choice: null, snapshot };
  const found = await findInStore(store, catalogue, first.file, log);
  if (found === "there") return { choice: first, snapshot };
  if (found === "unavailable") return { refused: "unavailable" };
  const fresh = catalogue.current ?? snapshot;
  const second = choose(fresh);
  if (!second) return { choice: null, snapshot: fresh };
  if (second.file.path !== first.file.path) {
    const again = await findInStore(store, catalogue, second.file, log);
    if (again === "there") return { choice: second, snapshot: fresh };
    if (again === "unavailable") return { refused: "unavailable" };
  }
  // The same snapshot: the manifest was read less than a second ago (Catalogue.readThrough's pace), so the next request reads it.
  if (fresh === snapshot) log.warn({ path: second.file.path }, "a file in the catalogue is not in the store; the manifest is read again within a second");
  else log.error({ path: second.file.path }, "the manifest lists a file the release store does not hold; run `npm run release -- verify`");
  return { refused: "missing" };
}
