import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

/**
 * One JSON line per request, written when it completes, with what an operator greps for.
 * Fastify's default writes two (arrival and completion) with the whole request object.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const entry = { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...entry, err: error }, "request failed");
    else reply.log.info(entry, "request");
  }
}
