import { isOperatingSystem } from "../../shared/release-files";
import { blockmapPath, FILE_NAME, isReleaseVersion, loadManifest, type Manifest, type RemovedFile, storedPathsOf } from "./manifest";
import type { ReleaseStore, StoredObject } from "./store";

/*
 * Store hygiene (docs/deploy.md): what a killed publish or a full disk leaves behind, for
 * `release verify` to report and `release repair` to remove. Repair removes only names this code
 * itself makes, never an object the manifest lists (it reads the manifest again right before each
 * removal), and never one young enough to belong to a publish still in flight.
 */

/**
 * How old a leftover must be before repair touches it. A publish names its upload in the manifest
 * at the latest this long after the upload's last byte. Locally within a minute: a waiter for the
 * publish lock gives up after 20 s (file-lock.ts), every call is limited to 10 s. On S3, after the upload come the conditional-write probe (3 requests) and up to 12
 * manifest attempts of a read and a write each: 27 requests of at most 3 attempts × (10 s connect +
 * 30 s answer) at the ceilings of server/config.ts, 54 minutes, plus 8.4 s of back-off. Ages are
 * measured by the store's time, as the objects are dated (decision 074), so no machine's clock
 * shortens them; two hours leave room beyond the hour all the same. One gap stays: S3 may date an
 * object from the start of its upload, and an upload has no time limit while bytes flow, so an
 * upload that itself takes over an hour must not run beside `repair --apply` (docs/deploy.md).
 */
export const REPAIR_MIN_AGE_MS = 2 * 60 * 60_000;

type LeftoverKind = "orphan" | "removed" | "partial" | "temp" | "empty folder" | "unknown";

export interface Leftover {
  object: StoredObject;
  kind: LeftoverKind;
  /** For a removed file's leftover: when `release remove` took it out of the manifest. */
  removedAt?: string;
  /** Old enough and of a kind this store makes: `release repair --apply` removes it. */
  removable: boolean;
  /** Why it is left alone, when it is. */
  keptBecause?: string;
}

/** The store's own names that are never leftovers: the manifest and the publish lock (which goes stale by itself). */
const OWN = new Set(["manifest.json", "manifest.json.lock"]);
/** The temporary manifest of local-store.ts: written, then renamed over manifest.json; a failed write leaves it. */
const MANIFEST_TEMP = /^manifest\.json\.\d+\.[0-9a-f]{8}\.tmp$/;
/** The clock probe of local-store.ts (`now()`), removed right after it is written unless the process dies. */
const CLOCK_PROBE = /^\.clock-probe\.\d+\.[0-9a-f]{8}\.tmp$/;
/** The conditional-write probe of s3-store.ts, deleted right after it is written unless the process dies. */
const PROBE = /^\.probes\/conditional-write-\d+-[0-9a-f]{12}$/;
/** The upload in progress of local-store.ts: `<name>.<8 hex>.partial` beside where the file goes. */
const PARTIAL = /\.[0-9a-f]{8}\.partial$/;

function kindOf(object: StoredObject, listed: ReadonlySet<string>): LeftoverKind | null {
  if (OWN.has(object.key)) return null;
  if (object.folder) return "empty folder";
  if (MANIFEST_TEMP.test(object.key) || CLOCK_PROBE.test(object.key) || PROBE.test(object.key)) return "temp";
  if (object.releasePath === undefined) return "unknown";
  if (listed.has(object.releasePath)) return null;
  const [os, version, name] = object.releasePath.split("/");
  if (PARTIAL.test(name!)) return "partial";
  return isOperatingSystem(os) && isReleaseVersion(version) && FILE_NAME.test(name!) ? "orphan" : "unknown";
}

const minutes = (ms: number) => `${Math.round(ms / 60_000)} min`;

/** "2026-11-28 04:50 UTC". */
const utc = (ms: number) => `${new Date(Math.min(ms, 8_640_000_000_000_000)).toISOString().slice(0, 16).replace("T", " ")} UTC`;

/** When a leftover written at `modifiedMs` becomes old enough for repair. */
const repairableFrom = (modifiedMs: number, minAgeMs = REPAIR_MIN_AGE_MS): string => utc(modifiedMs + minAgeMs);

