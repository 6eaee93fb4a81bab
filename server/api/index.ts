import type { FastifyInstance } from "fastify";
import type { DirectAnswers } from "../direct-answers";
import { sendError } from "../error-messages";
import { sendMethodNotAllowed } from "../errors";
import type { RateLimits } from "../rate-limits/shared-limits";
import type { Releases } from "../releases/setup";
import { downloadsApi } from "./downloads";
import type { DownloadFormPosts } from "./downloads/links";
import type { ReleaseEvents } from "./release-events";
import { updatesApi } from "./updates";

// Mounted under shared/home-api.ts's prefix; re-exported for the server's own wiring.
export { API_PREFIX } from "../../shared/home-api";

/**
 * The home API. Its endpoints register inside this plugin. A path an endpoint serves answers every
 * other method with a JSON 405 and Allow (one more route on the same path, so parametric paths
 * match as Fastify matches them); any other path gets a JSON 404.
 */
export async function homeApi(
  app: FastifyInstance,
  {
    releases,
    rateLimits,
    downloadForm,
    events,
    direct,
  }: { releases?: Releases; rateLimits?: RateLimits; downloadForm: DownloadFormPosts; events?: ReleaseEvents; direct?: DirectAnswers },
): Promise<void> {
  const methodsByPath = new Map<string, Set<string>>();
  let endpointsDone = false;
  app.addHook("onRoute", (route) => {
    if (endpointsDone || route.url.endsWith("/*")) return;
    // Relative to this plugin's prefix, as the 405 routes below are registered; the prefix itself is "/".
    const path = route.url.slice(app.prefix.length) || "/";
    const methods = methodsByPath.get(path) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method.toUpperCase());
    methodsByPath.set(path, methods);
  });

  app.get("/", async () => ({ name: "Bestelwijs home API", version: 1 }));
  app.get("/openapi.json", { schema: { hide: true } }, async () => app.swagger());
  if (releases) await app.register(downloadsApi, { ...releases, rateLimits, form: downloadForm, events, direct });
  if (releases) await app.register(updatesApi, { ...releases, rateLimits, events, direct });

  endpointsDone = true;
  for (const [path, methods] of methodsByPath) {
    const allowed = ALLOW_ORDER.filter((method) => methods.has(method));
    const others = app.supportedMethods.filter((method) => !methods.has(method));
    if (others.length === 0) continue;
    app.route({
      method: others,
      url: path,
      exposeHeadRoute: false,
      schema: { hide: true },
      handler: async (request, reply) => sendMethodNotAllowed(request, reply, allowed),
    });
  }

  app.all("/*", async (request, reply) => sendError(request, reply, 404, "noEndpoint", { url: request.url.split("?")[0] ?? request.url }));
}

/** The order an Allow header lists methods in. */
const ALLOW_ORDER = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
