import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

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
 * One JSON line per request, written when it completes, with what an operator greps for.
 * Fastify's default writes two (arrival and completion) with the whole request object.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = {
      method: request.method,
      url: redactUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ...notes.get(request),
    };
    if (error) reply.log.error({ ...entry, err: error }, "request failed");
    else reply.log.info(entry, "request");
  }
}
