import pino from "pino";
import { ConfigError, readSiteConfig } from "../config/site-config";
import { API_PREFIX } from "./api";
import { buildApp } from "./app";
import { readServerConfig } from "./config";
import { listenForMetrics, type MetricsListener } from "./metrics/listener";
import { Metrics } from "./metrics/metrics";
import { downloadLinkOrigins } from "./plugins/security-headers";
import { RateLimits } from "./rate-limits/shared-limits";
import { ensureSampleReleases } from "./releases/samples";
import { createReleases, signingSecretWarning } from "./releases/setup";

/** Gives in-flight requests this long after SIGTERM before the process exits anyway. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main() {
  let config;
  try {
    config = readServerConfig(process.env);
    // The pages were built with these values; checking them again catches a typo at deploy time.
    readSiteConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(JSON.stringify({ level: "fatal", msg: error.message, variable: error.variable }));
      process.exit(1);
    }
    throw error;
  }

  const releases = createReleases(config.releases, `${API_PREFIX}/files`);
  // Asynchronous writes: lines that arrive while one write is under way go out together in the
  // next, instead of one blocking write per request. pino flushes what is left when the process exits.
  const logger = { level: config.logLevel, stream: pino.destination({ dest: 1, sync: false }) };
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
  app.log.info({ limits: rateLimits.mode === "per-process" ? "per-process" : "shared through Redis" }, "rate limits");
  const secretWarning = signingSecretWarning(config.releases);
  if (secretWarning) app.log.warn({ variable: "RELEASE_SIGNING_SECRET" }, secretWarning);
  if (config.releases.samples) {
    // A store that is down at start must not stop the server: it serves once the store answers (docs/deploy.md).
    const published = await ensureSampleReleases(releases.store).catch((error: unknown) => {
      app.log.warn({ dir: releases.store.location, err: (error as Error).message }, "could not publish the sample releases; the store is not answering");
      return false;
    });
    if (published)
      app.log.warn({ dir: releases.store.location }, "published sample releases into an empty release store; see README, Releases, to replace them");
  }

  let metricsListener: MetricsListener | undefined;
  let closing = false;
  // A load balancer that polls /readyz stops sending new requests while the in-flight ones finish.
  app.addReadinessCheck("not shutting down", () => !closing);
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    // Metrics stay up while the in-flight requests finish, so a scrape can still see the drain.
    app
      .close()
      .then(() => metricsListener?.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, "error while shutting down");
          process.exit(1);
        },
      );
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));

  if (metrics && config.metrics) {
    metricsListener = await listenForMetrics(metrics, config.metrics);
    app.log.info({ address: `http://${config.metrics.host}:${metricsListener.address.port}/metrics` }, "metrics listening");
  }
  await app.listen({ port: config.port, host: config.host });
  releases.catalogue.start(config.releases.refreshSeconds * 1000);
}

main().catch((error: unknown) => {
  console.error(JSON.stringify({ level: "fatal", msg: "server failed to start", err: String(error instanceof Error ? error.stack : error) }));
  process.exit(1);
});
