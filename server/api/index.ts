import type { FastifyInstance } from "fastify";
import FindMyWay, { type HTTPMethod } from "find-my-way";
import type { RateLimits } from "../rate-limits/shared-limits";
import type { Releases } from "../releases/setup";
import { sendError } from "../error-messages";
import { sendMethodNotAllowed } from "../errors";
import { downloadsApi } from "./downloads";
import { updatesApi } from "./updates";

export const API_PREFIX = "/api/home/v1";

const METHODS: HTTPMethod[] = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];

const withoutTrailingSlash = (url: string) => url.replace(/(?<=.)\/+$/, "");

/**
 * The home API of spec §7. Its endpoints register inside this plugin. A request no
 * endpoint takes gets a JSON 405 with Allow when the path exists for other methods
 * (matched like Fastify matches, so parametric paths count), and a JSON 404 otherwise.
 */
export async function homeApi(app: FastifyInstance, { releases, rateLimits }: { releases?: Releases; rateLimits?: RateLimits }): Promise<void> {
  const known = FindMyWay();
  app.addHook("onRoute", (route) => {
    if (route.url.endsWith("/*")) return;
    for (const method of [route.method].flat()) {
      const upper = method.toUpperCase() as HTTPMethod;
      // Fastify may report a route twice (GET and its HEAD, or "/" under a prefix).
      if (!known.hasRoute(upper, withoutTrailingSlash(route.url))) known.on(upper, withoutTrailingSlash(route.url), () => undefined);
    }
  });

  app.get("/", async () => ({ name: "Bestelwijs home API", version: 1 }));
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  if (releases) await app.register(downloadsApi, { ...releases, rateLimits });
  if (releases) await app.register(updatesApi, { ...releases, rateLimits });

  app.all("/*", async (request, reply) => {
    const url = request.url.split("?")[0] ?? request.url;
    const allowed = METHODS.filter((method) => known.find(method, withoutTrailingSlash(url)) !== null);
    if (allowed.length > 0) return sendMethodNotAllowed(request, reply, allowed);
    return sendError(request, reply, 404, "noEndpoint", { url });
  });
}