/**
 * The removal an unlisted object at a removed file's path (or its blockmap's) belongs to: `remove`
 * takes the file out of the manifest first and deletes it after, so an object written before the
 * removal is what a deletion that did not finish left (a failed DELETE, a command stopped between
 * the two). One written after it is a new upload of that path, an orphan like any other.
 */
const removalOf = (object: StoredObject, manifest: Manifest): RemovedFile | undefined =>
  manifest.removed?.find(
    (gone) => (object.releasePath === gone.path || object.releasePath === blockmapPath(gone.path)) && object.modifiedMs <= Date.parse(gone.removedAt),
  );

/**
 * What `release repair --apply` will do with an object the manifest does not list, and when: for
 * the refusals of `release publish` and the lines of `release verify`.
 */
export function whenRepairRemoves(object: Pick<StoredObject, "modifiedMs">, nowMs: number, minAgeMs = REPAIR_MIN_AGE_MS): string {
  const wait = object.modifiedMs + minAgeMs - nowMs;
  if (wait <= 0) return "`release repair --apply` removes it now";
  return `\`release repair --apply\` removes it from ${repairableFrom(object.modifiedMs, minAgeMs)} (in ${minutes(Math.max(wait, 60_000))}), once it is ${minutes(minAgeMs)} old: until then a publish may still be about to list it`;
}

/**
 * The whole release files a store holds (not a partial upload, not a folder), whatever their age:
 * found in a store without a manifest they are releases whose manifest was lost, since a first
 * publish creates the manifest before its first upload (docs/decisions/068-a-store-that-can-be-recovered.md).
 */
export function releaseFilesIn(objects: readonly StoredObject[]): StoredObject[] {
  return objects.filter((object) => object.releasePath !== undefined && !object.folder && !isPartialUpload(object.releasePath));
}

/** An upload in progress (or cut off) of the local store, not a file anybody published. */
export const isPartialUpload = (releasePath: string): boolean => PARTIAL.test(releasePath);

/** Every object that is not the manifest, the lock or a file the manifest lists, and whether repair may remove it now. */
export function findLeftovers(objects: readonly StoredObject[], manifest: Manifest, nowMs: number, minAgeMs = REPAIR_MIN_AGE_MS): Leftover[] {
  const listed = storedPathsOf(manifest);
  const leftovers: Leftover[] = [];
  for (const object of objects) {
    const kind = kindOf(object, listed);
    if (kind === null) continue;
    // Out of the manifest by the operator's own command: no publish waits to list it, so no age is asked.
    const removal = kind === "orphan" ? removalOf(object, manifest) : undefined;
    if (removal) {
      leftovers.push({ object, kind: "removed", removedAt: removal.removedAt, removable: true });
      continue;
    }
    const age = nowMs - object.modifiedMs;
    const keptBecause =
      kind === "unknown"
        ? "not a name the release store makes; look at it yourself"
        : age < minAgeMs
          ? `written ${age < 0 ? "just now" : `${minutes(age)} ago`}; a publish may still be using it until it is ${minutes(minAgeMs)} old`
          : undefined;
    leftovers.push(keptBecause === undefined ? { object, kind, removable: true } : { object, kind, removable: false, keptBecause });
  }
  return leftovers.sort((a, b) => a.object.key.localeCompare(b.object.key));
}

/** One line for a person: what it is, its size and age. */
export function describeLeftover(leftover: Leftover, nowMs: number): string {
  const { object, kind } = leftover;
  const what =
    kind === "orphan"
      ? "orphan, not in the manifest"
      : kind === "removed"
        ? `removed from the manifest ${utc(Date.parse(leftover.removedAt!))}, its deletion unfinished`
        : kind === "partial"
          ? "partial upload"
          : kind === "temp"
            ? "temporary file"
            : kind;
  const size = object.folder ? "" : `, ${object.size} bytes`;
  return `${object.key} (${what}${size}, ${minutes(Math.max(0, nowMs - object.modifiedMs))} old)`;
}

/** Raised when repair cannot tell what the manifest lists, so it removes nothing (more). */
export class RepairRefusedError extends Error {}

