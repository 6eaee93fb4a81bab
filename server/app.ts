import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { API_PREFIX, homeApi } from "./api";
import { installErrorHandling } from "./errors";
import { health } from "./plugins/health";
import { pages } from "./plugins/pages";
import { securityHeaders } from "./plugins/security-headers";
import { staticAssets } from "./plugins/static-assets";

export interface AppOptions {
  buildDir: string;
  logger?: FastifyServerOptions["logger"];
  trustProxy?: boolean;
}

/** Builds the one server process; server.ts makes it listen, tests use app.inject(). */
export async function buildApp({ buildDir, logger = false, trustProxy = false }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    trustProxy,
    // One JSON line per request from the onResponse hook below instead of two from Fastify.
    disableRequestLogging: true,
    bodyLimit: 16 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
  });

  installErrorHandling(app);
  app.addHook("onResponse", async (request, reply) => {
    request.log.info(
      { method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime * 10) / 10 },
      "request",
    );
  });

  await app.register(securityHeaders);
  await app.register(health);
  await app.register(homeApi, { prefix: API_PREFIX });
  await app.register(staticAssets, { clientDir: path.join(buildDir, "client") });
  await app.register(pages, { pagesDir: path.join(buildDir, "pages") });
  return app;
}
