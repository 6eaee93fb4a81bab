import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/** Query parameters that make a link work (ours and S3's presigned ones): a log line must not hold a usable link. */
const SECRET_PARAMS = new Set(["signature", "expires", "x-amz-signature", "x-amz-credential", "x-amz-security-token", "x-amz-expires", "x-amz-date"]);

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
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${name}=REDACTED` : pair;
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
 * One JSON line per request, written when it completes, with what an operator greps for.
 * Fastify's default writes two (arrival and completion) with the whole request object.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { method: request.method, url: redactUrl(request.url), status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10, ...notes.get(request) };
    if (error) reply.log.error({ ...entry, err: error }, "request failed");
    else reply.log.info(entry, "request");
  }
}
