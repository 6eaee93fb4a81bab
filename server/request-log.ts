import type { IncomingMessage } from "node:http";
import { type FastifyBaseLogger, type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from "fastify";
import pino from "pino";
import { randomUuid } from "./random-uuid";

/**
 * An id a client or proxy may choose (nginx's `$request_id`, a UUID, a tracing id): short, and
 * nothing that could break a log line, a header or a grep.
 */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the caller's X-Request-Id when it looks sane, so one id follows a request
 * from nginx (or the app that sent it) through our log; otherwise a random UUID, which unlike
 * Fastify's default counter (`req-1` again after every restart) names one request across
 * replicas and restarts. Two X-Request-Id headers arrive joined by ", " and are not sane.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers["x-request-id"];
  return typeof given === "string" && SANE_REQUEST_ID.test(given) ? given : randomUuid();
}

/**
 * Every answer says its request's id, so a visitor's report or a proxy's log finds the line.
 * Set on arrival, before anything can answer (back-pressure, rate limits, not-found); errors
 * Fastify answers before routing get it in server/app.ts's frameworkErrors.
 */
export function returnRequestIds(app: FastifyInstance): void {
  // Callback hooks, here and on every other hook each answer passes: an async one costs a promise and a turn of the microtask queue per answer (decision 070).
  app.addHook("onRequest", (request, reply, done) => {
    reply.header("x-request-id", request.id);
    done();
  });
}

/** Query parameters that make a link work (ours and S3's presigned ones): a log line must not hold a usable link. */
const SECRET_PARAMS = new Set(["signature", "expires", "x-amz-signature", "x-amz-credential", "x-amz-security-token", "x-amz-expires", "x-amz-date"]);

/**
 * Whether a raw query name is a signing parameter once decoded as the server decodes it
 * (`%73ignature` is `signature`, `+` a space) and case-folded. Decoded repeatedly, so a name that
 * a proxy or client decodes once more still counts; an undecodable escape is compared as it stands.
 */
function isSecretName(raw: string): boolean {
  let name = raw;
  for (let round = 0; round < 4; round++) {
    if (SECRET_PARAMS.has(name.trim().toLowerCase())) return true;
    let decoded: string;
    try {
      decoded = decodeURIComponent(name.replace(/\+/g, " "));
    } catch {
      return false;
    }
    if (decoded === name) return false;
    name = decoded;
  }
  return false;
}

/** The URL with the values of signing parameters replaced by REDACTED; the rest, path included, stays readable. */
export function redactUrl(url: string): string {
  const at = url.indexOf("?");
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split("&")
    .map((pair) => {
      const equals = pair.indexOf("=");
      const name = equals === -1 ? pair : pair.slice(0, equals);
      return isSecretName(name) ? `${name}=REDACTED` : pair;
    })
    .join("&");
  return `${url.slice(0, at)}?${query}`;
}

/** Facts a route adds to its request's log line (the file asked for, what it was answered). */
const notes = new WeakMap<FastifyRequest, Record<string, string>>();

export function noteForLog(request: FastifyRequest, facts: Record<string, string>): void {
  notes.set(request, { ...notes.get(request), ...facts });
}

/**
 * One JSON line per request, written when it completes, with what an operator greps for: the
 * request id comes with the logger (`reqId`), the client's address is `ip` (the connection's, or
 * with TRUST_PROXY the one nginx passed on). Fastify's default writes two lines (arrival and
 * completion) with the whole request object.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ip: request.ip,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...notes.get(request),
    };
    if (error) reply.log.error({ ...entry, err: error }, "request failed");
    else if (!writeRequestLine(reply.log, "", entry)) reply.log.info(entry, "request");
  }
}

const { streamSym, chindingsSym, needsMetadataGsym } = pino.symbols;

/**
 * A request's info line, written straight to its logger's destination in the very shape pino
 * gives it (`{"level":30,"time":…,"pid":…,"hostname":…,"reqId":…,<entry>,"msg":"request"}`,
 * pinned against pino by request-log.test.ts): the line written by pino cost about three times
 * as much, the largest share of an answer of the catalogue beside the socket's own write
 * (docs/decisions/070-near-the-platforms-speed.md). `bindings` follow the logger's own
 * (`,"reqId":"…"` for a logger that lacks it). False, with nothing written, for a logger this
 * cannot write for (Fastify's stand-in when logging is off, a stream that wants pino's per-line
 * metadata): the caller logs through pino then.
 */
export function writeRequestLine(log: FastifyBaseLogger, bindings: string, entry: object): boolean {
  const pinoLog = log as unknown as Record<symbol, unknown> & { isLevelEnabled?(level: string): boolean };
  const stream = pinoLog[streamSym] as { write?(line: string): unknown; [needsMetadataGsym]?: boolean } | undefined;
  const chindings = pinoLog[chindingsSym];
  if (typeof stream?.write !== "function" || typeof chindings !== "string" || stream[needsMetadataGsym] || !pinoLog.isLevelEnabled) return false;
  if (!pinoLog.isLevelEnabled("info")) return true;
  const fields = JSON.stringify(entry);
  stream.write(`{"level":30,"time":${Date.now()}${chindings}${bindings}${fields === "{}" ? "" : `,${fields.slice(1, -1)}`},"msg":"request"}\n`);
  return true;
}

/** A string JSON.stringify leaves as it is between its quotes: no quote, backslash, control character or lone surrogate half. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are exactly what JSON.stringify escapes
const PLAIN_JSON = /^[^"\\\u0000-\u001f\ud800-\udfff]*$/;
const quoted = (value: string) => (PLAIN_JSON.test(value) ? `"${value}"` : JSON.stringify(value));

/**
 * The line writeRequestLine writes for a GET answered 200 (`{ method: "GET", url, status: 200, ip, ms }`
 * with the request id bound), written without that object and its JSON.stringify, for the
 * answers sent before Fastify: each value quoted as JSON quotes it, through JSON.stringify only
 * when it must be escaped (request-log.test.ts compares the bytes). The line costs the busiest
 * answers a fifth of their time (docs/decisions/070-near-the-platforms-speed.md). False, with
 * nothing written, when writeRequestLine could not write for this logger either.
 */
export function writeGetLine(log: FastifyBaseLogger, id: string, url: string, ip: string | undefined, ms: number): boolean {
  const pinoLog = log as unknown as Record<symbol, unknown> & { isLevelEnabled?(level: string): boolean };
  const stream = pinoLog[streamSym] as { write?(line: string): unknown; [needsMetadataGsym]?: boolean } | undefined;
  const chindings = pinoLog[chindingsSym];
  if (typeof stream?.write !== "function" || typeof chindings !== "string" || stream[needsMetadataGsym] || !pinoLog.isLevelEnabled) return false;
  if (!pinoLog.isLevelEnabled("info")) return true;
  const address = ip === undefined ? "" : `,"ip":${quoted(ip)}`;
  stream.write(
    `{"level":30,"time":${Date.now()}${chindings},"reqId":${quoted(id)},"method":"GET","url":${quoted(url)},"status":200${address},"ms":${ms},"msg":"request"}\n`,
  );
  return true;
}