export interface RepairResult {
  leftovers: Leftover[];
  /** Removed (with --apply) or that would be removed (without). */
  removed: Leftover[];
  /** Left alone at the last moment: the manifest now names it, or a folder is no longer empty, or the removal failed. */
  skipped: Array<{ leftover: Leftover; reason: string }>;
}

const noManifest = (store: ReleaseStore) =>
  `${store.location} holds objects but no manifest.json: every release file would look orphaned, so repair removes nothing. Restore the manifest first.`;

async function listedPaths(store: ReleaseStore): Promise<Set<string>> {
  const raw = await store.readManifest();
  if (raw === null) throw new RepairRefusedError(noManifest(store));
  return storedPathsOf(loadManifest(raw).manifest);
}

/**
 * Lists the store and removes (with `apply`) every leftover old enough. The manifest is read
 * again before each removal: an object it has come to name stays. Any doubt stops the run.
 */
export async function repairStore(
  store: ReleaseStore,
  { apply, nowMs, minAgeMs = REPAIR_MIN_AGE_MS }: { apply: boolean; nowMs: number; minAgeMs?: number },
): Promise<RepairResult> {
  if (!store.listStored || !store.removeStored) throw new RepairRefusedError(`The ${store.kind} store cannot list what it holds.`);
  const raw = await store.readManifest();
  if (raw === null) {
    if ((await store.listStored()).length > 0) throw new RepairRefusedError(noManifest(store));
    return { leftovers: [], removed: [], skipped: [] };
  }
  const leftovers = findLeftovers(await store.listStored(), loadManifest(raw).manifest, nowMs, minAgeMs);
  const result: RepairResult = { leftovers, removed: [], skipped: [] };
  for (const leftover of leftovers.filter((candidate) => candidate.removable)) {
    if (!apply) {
      result.removed.push(leftover);
      continue;
    }
    const releasePath = leftover.object.releasePath;
    if (releasePath !== undefined && (await listedPaths(store)).has(releasePath)) {
      result.skipped.push({ leftover, reason: "the manifest names it now" });
      continue;
    }
    try {
      await store.removeStored(leftover.object);
      result.removed.push(leftover);
    } catch (error) {
      result.skipped.push({ leftover, reason: (error as Error).message });
    }
  }
  return result;
}

/**
 * What `release verify` says about leftovers: one line each, and how many fail it. Every orphan
 * fails it, young or old: a healthy publish leaves its upload unlisted only for the moments between
 * the upload and the manifest write, while an interrupted one leaves it unlisted for good, hiding
 * the version from `release list` and refusing a publish of other bytes under its name. Young
 * partial uploads, temporary files and empty folders fail nothing: every upload in progress has
 * them, for as long as its bytes take. A store that cannot be listed is said and counted, so
 * verify still reports its hashes.
 */
export async function leftoverReport(store: ReleaseStore, manifest: Manifest | null, nowMs: number): Promise<{ lines: string[]; failing: number }> {
  if (!store.listStored) return { lines: [], failing: 0 };
  let objects: StoredObject[];
  try {
    objects = await store.listStored();
  } catch (error) {
    const hint = store.kind === "s3" ? " (listing needs s3:ListBucket)" : "";
    return { lines: [`Cannot look for leftovers in ${store.location}: ${(error as Error).message.replace(/\.$/, "")}${hint}.`], failing: 1 };
  }
  if (manifest === null) {
    const count = objects.length;
    return count === 0
      ? { lines: [], failing: 0 }
      : {
          lines: [`${store.location} holds ${count} object${count === 1 ? "" : "s"} but no manifest.json; nothing is published until a manifest names them.`],
          failing: count,
        };
  }
  const leftovers = findLeftovers(objects, manifest, nowMs);
  const line = (leftover: Leftover) => {
    const described = `Leftover: ${describeLeftover(leftover, nowMs)}`;
    if (leftover.kind === "orphan" && !leftover.removable)
      return `${described}: a publish that was interrupted, or one still running; publishing the same file again lists it, ${whenRepairRemoves(leftover.object, nowMs)}.`;
    return `${described}${leftover.removable ? "; `release repair --apply` removes it" : `; kept: ${leftover.keptBecause}`}.`;
  };
  return {
    lines: leftovers.map(line),
    failing: leftovers.filter((leftover) => leftover.removable || leftover.kind === "orphan").length,
  };
}
