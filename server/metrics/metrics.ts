import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from "prom-client";
import { OPERATING_SYSTEMS } from "../../shared/release-files";
import type { FeedCheck, LinkRoute, ReleaseEvents, UpdateCheck, UpdateDownload } from "../api/release-events";
import { CHANNELS, channelVersions, shareOf } from "../api/updates/offer";
import type { Clock } from "../clock";
import type { ShedObserver, ShedReason } from "../plugins/back-pressure";
import { LIMITS_MODES, type LimitsMode, type RedisCallObserver, type RedisCommand } from "../rate-limits/shared-limits";
import type { Catalogue } from "../releases/catalogue";
import { listsVersion, type Manifest, pinnedVersionOf } from "../releases/manifest";
import type { StoreCallObserver, StoreOperation } from "../releases/store";
import { PendingCounts } from "./pending-counts";
import { type HistogramSeries, PreResolvedHistogram } from "./pre-resolved-histogram";

/** The methods a request is labelled with; any other is "other", so a client cannot add series. */
const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** Pages and API answers take milliseconds; a store or Redis that hangs takes up to the call limits (seconds). */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const DEPENDENCY_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];

/** A current version the manifest does not list is counted as this, so a client cannot add series. */
const OTHER_VERSION = "other";
/** An electron-updater check whose app did not send its version (the header is the app's to add). */
const UNSENT_VERSION = "unsent";

/**
 * The server's Prometheus metrics (docs/decisions/043-metrics-and-back-pressure.md), in a registry
 * of their own: one per app, so tests that build many apps do not share counts or collide on names.
 * Every label value comes from a fixed set or from the manifest, never from a request as it came.
 */
export class Metrics implements ReleaseEvents, StoreCallObserver, RedisCallObserver, ShedObserver {
  readonly registry = new Registry();
  private readonly requestDuration: PreResolvedHistogram<"route" | "method" | "status">;
  private readonly storeDuration: Histogram<"operation">;
  private readonly storeFailures: Counter<"operation">;
  private readonly redisDuration: Histogram<"command">;
  private readonly redisFailures: Counter<"command">;
  private readonly shed: Counter<"reason">;
  private readonly links: Counter<"os" | "version" | "arch" | "route">;
  private readonly updateChecks: Counter<"os" | "channel" | "current_version" | "outcome">;
  private readonly feedChecks = new PendingCounts(["os", "arch", "channel", "installed_version"] as const);
  private readonly downloads: Counter<"os" | "version" | "kind">;
  private readonly downloadBytes: Counter<"os" | "version" | "kind">;
  private readonly differentialWholeBytes: Counter<"os" | "version">;
  private catalogue: { catalogue: Catalogue; clock: Clock } | null = null;
  private limitsMode: () => LimitsMode = () => "per-process";
  private underPressure: () => boolean = () => false;

