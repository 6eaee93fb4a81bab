import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { redactUrl } from "./request-log";

interface InFlight {
  request: FastifyRequest;
  reply: FastifyReply;
  /** The connection's byte count when the request arrived: what was sent since is this answer's. */
  bytesBefore: number;
}

export interface DrainOptions {
  graceSeconds: number;
  /** Stops what must outlive the public listener (the metrics port) once it has closed. */
  afterClose?: () => Promise<void>;
  exit?: (code: number) => void;
}

/**
 * Graceful shutdown that keeps the deploy guide's promise: SIGTERM loses no accepted request
 * (docs/deploy.md, "Health, stopping, logs"). The listener stops accepting at once; requests under
 * way, streamed downloads included, run to their end; connections that fall idle are closed, so
 * the process exits 0 as soon as the last answer went out. Only when `graceSeconds` pass with
 * answers still open does it exit 1, after one line per answer it cuts.
 */
export class GracefulShutdown {
  private readonly inFlight = new Set<InFlight>();
  private draining = false;

  constructor(
    private readonly app: FastifyInstance,
    private readonly options: DrainOptions,
  ) {
    // Added to the root instance before it is ready, so it runs for every route and the 404s.
    // A callback, not an async hook: no promise per request on the hot path.
    app.addHook("onRequest", (request, reply, done) => {
      const entry: InFlight = { request, reply, bytesBefore: request.raw.socket?.bytesWritten ?? 0 };
      this.inFlight.add(entry);
      // "close" comes after the last byte went out and also when the client went away: either way it is over.
      reply.raw.once("close", () => {
        this.inFlight.delete(entry);
        if (this.draining) setImmediate(() => this.closeIdleConnections());
      });
      done();
    });
  }

  /** While true, /readyz says not ready and the load balancer sends new requests elsewhere. */
  get isDraining(): boolean {
    return this.draining;
  }

  /** The first signal starts the drain; a second one (Ctrl-C again) cuts what is left at once. */
  begin(signal: string): void {
    const { app, options } = this;
    const exit = options.exit ?? ((code: number) => process.exit(code));
    if (this.draining) {
      this.logCutRequests(`a second ${signal}`);
      exit(1);
      return;
    }
    this.draining = true;
    app.log.info({ signal, inFlight: this.inFlight.size, graceSeconds: options.graceSeconds }, "shutting down: finishing the requests in progress");
    setTimeout(() => {
      this.logCutRequests("the shutdown grace period (SHUTDOWN_GRACE_SECONDS) ended");
      exit(1);
    }, options.graceSeconds * 1000).unref();
    app
      .close()
      .then(() => options.afterClose?.())
      .then(
        () => {
          app.log.info({ signal }, "shut down: every request finished");
          exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, "error while shutting down");
          exit(1);
        },
      );
    // server.close() closed the connections idle at this moment; a kept-alive one whose answer is
    // still going out becomes idle later and would hold the process for Fastify's keep-alive time.
    this.closeIdleConnections();
  }

  private closeIdleConnections(): void {
    this.app.server.closeIdleConnections();
  }

  private logCutRequests(why: string): void {
    const { app, options } = this;
    for (const { request, reply, bytesBefore } of this.inFlight) {
      const announced = Number(reply.getHeader("content-length"));
      request.log.error(
        {
          method: request.method,
          url: redactUrl(request.url),
          status: reply.statusCode,
          // Headers included; what a client holds of a download is about this much.
          bytesSent: (request.raw.socket?.bytesWritten ?? bytesBefore) - bytesBefore,
          ...(Number.isInteger(announced) ? { bytesAnnounced: announced } : {}),
          ms: Math.round(reply.elapsedTime),
        },
        "request cut off by the shutdown",
      );
    }
    app.log.error({ cut: this.inFlight.size, graceSeconds: options.graceSeconds }, `${why} with requests still open; exiting`);
  }
}
