import { Stream } from "node:stream";
import underPressure from "@fastify/under-pressure";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { LOCALES } from "../../shared/locale";
import type { DirectAnswers } from "../direct-answers";
import { errorMessage, prepareError } from "../error-messages";
import { ConnectionGate } from "./connection-gate";

export interface BackPressureOptions {
  /**
   * Connections served at once; a request on one more is answered 503 and its connection closed
   * (connection-gate.ts); 0 or absent: no cap.
   */
  maxConnections?: number;
  /** Mean event-loop delay over a sample, in ms, above which requests are shed; 0: not checked. */
  maxEventLoopDelayMs: number;
  /** Share of a sample the event loop was busy (0-1) above which requests are shed; 0: not checked. */
  maxEventLoopUtilization: number;
  /** What a shed request's Retry-After says. */
  retryAfterSeconds: number;
  /** Milliseconds for the connection gate's idle check (connection-gate.ts); tests pass a manual clock. */
  clock?: () => number;
  /** How often the event loop is sampled; tests shorten it. */
  sampleIntervalMs?: number;
  /**
   * For tests: a check that says "healthy" (true) or "under pressure" (false) instead of a
   * loaded machine, read at start and every `intervalMs` (under-pressure's `healthCheck`).
   */
  probe?: { healthy: () => Promise<boolean>; intervalMs: number };
}

/** Why a request was shed: too many connections (connection-gate.ts), or a saturated event loop (under-pressure). */
export type ShedReason = "connections" | "event_loop";

/** Told of each request answered 503 by back-pressure: the server's metrics (server/metrics/). */
export interface ShedObserver {
  requestShed(reason: ShedReason): void;
}

/** Health routes always answer: /livez says the process lives, /readyz says it is under pressure. */
const NEVER_SHED = new Set(["/livez", "/readyz"]);

/**
 * Sheds requests on a connection past `maxConnections` busy ones (connection-gate.ts,
 * docs/decisions/049-shed-overload-by-connections.md), and all requests while the event loop is
 * saturated, before the process falls over (docs/decisions/043-metrics-and-back-pressure.md): the API answers 503 with Retry-After and
 * {"error": …} in the visitor's language, everything else a short text in both languages, and
 * /readyz turns not ready so the load balancer sends new visitors to another replica.
 */
export const backPressure = fp<BackPressureOptions & { apiPrefix: string; observer?: ShedObserver; direct?: DirectAnswers }>(
  async (app: FastifyInstance, options) => {
    const {
      maxConnections = 0,
      maxEventLoopDelayMs,
      maxEventLoopUtilization,
      retryAfterSeconds,
      sampleIntervalMs = 1000,
      probe,
      apiPrefix,
      observer,
      direct,
    } = options;
    const { clock = () => performance.now() } = options;
    const everyLanguage = LOCALES.map((locale) => `${errorMessage("overloaded", locale, { seconds: retryAfterSeconds })}\n`).join("");
    /** The 503 of a shed request, the same for both reasons; under-pressure sends what this returns. */
    const answerShed = (request: FastifyRequest, reply: FastifyReply, reason: ShedReason) => {
      observer?.requestShed(reason);
      reply.header("retry-after", String(retryAfterSeconds)).header("cache-control", "no-store");
      const path = request.url.split("?")[0];
      if (path === apiPrefix || path?.startsWith(`${apiPrefix}/`)) return prepareError(request, reply, 503, "overloaded", { seconds: retryAfterSeconds });
      // A page's language is not negotiated here (cookie, host, ?lang): every language, in a few bytes.
      reply.code(503).type("text/plain; charset=utf-8");
      return everyLanguage;
    };
    // null lets the request through.
    const shed = (request: FastifyRequest, reply: FastifyReply) =>
      NEVER_SHED.has(request.routeOptions.url ?? "") ? null : answerShed(request, reply, "event_loop");

    // While the event loop is saturated, under-pressure's hook sheds every request: none is answered before it.
    direct?.admitThrough({ admit: () => !app.isUnderPressure() });
    if (maxConnections > 0) {
      // Only requests on connections the server reads from get here: what waits in the kernel is
      // not seen, so the bound is on connections (connection-gate.ts, decision 049), not requests.
      const gate = new ConnectionGate(maxConnections, clock);
      const admitted = new WeakSet<FastifyRequest>();
      // Callback hooks: an async one costs a promise per answer (decision 070).
      app.addHook("onRequest", (request, reply, done) => {
        if (NEVER_SHED.has(request.routeOptions.url ?? "")) return done();
        if (gate.admit(request.raw.socket)) {
          admitted.add(request);
          return done();
        }
        // The connection is closed after this answer, so the client comes back on a new one, at the back of the queue.
        // Sent without done(): the answer ends the request here.
        reply.send(answerShed(request, reply.header("connection", "close"), "connections"));
      });
      // A stream (a download from the local store) gives up its place as soon as its bytes are
      // on their way: it waits on the visitor's line, not on the event loop, and a few dozen
      // minute-long downloads must not shut pages out of a replica with CPU to spare.
      app.addHook("onSend", (request, _reply, payload, done) => {
        if (admitted.has(request) && payload instanceof Stream) {
          admitted.delete(request);
          gate.answered(request.raw.socket);
        }
        done(null, payload);
      });
      app.addHook("onResponse", (request, _reply, done) => {
        if (admitted.delete(request)) gate.answered(request.raw.socket);
        done();
      });
      // A request the gate would shed goes on to the hook above, which sheds it.
      direct?.admitThrough({ admit: (request) => gate.admit(request.socket), answered: (request) => gate.answered(request.socket) });
    }
    await app.register(underPressure, {
      maxEventLoopDelay: maxEventLoopDelayMs,
      maxEventLoopUtilization,
      // The busy share of each sample, not of the whole life of the process (under-pressure's default).
      eventLoopUtilizationMode: "interval",
      sampleInterval: sampleIntervalMs,
      retryAfter: retryAfterSeconds,
      // Typed as returning nothing, but @fastify/under-pressure sends a value the handler returns (its handlePressure).
      pressureHandler: shed as unknown as (request: FastifyRequest, reply: FastifyReply) => void,
      ...(probe ? { healthCheck: probe.healthy, healthCheckInterval: probe.intervalMs } : {}),
    });
    app.addReadinessCheck("not under pressure", () => {
      if (!app.isUnderPressure()) return true;
      const { eventLoopDelay, eventLoopUtilized } = app.memoryUsage();
      // Infinity: the loop did not turn once in the whole sample.
      const delay = Number.isFinite(eventLoopDelay) ? `${Math.round(eventLoopDelay)} ms` : `over ${sampleIntervalMs} ms`;
      return `the server is under pressure (event loop delay ${delay}, busy ${Math.round(eventLoopUtilized * 100)}% of the time) and sheds requests with 503`;
    });
  },
  { name: "back-pressure", dependencies: ["health"] },
);
