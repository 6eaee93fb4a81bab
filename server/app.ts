import path from "node:path";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { API_PREFIX, homeApi } from "./api";
import { installErrorHandling, installMethodNotAllowed } from "./errors";
import { OneLinePerRequest } from "./request-log";
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
    logController: new OneLinePerRequest(),
    bodyLimit: 16 * 1024,
    routerOptions: { maxParamLength: 200 },
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
  });

  installErrorHandling(app);
  installMethodNotAllowed(app);

  await app.register(securityHeaders);
  await app.register(health);
  await app.register(homeApi, { prefix: API_PREFIX });
  await app.register(staticAssets, { clientDir: path.join(buildDir, "client") });
  await app.register(pages, { pagesDir: path.join(buildDir, "pages") });
  return app;
}
