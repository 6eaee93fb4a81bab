import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerOptions, type ServerResponse } from "node:http";
import proxyAddr from "@fastify/proxy-addr";
import type { FastifyBaseLogger } from "fastify";
import type { HistogramSeries } from "./metrics/pre-resolved-histogram";
import { redactUrl, requestIdOf, writeGetLine } from "./request-log";

/** An answer worked out once (per catalogue, per feed) and sent as it stands to every plain GET of its path. */
export interface DirectAnswer {
  /** Headers whose values differ per request (a rate limit's counters), named here and valued by `DirectReply.values`; sent right after the request id. */
  perRequest?: readonly string[];
  /** The route's own headers, flat (`[name, value, …]`), in the order the route sets them. */
  headers: readonly string[];
  /** Headers the route's hooks set after the security headers (`cache-control: no-store` of the update routes), flat. */
  after?: readonly string[];
  body: Buffer;
}

/** What a lane route gives one request: the answer, and the values of its `perRequest` headers in their order. */
interface DirectReply {
  answer: DirectAnswer;
  values?: readonly string[];
}

/**
 * A lane route's answer to one request, or nothing to leave the request to Fastify. It may count
 * the request (a rate limit) only when it answers: a request left to Fastify is counted there.
 */
export type DirectRoute = (request: IncomingMessage, ip: string | undefined) => DirectReply | undefined;

interface RouteOptions {
  /** The `route` label of its metrics, as Fastify's route pattern gives it; the path itself when not given. */
  label?: string;
  /** Whether a query string (electron-updater's `?noCache=…`) is answered too; otherwise it goes to Fastify. */
  anyQuery?: boolean;
}

/** A reason to leave a request to Fastify (the server stopping, back-pressure), and what to tell it once answered. */
export interface Admission {
  admit(request: IncomingMessage): boolean;
  answered?(request: IncomingMessage): void;
}

/** The options Fastify hands its `serverFactory`, as far as they concern an HTTP/1 server. */
interface ServerSettings {
  http?: ServerOptions;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

/** An answer as the lane sends it, worked out at its first request. */
interface Prepared {
  /** `x-request-id` and the `perRequest` headers (their values filled per request), the route's headers, the security headers, the `after` headers, `content-length`. */
  head: string[];
  /**
   * A short body's bytes as a Latin-1 string, one character per byte: Node then sends it with the
   * head as one string in one write(2), where a Buffer goes through the stream's corked writev
   * beside the head, which cost the update check an eighth of its time (decision 070). A long
   * body stays the Buffer it is (ONE_WRITE_BODY_BYTES).
   */
  body: string | Buffer;
}

/**
 * The longest body sent as a string: bare Node measured faster with a string up to 9 KB of body
 * (1.2 µs per answer at 2 KB, a tenth or two at 5–9 KB) and slower from 14 KB (2 µs; 11 µs at 40 KB),
 * where it copies the string into a new buffer for every write and a Buffer goes as it is
 * (decision 070). The catalogue grows with every release.
 */
const ONE_WRITE_BODY_BYTES = 8 * 1024;

interface Route extends Required<Pick<RouteOptions, "anyQuery">> {
  label: string;
  answer: DirectRoute;
  /** Its answers' duration series, looked up at its first answer. */
  durations?: HistogramSeries;
}

export interface DirectAnswersSetup {
  log: FastifyBaseLogger;
  /** The headers every answer carries (server/plugins/security-headers.ts), after the route's own. */
  securityHeaders: Record<string, string>;
  /** As the app's `trustProxy`: the address a log line names, as Fastify's `request.ip` gives it. */
  trustProxy: boolean | string[];
  /** The request metrics' duration series (server/metrics/) of a route, method and status, labelled as Fastify's answers are; looked up once per route. */
  requestSeries?: (route: string, method: string, status: number) => HistogramSeries;
}

/**
 * The answers asked for most (the catalogue GET, from every installed app and downloads page) sent
 * from the socket's request handler, before Fastify's request pipeline: Fastify's request and reply
 * objects, hooks, child logger and header handling cost as much per answer as the socket's own
 * write, and held the catalogue at half of bare Node's speed
 * (docs/decisions/070-near-the-platforms-speed.md).
 *
 * Only a plain GET of the exact path is answered here, with the same status, headers in the same
 * order and bytes as the route gives (direct-answers.integration.test.ts compares the two), the
 * request id, one log line in the same shape and the same metrics. Anything else (HEAD, a query, a
 * conditional request, a route with no answer yet) and every request while an admission says no
 * (stopping, back-pressure) goes on to Fastify, which answers it as before.
 */
export class DirectAnswers {
  private readonly routes = new Map<string, Route>();
  private readonly admissions: Admission[] = [];
  /** Per answer (an answer object lives as long as its catalogue or feed bytes), under the current setup's headers. */
  private prepared = new WeakMap<DirectAnswer, Prepared>();
  private answeredHere = 0;
  private setup: (DirectAnswersSetup & { ipOf: (request: IncomingMessage) => string | undefined }) | undefined;