  /** `processMetrics: false` leaves out prom-client's process and Node.js metrics (tests that do not read them). */
  constructor({ processMetrics = true }: { processMetrics?: boolean } = {}) {
    const registers = [this.registry];
    this.requestDuration = new PreResolvedHistogram({
      name: "http_request_duration_seconds",
      help: "Time from a request's arrival to its answer, by route pattern (a page's path; not-found, static or unmatched), method and status.",
      labelNames: ["route", "method", "status"],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    this.storeDuration = new Histogram({
      name: "release_store_request_duration_seconds",
      help: "Requests to the S3 release store, by operation (get, put, head, list, delete), answered or failed.",
      labelNames: ["operation"],
      buckets: DEPENDENCY_BUCKETS,
      registers,
    });
    this.storeFailures = new Counter({
      name: "release_store_request_failures_total",
      help: "Requests to the S3 release store that got no answer, timed out or got a 5xx, by operation.",
      labelNames: ["operation"],
      registers,
    });
    this.redisDuration = new Histogram({
      name: "redis_command_duration_seconds",
      help: "Redis commands of the shared rate limits (rate_limit: the counting script; probe: the write that checks Redis counts again).",
      labelNames: ["command"],
      buckets: DEPENDENCY_BUCKETS,
      registers,
    });
    this.redisFailures = new Counter({
      name: "redis_command_failures_total",
      help: "Redis commands of the rate limits that failed or timed out; each request is then counted in this process.",
      labelNames: ["command"],
      registers,
    });
    const self = this;
    new Gauge({
      name: "rate_limit_mode",
      help: "1 for how rate limits are counted now: shared (in Redis), per-process (no REDIS_URL) or fallback (Redis unreachable or refusing writes, per process).",
      labelNames: ["mode"],
      registers,
      collect() {
        const now = self.limitsMode();
        for (const mode of LIMITS_MODES) this.set({ mode }, mode === now ? 1 : 0);
      },
    });
    new Gauge({
      name: "release_manifest_age_seconds",
      help: "Seconds since the release manifest was last read successfully; NaN before the first good read.",
      registers,
      collect() {
        const loadedAt = self.catalogue?.catalogue.current?.loadedAt;
        this.set(loadedAt && self.catalogue ? (self.catalogue.clock() - loadedAt.getTime()) / 1000 : Number.NaN);
      },
    });
    new Gauge({
      name: "release_catalogue_serving",
      help: "1 while the server has a release catalogue to answer downloads and update checks with.",
      registers,
      collect() {
        this.set(self.catalogue?.catalogue.health.serving ? 1 : 0);
      },
    });
    new Gauge({
      name: "release_catalogue_degraded",
      help: "1 while the catalogue is served although the store or its manifest fails (the note on /readyz).",
      registers,
      collect() {
        const health = self.catalogue?.catalogue.health;
        this.set(health?.serving && health.problem !== null ? 1 : 0);
      },
    });
    new Gauge({
      name: "back_pressure_shedding",
      help: "1 while the event loop is saturated and requests are answered 503 (back-pressure).",
      registers,
      collect() {
        this.set(self.underPressure() ? 1 : 0);
      },
    });
    this.shed = new Counter({
      name: "back_pressure_shed_requests_total",
      help: "Requests answered 503 with Retry-After by back-pressure: connections (more busy connections than PRESSURE_MAX_CONNECTIONS) or event_loop (the loop saturated).",
      labelNames: ["reason"],
      registers,
    });
    this.links = new Counter({
      name: "download_links_total",
      help: "Download links handed out, by operating system, version and architecture of the file, and the route that handed it out.",
      labelNames: ["os", "version", "arch", "route"],
      registers,
    });
    this.updateChecks = new Counter({
      name: "update_checks_total",
      help: `Update checks by operating system, channel, the version the installation runs ("${OTHER_VERSION}" when the manifest does not list it) and outcome (offered, up_to_date, held_back by a rollout, unavailable).`,
      labelNames: ["os", "channel", "current_version", "outcome"],
      registers,
    });
    const feedChecks = new Counter({
      name: "update_feed_checks_total",
      help: `electron-updater checks (its channel files), by operating system, architecture, channel and the version the app says it runs in X-Bestelwijs-Version ("${OTHER_VERSION}" when the manifest does not list it, "${UNSENT_VERSION}" when the app sends none).`,
      labelNames: ["os", "arch", "channel", "installed_version"],
      registers,
      collect() {
        self.feedChecks.drainInto(this);
      },
    });
    // A reset empties the counter; what was counted before it and not yet read goes with it.
    const resetFeedChecks = feedChecks.reset.bind(feedChecks);
    feedChecks.reset = () => {
      this.feedChecks.clear();
      resetFeedChecks();
    };
    this.downloads = new Counter({
      name: "update_downloads_total",
      help: "Update downloads by operating system and version: full (the whole file) or differential (counted at the new version's blockmap).",
      labelNames: ["os", "version", "kind"],
      registers,
    });
    this.downloadBytes = new Counter({
      name: "update_download_bytes_total",
      help: "Bytes of update files the links were handed out for: the whole file for a full download, the ranges asked for in a differential one.",
      labelNames: ["os", "version", "kind"],
      registers,
    });
    this.differentialWholeBytes = new Counter({
      name: "update_differential_whole_bytes_total",
      help: 'What the differential downloads would have cost as full downloads; minus update_download_bytes_total{kind="differential"}, the bytes saved.',
      labelNames: ["os", "version"],
      registers,
    });
    new Gauge({
      name: "update_rollout_share_percent",
      help: "The share of installations (0–100) the highest version of each channel is offered to now, as the feeds compute it from the manifest and the clock.",
      labelNames: ["os", "channel", "version"],
      registers,
      collect() {
        this.reset();
        const manifest = self.catalogue?.catalogue.current?.manifest;
        if (!manifest || !self.catalogue) return;
        const nowMs = self.catalogue.clock();
        for (const os of OPERATING_SYSTEMS)
          for (const channel of CHANNELS) {
            const pinned = pinnedVersionOf(manifest, os);
            const version = pinned ?? channelVersions(manifest, os, channel)[0];
            if (version === undefined) continue;
            this.set({ os, channel, version }, pinned === undefined ? (shareOf(manifest, os, version, nowMs) ?? 100) : 100);
          }
      },
    });
    if (processMetrics) collectDefaultMetrics({ register: this.registry });
  }

  /** The age and health gauges read this catalogue at each scrape, on its clock. */
  watchCatalogue(catalogue: Catalogue, clock: Clock): void {
    this.catalogue = { catalogue, clock };
  }

  watchRateLimits(mode: () => LimitsMode): void {
    this.limitsMode = mode;
  }

  watchPressure(underPressure: () => boolean): void {
    this.underPressure = underPressure;
  }

  /** `route` is already one of a fixed set (http-metrics.ts). */
  requestAnswered(route: string, method: string, status: number, seconds: number): void {
    this.requestSeries(route, method, status).observe(seconds);
  }

  /** The duration series of one route, method and status, to keep and observe into: what the answers sent before Fastify use (server/direct-answers.ts). */
  requestSeries(route: string, method: string, status: number): HistogramSeries {
    return this.requestDuration.seriesOf({ route, method: METHODS.has(method) ? method : "other", status: String(status) });
  }

  storeCalled(operation: StoreOperation, seconds: number, failed: boolean): void {
    this.storeDuration.observe({ operation }, seconds);
    if (failed) this.storeFailures.inc({ operation });
  }

  redisCalled(command: RedisCommand, seconds: number, failed: boolean): void {
    this.redisDuration.observe({ command }, seconds);
    if (failed) this.redisFailures.inc({ command });
  }

  requestShed(reason: ShedReason): void {
    this.shed.inc({ reason });
  }

  linkHandedOut(file: { os: string; version: string; arch: string }, route: LinkRoute): void {
    this.links.inc({ os: file.os, version: file.version, arch: file.arch, route });
  }

  feedChecked({ os, arch, channel, installedVersion }: FeedCheck, manifest: Manifest | null): void {
    const listed = installedVersion !== undefined && manifest !== null && listsVersion(manifest, os, installedVersion);
    this.feedChecks.add(os, arch, channel, installedVersion === undefined ? UNSENT_VERSION : listed ? installedVersion : OTHER_VERSION);
  }

  /** The version comes from the manifest entry the route found, never from the request. */
  updateDownload({ os, version, kind, bytes, wholeBytes }: UpdateDownload): void {
    if (wholeBytes !== undefined || kind === "full") this.downloads.inc({ os, version, kind });
    if (bytes > 0) this.downloadBytes.inc({ os, version, kind }, bytes);
    if (wholeBytes !== undefined) this.differentialWholeBytes.inc({ os, version }, wholeBytes);
  }

  updateChecked({ os, channel, currentVersion, outcome }: UpdateCheck, manifest: Manifest | null): void {
    const listed = manifest !== null && listsVersion(manifest, os, currentVersion);
    this.updateChecks.inc({ os, channel, current_version: listed ? currentVersion : OTHER_VERSION, outcome });
  }
}
