import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

export type ReadinessCheck = () => boolean;

declare module "fastify" {
  interface FastifyInstance {
    /** Plugins that need something before they can serve (a loaded manifest) add a check. */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
  }
}

/** /livez: the process answers. /readyz: every dependency is ready, so traffic may come. */
export const health = fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, ReadinessCheck>();
    app.decorate("addReadinessCheck", (name: string, check: ReadinessCheck) => void checks.set(name, check));

    const noStore = { "cache-control": "no-store" };
    app.get("/livez", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
    app.get("/readyz", async (_request, reply) => {
      const waiting = [...checks].filter(([, check]) => !check()).map(([name]) => name);
      if (waiting.length > 0) return reply.code(503).headers(noStore).send({ error: `Not ready yet: waiting for ${waiting.join(", ")}.` });
      return reply.headers(noStore).send({ status: "ready" });
    });
  },
  { name: "health" },
);