  /** Fastify's `serverFactory`: its own HTTP/1 server with its own settings, with this in front of its handler. */
  readonly serverFactory = (handler: RequestListener, options: ServerSettings): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (!this.answer(request, response)) handler(request, response);
    });
    // What Fastify sets on the server it makes itself (fastify/lib/server.js), which a factory's server does not get.
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket) server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    return server;
  };

  /** Turns the lane on, once the app's logger, metrics and headers exist; until then every request goes to Fastify. */
  configure(setup: DirectAnswersSetup): void {
    this.setup = { ...setup, ipOf: clientAddress(setup.trustProxy) };
    // Series looked up under an earlier setup belong to its metrics, and answers prepared under it have its headers.
    for (const route of this.routes.values()) route.durations = undefined;
    this.prepared = new WeakMap();
  }

  /** Answers a plain GET of `path` (as requested: prefix included, no query unless `anyQuery`) with what `answer` gives, or leaves it to Fastify when it gives nothing. */
  route(path: string, answer: DirectRoute, { label = path, anyQuery = false }: RouteOptions = {}): void {
    this.routes.set(path, { answer, label, anyQuery });
  }

  /** How many requests this answered: from outside its answers are Fastify's, so tests count here. */
  get answered(): number {
    return this.answeredHere;
  }

  admitThrough(admission: Admission): void {
    this.admissions.push(admission);
  }

  /** True when this answered the request; false leaves it to Fastify, untouched. */
  private answer(request: IncomingMessage, response: ServerResponse): boolean {
    const setup = this.setup;
    if (!setup || request.method !== "GET" || request.headers["if-none-match"] !== undefined) return false;
    const url = request.url ?? "";
    const queryAt = url.indexOf("?");
    const route = this.routes.get(queryAt === -1 ? url : url.slice(0, queryAt));
    if (!route || (queryAt !== -1 && !route.anyQuery)) return false;
    // Admissions first: a route may count the request (a rate limit) once it answers.
    let admitted = 0;
    for (const admission of this.admissions) {
      if (!admission.admit(request)) {
        this.release(request, admitted);
        return false;
      }
      admitted++;
    }
    const started = performance.now();
    const ip = setup.ipOf(request);
    const id = requestIdOf(request);
    let reply: DirectReply | undefined;
    let prepared: Prepared | undefined;
    try {
      reply = route.answer(request, ip);
      if (reply) {
        prepared = this.prepared.get(reply.answer);
        if (!prepared) {
          const { body } = reply.answer;
          prepared = { head: this.head(reply.answer), body: body.length <= ONE_WRITE_BODY_BYTES ? body.toString("latin1") : body };
          this.prepared.set(reply.answer, prepared);
        }
        const { head } = prepared;
        // Node reads the array before writeHead returns, so the one array serves every answer.
        head[1] = id;
        const { values } = reply;
        if (values) for (let at = 0; at < values.length; at++) head[3 + 2 * at] = values[at] as string;
        response.writeHead(200, head);
      }
    } catch (error) {
      // Thrown out of here, it would end the process (this is the socket's request listener, outside
      // Fastify's error handling). Nothing is sent yet: Fastify answers, the route or its error
      // handler, under the id this line names.
      request.headers["x-request-id"] = id;
      setup.log.error({ reqId: id, url: redactUrl(url), err: error }, "the fast lane could not answer; Fastify answers instead");
      reply = undefined;
    }
    // `prepared` is there whenever `reply` is; the second test tells the type checker so.
    if (!reply || !prepared) {
      this.release(request, admitted);
      return false;
    }
    const { body } = prepared;
    if (typeof body === "string") response.end(body, "latin1");
    else response.end(body);
    this.release(request, admitted);
    this.answeredHere++;
    const ms = performance.now() - started;
    const logged = queryAt === -1 ? url : redactUrl(url);
    const rounded = Math.round(ms * 10) / 10;
    if (!writeGetLine(setup.log, id, logged, ip, rounded))
      setup.log.child({ reqId: id }).info({ method: "GET", url: logged, status: 200, ip, ms: rounded }, "request");
    if (setup.requestSeries) {
      route.durations ??= setup.requestSeries(route.label, "GET", 200);
      route.durations.observe(ms / 1000);
    }
    return true;
  }

  private release(request: IncomingMessage, admitted: number): void {
    for (let at = 0; at < admitted; at++) this.admissions[at]?.answered?.(request);
  }

  private head(answer: DirectAnswer): string[] {
    const security = Object.entries(this.setup?.securityHeaders ?? {}).flat();
    const perRequest = (answer.perRequest ?? []).flatMap((name) => [name, ""]);
    return ["x-request-id", "", ...perRequest, ...answer.headers, ...security, ...(answer.after ?? []), "content-length", String(answer.body.length)];
  }
}

/** The client's address as Fastify's `request.ip` gives it for the same `trustProxy` (fastify/lib/request.js). */
function clientAddress(trustProxy: boolean | string[]): (request: IncomingMessage) => string | undefined {
  if (trustProxy === false) return (request) => request.socket.remoteAddress;
  const trusted = trustProxy === true ? () => true : proxyAddr.compile(trustProxy);
  return (request) => {
    const addresses = proxyAddr.all(request, trusted);
    return addresses[addresses.length - 1];
  };
}
