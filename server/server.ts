import pino from "pino";
import { ConfigError, readSiteConfig } from "../config/site-config";
import { FILES_URL } from "../shared/home-api";
import { buildApp } from "./app";
import { readServerConfig } from "./config";
import { routeConsoleToLog } from "./console-lines";
import { bufferDestination, LinesPerTurn } from "./lines-per-turn";
import { listenForMetrics, type MetricsListener } from "./metrics/listener";
import { Metrics } from "./metrics/metrics";
import { downloadLinkOrigins } from "./plugins/security-headers";
import { RateLimits } from "./rate-limits/shared-limits";
import { ensureSampleReleases } from "./releases/samples";
import { createReleases, signingSecretWarning } from "./releases/setup";
import { GracefulShutdown } from "./shutdown";

async function main() {
  let config;
  try {
    config = readServerConfig(process.env);
    // The pages were built with these values; checking them again catches a typo at deploy time.
    readSiteConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      fatalLog().fatal({ variable: error.variable }, error.message);
      process.exit(1);
    }
    throw error;
  }

  const releases = createReleases(config.releases, FILES_URL);
  // One synchronous write per turn of the event loop, of every line that turn wrote (lines-per-turn.ts):
  // pino's default: a line is out by the end of its turn, and nothing waits in memory to be lost. An
  // asynchronous write costs a thread pool hand-off and its wake-ups each time, about twice the CPU
  // per line (docs/decisions/070-near-the-platforms-speed.md).
  const destination = new LinesPerTurn(bufferDestination({ dest: 1, sync: true }));
  process.on("exit", () => destination.flushSync());
  const logger = { level: config.logLevel, stream: destination };
  // Before anything connects (ioredis warns through the console as it does): one JSON log, one destination.
  routeConsoleToLog(pino({ level: config.logLevel }, destination));
  const rateLimits = new RateLimits(config.redisUrl);
  const metrics = config.metrics ? new Metrics() : undefined;
  const app = await buildApp({
    buildDir: config.buildDir,
    trustProxy: config.trustProxy,
    logger,
    releases,
    rateLimits,
    downloadLinkOrigins: downloadLinkOrigins(config.releases.s3),
    metrics,
    backPressure: config.backPressure,
  });
  if (config.trustProxy === true)
    app.log.warn(
      { variable: "TRUST_PROXY" },
      "TRUST_PROXY=true believes X-Forwarded-For from anyone who connects: set it to your proxy's address (production refuses true)",
    );
  // What is configured, not yet what works: whether Redis counts is logged when it is known (shared-limits.ts).
  if (rateLimits.mode === "per-process") app.log.info({ limits: "per-process" }, "rate limits are counted per process: no REDIS_URL");
  else
    app.log.info(
      { limits: "redis" },
      "rate limits are counted per process until Redis (REDIS_URL) takes a write, and in Redis for every replica from then on; the next rate-limit line says which holds",
    );
  const secretWarning = signingSecretWarning(config.releases);
  if (secretWarning) app.log.warn({ variable: "RELEASE_SIGNING_SECRET" }, secretWarning);
  if (config.releases.samples) {
    // A store that is down at start must not stop the server: it serves once the store answers
    // (docs/deploy.md). Nor one whose manifest was lost: publish refuses it, and err says why (decision 068).
    const published = await ensureSampleReleases(releases.store).catch((error: unknown) => {
      app.log.warn({ dir: releases.store.location, err: (error as Error).message }, "could not publish the sample releases");
      return false;
    });
    if (published)
      app.log.warn(
        { dir: releases.store.location },
        "published sample releases into a release store that had none of its own; see docs/releases.md to replace them",
      );
  }

  let metricsListener: MetricsListener | undefined;
  // Metrics stay up while the requests in progress finish, so a scrape can still see the drain.
  const shutdown = new GracefulShutdown(app, { graceSeconds: config.shutdownGraceSeconds, afterClose: () => metricsListener?.close() ?? Promise.resolve() });
  // A load balancer that polls /readyz stops sending new requests while the ones in progress finish.
  app.addReadinessCheck("not shutting down", () => (shutdown.isDraining ? "shutting down, finishing the requests in progress" : true));
  process.on("SIGTERM", () => shutdown.begin("SIGTERM"));
  process.on("SIGINT", () => shutdown.begin("SIGINT"));

  if (metrics && config.metrics) {
    metricsListener = await listenForMetrics(metrics, config.metrics);
    const { host } = config.metrics;
    const loopbackOnly = host === "127.0.0.1" || host === "::1" || host === "localhost";
    app.log.info(
      {
        address: `http://${host.includes(":") ? `[${host}]` : host}:${metricsListener.address.port}/metrics`,
        reachableFrom: loopbackOnly ? "this machine only" : "the network (METRICS_HOST)",
      },
      "metrics listening",
    );
  }
  await app.listen({ port: config.port, host: config.host });
  releases.catalogue.start(config.releases.refreshSeconds * 1000);
}

/** The log for a start that fails before the app's logger exists: pino's shape, on stderr, written before the process exits. */
function fatalLog() {
  return pino(pino.destination({ dest: 2, sync: true }));
}

main().catch((error: unknown) => {
  fatalLog().fatal({ err: error }, "server failed to start");
  process.exit(1);
});
