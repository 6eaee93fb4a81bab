import path from "node:path";
import swagger from "@fastify/swagger";
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from "fastify";
import { API_PREFIX, homeApi } from "./api";
import { DirectAnswers } from "./direct-answers";
import { answerClientError, answerFrameworkError, installErrorHandling, installMethodNotAllowed, stopWhenTheClientIsGone } from "./errors";
import { httpMetrics } from "./metrics/http-metrics";
import type { Metrics } from "./metrics/metrics";
import { loadPages, type PageSource } from "./page-source";
import { type BackPressureOptions, backPressure } from "./plugins/back-pressure";
import { health } from "./plugins/health";
import { pages } from "./plugins/pages";
import { applySecurityHeaders, securityHeaderFields, securityHeaders } from "./plugins/security-headers";
import { staticAssets } from "./plugins/static-assets";
import type { RateLimits } from "./rate-limits/shared-limits";
import type { Releases } from "./releases/setup";
import { OneLinePerRequest, requestIdOf, returnRequestIds } from "./request-log";
import { DownloadForm } from "./request-time-pages/download-form";
import { DownloadsPage } from "./request-time-pages/downloads-page";
import { LanguageNoticePages } from "./request-time-pages/language-notice-pages";
import { RenderedPages } from "./request-time-pages/rendered-pages";

declare module "fastify" {
  interface FastifyInstance {
    /** The catalogue's plain GETs, answered before Fastify's pipeline (direct-answers.ts). */
    directAnswers: DirectAnswers;
  }
}

export interface AppOptions {
  /** The build the server serves: its pages and the browser's files. */
  buildDir: string;
  /**
   * Pages from elsewhere than the build: the development server's, rendered on request
   * (scripts/dev/), which also serves the browser's files itself, so the build's are not served.
   */
  pages?: PageSource;
  logger?: FastifyServerOptions["logger"];
  /** false, the proxies' addresses and ranges (TRUST_PROXY, server/config.ts), or true for anyone. */
  trustProxy?: boolean | string[];
  /** The release store behind /api/home/v1/downloads; without it those endpoints do not exist. */
  releases?: Releases;
  /** Rate limits shared through Redis (REDIS_URL); per process without it. */
  rateLimits?: RateLimits;
  /** Where the store's download links point when not here (the S3 bucket): pages' form-action allows it. */
  downloadLinkOrigins?: readonly string[];
  /** Observes requests, the store, Redis and the API's outcomes; server.ts serves them on METRICS_PORT, tests read `registry`. */
  metrics?: Metrics;
  /** Sheds requests with 503 while the event loop is saturated; off when not given (tests that do not test it). */
  backPressure?: BackPressureOptions;
}

/**
 * How long start-up waits for the first catalogue load: an S3 read gives up sooner (the circuit
 * breaker's call limit), but a local folder on a hung mount takes time-limit.ts's 10 s, which is
 * Fastify's own limit for onReady.
 */
const BOOT_WAIT_MS = 5000;

