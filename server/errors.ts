import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, alternatives, apiLocale, type ErrorKey, type ErrorParams, errorMessage, sendError } from "./error-messages";
import { securityHeaderFields } from "./plugins/security-headers";
import { randomUuid } from "./random-uuid";

/**
 * The status an error is answered with: its own when it is a client's (4xx) or the server's (5xx),
 * else 500; a server's fault is logged. The one rule: the app's error handler below, and the
 * refused posts of the downloads page's form, answered as a page (server/request-time-pages/download-form.ts).
 */
export function errorStatus(error: Error & { statusCode?: number }, request: FastifyRequest): number {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, "request failed");
  return status;
}

/**
 * Every error leaves as {"error": "..."}: a sentence in the visitor's language, never a stack
 * trace. Only the downloads page's form, which a person reads, gets its refusal as that page.
 */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = errorStatus(error, request);
    if (status >= 500) return sendError(request, reply, status, "internal");
    const [key, params] = clientMessage(error);
    return sendError(request, reply, status, key, params);
  });
}

/**
 * Outside the API every path answers GET and HEAD (a page or the not-found page), so a request
 * that reaches no route used another method.
 */
export function installMethodNotAllowed(app: FastifyInstance): void {
  app.setNotFoundHandler(async (request, reply) => {
    reply.header("allow", "GET, HEAD");
    return sendError(request, reply, 405, "methodNotAllowed", { method: request.method, allowed: "GET" });
  });
}

/** Errors Fastify raises before routing (a malformed %-escape): the `frameworkErrors` option of server/app.ts. */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  void sendError(request, reply, 400, error.code === "FST_ERR_BAD_URL" ? "badAddress" : "badRequest");
}

/**
 * Node's HTTP parser refused the bytes (not HTTP, a header over the size limit, a request that
 * never finished): Fastify's `clientErrorHandler` option. There is no request, so no route, hook or
 * frameworkErrors handler runs, and Fastify's default answer had neither the security headers nor
 * our shape. Written to the socket as Node's own default does; English, as for a request without
 * Accept-Language.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has nobody left to answer.
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  const [status, key]: [number, ErrorKey] =
    error.code === "ERR_HTTP_REQUEST_TIMEOUT" ? [408, "requestTooSlow"] : error.code === "HPE_HEADER_OVERFLOW" ? [431, "headersTooLarge"] : [400, "badRequest"];
  // A request id like every other answer's; the request's own X-Request-Id is in bytes the parser refused.
  const reqId = randomUuid();
  this.log.debug({ err: error, reqId }, "client error");
  if (socket.writable) {
    const body = JSON.stringify({ error: errorMessage(key, "en") });
    const fields = {
      ...securityHeaderFields(),
      "x-request-id": reqId,
      "content-type": "application/json; charset=utf-8",
      "content-length": String(Buffer.byteLength(body)),
      "cache-control": "no-store",
      connection: "close",
    };
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${Object.entries(fields)
        .map(([name, value]) => `${name}: ${value}\r\n`)
        .join("")}\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/**
 * A request whose connection is already gone by the time its hooks run: Node's parser refused the
 * bytes that followed its headers in the same packet (a broken chunked body, say), answered 400
 * through answerClientError and destroyed the socket. Nobody is left to answer and the socket no
 * longer knows its address, which the rate limit keys on; going on only put a TypeError's stack in
 * the log for every such request (server/request-smuggling.integration.test.ts).
 */
export function stopWhenTheClientIsGone(app: FastifyInstance): void {
  app.addHook("onRequest", (request, reply, done) => {
    if (request.raw.socket.destroyed) {
      request.log.debug("the connection closed before the request was handled");
      reply.hijack();
    }
    done();
  });
}

/** A 405 with Allow, naming the methods in the visitor's language. */
export function sendMethodNotAllowed(request: FastifyRequest, reply: FastifyReply, allowed: readonly string[]): FastifyReply {
  reply.header("allow", allowed.join(", "));
  return sendError(request, reply, 405, "methodNotAllowed", { method: request.method, allowed: alternatives(allowed, apiLocale(request)) });
}

function clientMessage(error: FastifyError): [ErrorKey, ErrorParams?] {
  if (error instanceof ApiError) return [error.messageKey, error.params];
  switch (error.code) {
    case "FST_ERR_CTP_BODY_TOO_LARGE":
      return ["bodyTooLarge"];
    case "FST_ERR_CTP_INVALID_MEDIA_TYPE":
      return ["bodyNotJson"];
    case "FST_ERR_CTP_EMPTY_JSON_BODY":
    case "FST_ERR_CTP_INVALID_JSON_BODY":
      return ["invalidJson"];
    case "FST_ERR_BAD_URL":
      return ["badAddress"];
    default:
      // A framework message we have no translation for: a plain sentence in both languages instead.
      return ["badRequest"];
  }
}
