import type { FastifyInstance, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { pageByPath } from "../../app/shared/route-table";
import type { Metrics } from "./metrics";

/** The route that serves every page (server/plugins/pages.ts). */
const PAGES_ROUTE = "/*";

/**
 * The `route` label of a request: never its URL as sent, so random paths and query strings make
 * no new series. An API or health route is its pattern (`/api/home/v1/updates/:os/:arch/:currentVersion`);
 * a page is its path in the route table or `not-found`; a file of the build is `static` (one route
 * per file, so their patterns would be a series per hashed name); no route at all is `unmatched`.
 */
function routeLabel(request: FastifyRequest, ownRoutes: (url: string) => boolean): string {
  const pattern = request.routeOptions.url;
  if (pattern === undefined) return "unmatched";
  if (pattern === PAGES_ROUTE) return pageByPath(request.url.split("?")[0] ?? "/")?.path ?? "not-found";
  return ownRoutes(pattern) ? pattern : "static";
}

/** Observes every answer of the app in `metrics` (its duration from arrival, as Fastify measures it). */
export const httpMetrics = fp<{ metrics: Metrics; apiPrefix: string }>(
  async (app: FastifyInstance, { metrics, apiPrefix }) => {
    const ownRoutes = (url: string) => url === "/livez" || url === "/readyz" || url === apiPrefix || url.startsWith(`${apiPrefix}/`);
    // A callback hook: an async one costs a promise per answer (decision 070).
    app.addHook("onResponse", (request, reply, done) => {
      metrics.requestAnswered(routeLabel(request, ownRoutes), request.method, reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  },
  { name: "http-metrics" },
);