/** Builds the one server process; server.ts makes it listen, tests use app.inject(). */
export async function buildApp({
  buildDir,
  logger = false,
  trustProxy = false,
  releases,
  rateLimits,
  downloadLinkOrigins = [],
  pages: pageSource,
  metrics,
  backPressure: pressure,
}: AppOptions): Promise<FastifyInstance> {
  const direct = new DirectAnswers();
  const app = Fastify({
    // The catalogue's plain GETs are answered before Fastify's pipeline (direct-answers.ts); app.inject() never meets this.
    serverFactory: direct.serverFactory,
    logger,
    trustProxy,
    logController: new OneLinePerRequest(),
    // A sane X-Request-Id or a random UUID (request-log.ts); the header is read there, not by Fastify, which would take any value.
    genReqId: requestIdOf,
    bodyLimit: 16 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    // A request that reached an accepted connection while the server closes (SIGTERM) is served,
    // not answered with Fastify's own 503: the load balancer already handed it to this replica.
    return503OnClosing: false,
    connectionTimeout: 60_000,
    // Errors Fastify raises before routing (a malformed %-escape) get the same JSON shape and the
    // same security headers as all others; no onSend hook of ours runs for them.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(reply as FastifyReply);
      reply.header("x-request-id", request.id);
      answerFrameworkError(error, request, reply as FastifyReply);
    },
    // Bytes that never became a request: the same shape and headers (server/errors.ts).
    clientErrorHandler: answerClientError,
  });

  app.decorate("directAnswers", direct);
  returnRequestIds(app);
  stopWhenTheClientIsGone(app);
  installErrorHandling(app);
  installMethodNotAllowed(app);
  closeKeptConnectionsWhenStopping(app, direct);

  if (metrics) await app.register(httpMetrics, { metrics, apiPrefix: API_PREFIX });
  await app.register(securityHeaders, { formActions: downloadLinkOrigins });
  await app.register(health);
  if (pressure) {
    await app.register(backPressure, { ...pressure, apiPrefix: API_PREFIX, observer: metrics, direct });
    metrics?.watchPressure(() => app.isUnderPressure());
  }
  await app.register(swagger, {
    openapi: { info: { title: "Bestelwijs home API", version: "1.0.0", description: "See docs/api.md." } },
    hideUntagged: true,
  });
  if (releases) {
    releases.catalogue.useLogger(app.log);
    if (metrics) {
      metrics.watchCatalogue(releases.catalogue, releases.clock);
      releases.store.observeCalls?.(metrics);
    }
    // No catalogue: not ready, naming the store and what is wrong with it. A catalogue served while
    // the store or its manifest fails: ready (pages and the last good list still serve), with a note.
    app.addReadinessCheck("release catalogue", () => {
      const { serving, problem } = releases.catalogue.health;
      return serving || (problem ?? false);
    });
    app.addReadinessNote(() => {
      const { serving, problem } = releases.catalogue.health;
      return serving ? problem : null;
    });
    // The first load is tried before listening, so a healthy store serves from the first request.
    // A store that hangs must not keep the server from starting (Fastify's onReady gives up after
    // 10 s and the process exits): after BOOT_WAIT_MS the server listens anyway, /readyz says why
    // it is not ready, and the catalogue keeps trying (Catalogue.start).
    app.addHook("onReady", async () => {
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, BOOT_WAIT_MS)));
      await Promise.race([releases.catalogue.refresh(), waited]);
      clearTimeout(timer);
    });
    app.addHook("onClose", async () => {
      releases.catalogue.stop();
      releases.store.close?.();
    });
  }
  if (rateLimits && metrics) {
    rateLimits.observeCalls(metrics);
    metrics.watchRateLimits(() => rateLimits.mode);
  }
  if (rateLimits) {
    rateLimits.useLogger(app.log);
    app.addReadinessNote(() => rateLimits.problem);
    app.addHook("onClose", () => rateLimits.close());
  }
  const source = pageSource ?? (await loadBuiltPages(path.join(buildDir, "pages"), app));
  // One cache for every page rendered while running, so one bound holds their memory (decision 060).
  const rendered = new RenderedPages();
  const downloadsPage = new DownloadsPage(releases?.catalogue, source.renderer, app.log, rendered);
  await app.register(homeApi, { prefix: API_PREFIX, releases, rateLimits, downloadForm: new DownloadForm(downloadsPage), events: metrics, direct });
  direct.configure({
    log: app.log,
    securityHeaders: securityHeaderFields(),
    trustProxy,
    ...(metrics ? { requestSeries: (route, method, status) => metrics.requestSeries(route, method, status) } : {}),
  });
  if (!pageSource) await app.register(staticAssets, { clientDir: path.join(buildDir, "client") });
  const languageNotices = new LanguageNoticePages({
    catalogue: releases?.catalogue,
    renderer: source.renderer,
    log: app.log,
    clock: releases?.clock,
    rendered,
  });
  await app.register(pages, { source, variant: downloadsPage.variant, unsupportedLanguage: languageNotices.withNotice });
  return app;
}

async function loadBuiltPages(pagesDir: string, app: FastifyInstance): Promise<PageSource> {
  const built = await loadPages(pagesDir);
  app.log.info({ pages: built.size }, "pre-rendered pages loaded");
  return built;
}

/**
 * While the server stops, every answer says `Connection: close`, so a proxy that keeps
 * connections open (nginx `keepalive`) stops sending on them and the process can exit; the
 * proxy sends what comes next to another replica. Idle connections are closed by Fastify itself.
 */
function closeKeptConnectionsWhenStopping(app: FastifyInstance, direct: DirectAnswers): void {
  let stopping = false;
  direct.admitThrough({ admit: () => !stopping });
  app.addHook("preClose", async () => {
    stopping = true;
  });
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (stopping) reply.header("connection", "close");
    done(null, payload);
  });
}
