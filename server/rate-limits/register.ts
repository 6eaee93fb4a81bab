import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Clock } from "../clock";
import { ApiError, type ErrorKey } from "../error-messages";
import { noteForLog } from "../request-log";
import { CountedRoutes, localCountsOption } from "./local-counts";
import type { RateLimits } from "./shared-limits";

/**
 * @fastify/rate-limit for the routes of one plugin (each route opts in with `config.rateLimit`),
 * counted in Redis when the server has REDIS_URL. A limit that cannot be counted lets the request
 * through rather than failing it (skipOnError); the fallback store makes that rare. Windows are
 * counted on `clock` in this process; in Redis they are Redis's own (PEXPIRE). Gives the routes
 * whose counts this process keeps, for the direct lane (server/direct-answers.ts).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  limits: RateLimits | undefined,
  clock: Clock,
  messageKey: Extract<ErrorKey, "tooManyDownloads" | "tooManyUpdateChecks">,
): Promise<CountedRoutes> {
  const counted = new CountedRoutes();
  await app.register(rateLimit, {
    global: false,
    store: limits ? limits.storeOption(clock, counted) : localCountsOption(clock, counted),
    skipOnError: true,
    errorResponseBuilder: (request: FastifyRequest, context) => {
      noteForLog(request, { answer: "rate limited" });
      const seconds = Math.ceil(context.ttl / 1000);
      return Object.assign(new ApiError(429, messageKey, { seconds }), { retryAfterSeconds: seconds });
    },
  });
  return counted;
}
