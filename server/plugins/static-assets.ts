import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

const IMMUTABLE = "public, max-age=31536000, immutable";
/** Unhashed public files (favicon, robots.txt) may change with a deploy. */
const SHORT = "public, max-age=3600";

/**
 * Serves build/client only: one route per file found at start (wildcard: false), so no
 * request path is ever joined onto the filesystem, and dotfiles are not listed at all.
 */
export const staticAssets = fp<{ clientDir: string }>(
  async (app: FastifyInstance, { clientDir }) => {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      dotfiles: "deny",
      index: false,
      preCompressed: true,
      cacheControl: false,
      serveDotFiles: false,
      setHeaders(reply, filePath) {
        const relative = path.relative(clientDir, filePath);
        reply.header("cache-control", relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : SHORT);
      },
    });
  },
  { name: "static-assets" },
);
