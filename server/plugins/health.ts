import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";

/** true: ready; false: waiting for the check's name; a sentence: not ready, and why (it names what failed). */
export type ReadinessCheck = () => boolean | string;
/** A dependency that is missing but served around (a fallback): reported, without failing readiness. */
export type ReadinessNote = () => string | null;

declare module "fastify" {
  interface FastifyInstance {
    /** Plugins that need something before they can serve (a loaded manifest) add a check. */
    addReadinessCheck(name: string, check: ReadinessCheck): void;
    addReadinessNote(note: ReadinessNote): void;
  }
}

/** /livez: the process answers. /readyz: every dependency is ready, so traffic may come. */
export const health = fp(
  async (app: FastifyInstance) => {
    const checks = new Map<string, ReadinessCheck>();
    const notes: ReadinessNote[] = [];
    app.decorate("addReadinessCheck", (name: string, check: ReadinessCheck) => void checks.set(name, check));
    app.decorate("addReadinessNote", (note: ReadinessNote) => void notes.push(note));

    const noStore = { "cache-control": "no-store" };
    app.get("/livez", async (_request, reply) => reply.headers(noStore).send({ status: "ok" }));
    app.get("/readyz", async (_request, reply) => {
      const waiting: string[] = [];
      const failing: string[] = [];
      for (const [name, check] of checks) {
        const result = check();
        if (result === false) waiting.push(name);
        else if (typeof result === "string") failing.push(result.replace(/\.$/, ""));
      }
      if (failing.length > 0)
        return reply
          .code(503)
          .headers(noStore)
          .send({ error: `Not ready: ${[...failing, ...waiting.map((name) => `waiting for ${name}`)].join("; ")}.` });
      if (waiting.length > 0)
        return reply
          .code(503)
          .headers(noStore)
          .send({ error: `Not ready yet: waiting for ${waiting.join(", ")}.` });
      const degraded = notes.map((note) => note()).filter((text): text is string => text !== null);
      return reply.headers(noStore).send(degraded.length > 0 ? { status: "ready", degraded } : { status: "ready" });
    });
  },
  { name: "health" },
);
