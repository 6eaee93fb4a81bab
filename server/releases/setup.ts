import { type Clock, systemClock } from "../clock";
import { Catalogue } from "./catalogue";
import { CircuitBreaker } from "./circuit-breaker";
import type { FileLockOptions } from "./file-lock";
import { LocalReleaseStore } from "./local-store";
import { S3ReleaseStore, type S3StoreOptions } from "./s3-store";
import { LinkSigner } from "./signing";
import type { ReleaseStore } from "./store";

export interface ReleaseConfig {
  /** Set when RELEASE_STORE=s3; otherwise the local folder `dir` is used. */
  s3?: Omit<S3StoreOptions, "linkTtlSeconds" | "clock">;
  dir: string;
  signingSecret?: string;
  /** RELEASE_SIGNING_SECRET_PREVIOUS: links it signed are still accepted, none are signed with it (rotation). */
  previousSigningSecret?: string;
  linkTtlSeconds: number;
  refreshSeconds: number;
  linksPerMinute: number;
  /** Update checks per client IP per minute (each feed route); unlimited when not given. */
  updateChecksPerMinute?: number;
  /** Single-range requests of update downloads per client IP per minute; unlimited when not given. */
  updateRangesPerMinute?: number;
  samples: boolean;
}

export interface Releases {
  store: ReleaseStore;
  signer: LinkSigner;
  catalogue: Catalogue;
  linksPerMinute: number;
  updateChecksPerMinute?: number;
  updateRangesPerMinute?: number;
  refreshSeconds: number;
  /** "Now" for link expiry, the read-through pace and the rate-limit windows of these endpoints. */
  clock: Clock;
}

type Logger = ConstructorParameters<typeof Catalogue>[1];

/** The start-up warning about a generated signing secret, only for the local store: S3 signs its own links. */
export function signingSecretWarning(config: ReleaseConfig): string | null {
  if (config.s3 || config.signingSecret !== undefined) return null;
  return "RELEASE_SIGNING_SECRET is not set: using a secret made at start, so download links stop working after a restart and do not work across replicas";
}

/**
 * Everything the downloads API needs, from configuration. `clock` is the one place the time comes
 * from (server/clock.ts): production leaves it out, a test passes a clock it moves itself.
 */
export function createReleases(config: ReleaseConfig, filesUrl: string, { log, clock = systemClock }: { log?: Logger; clock?: Clock } = {}): Releases {
  const signer = new LinkSigner(config.signingSecret, clock, { previousSecret: config.previousSigningSecret });
  // A bucket can accept connections and never answer; the breaker keeps visitors from waiting on
  // it (docs/deploy.md). A local folder fails fast or within time-limit.ts's limits, and has none.
  const breaker = config.s3 ? new CircuitBreaker({ clock }) : undefined;
  const store = storeOf(config, filesUrl, clock, { signer, breaker });
  return {
    store,
    signer,
    catalogue: new Catalogue(store, log, clock, breaker),
    linksPerMinute: config.linksPerMinute,
    updateChecksPerMinute: config.updateChecksPerMinute,
    updateRangesPerMinute: config.updateRangesPerMinute,
    refreshSeconds: config.refreshSeconds,
    clock,
  };
}

/**
 * The store alone, for the release CLI: an operator's command hands out no links (so a folder
 * store gets no signer) and waits on the store itself (so no circuit breaker), and reads the
 * manifest when it needs it (so no catalogue). `lock` is a folder store's publish lock's waits,
 * which tests shorten; production leaves it out.
 */
export function openReleaseStore(config: ReleaseConfig, filesUrl: string, clock: Clock = systemClock, { lock }: { lock?: FileLockOptions } = {}): ReleaseStore {
  return storeOf(config, filesUrl, clock, { lock });
}

function storeOf(
  config: ReleaseConfig,
  filesUrl: string,
  clock: Clock,
  { signer, breaker, lock }: { signer?: LinkSigner; breaker?: CircuitBreaker; lock?: FileLockOptions },
): ReleaseStore {
  return config.s3
    ? new S3ReleaseStore({ ...config.s3, linkTtlSeconds: config.linkTtlSeconds, clock }, breaker)
    : new LocalReleaseStore({ dir: config.dir, ...(signer && { signer }), linkTtlSeconds: config.linkTtlSeconds, filesUrl, clock, ...(lock && { lock }) });
}
