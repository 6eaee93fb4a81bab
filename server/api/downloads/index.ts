import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
import type { Catalogue } from "../../releases/catalogue";
import { LocalReleaseStore } from "../../releases/local-store";
import type { LinkSigner } from "../../releases/signing";
import type { ReleaseStore } from "../../releases/store";
import { bodyErrorFormatter, strictValidatorCompiler } from "./body-errors";
import { fileRoute } from "./files";
import { linkSchema, listSchema } from "./schemas";

export interface DownloadsApiOptions {
  catalogue: Catalogue;
  store: ReleaseStore;
  signer: LinkSigner;
  /** Download links per client IP per minute. */
  linksPerMinute: number;
  /** How long browsers and CDNs may reuse the list before revalidating. */
  listMaxAgeSeconds?: number;
}

const UNAVAILABLE = "The download list is not available right now. Please try again in a minute.";

/** GET/POST /downloads (spec §7) and, for the local store, the signed file route. */
export async function downloadsApi(app: FastifyInstance, options: DownloadsApiOptions): Promise<void> {
  const { catalogue, store, signer, linksPerMinute, listMaxAgeSeconds = 60 } = options;
  // Only JSON reaches the POST: without the text parser, text/plain gets 415 instead of a string body.
  app.removeContentTypeParser("text/plain");
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error(`Too many download requests. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`), { statusCode: 429 }),
  });

  app.get("/downloads", { schema: listSchema }, async (request, reply) => {
    const snapshot = catalogue.current;
    if (!snapshot) return reply.code(503).header("retry-after", "30").send({ error: UNAVAILABLE });
    reply.header("etag", snapshot.etag).header("cache-control", `public, max-age=${listMaxAgeSeconds}, stale-if-error=86400`);
    if (request.headers["if-none-match"] === snapshot.etag) return reply.code(304).send();
    return reply.type("application/json; charset=utf-8").send(snapshot.body);
  });

  app.post<{ Body: { path: string } }>(
    "/downloads",
    {
      schema: linkSchema,
      bodyLimit: 1024,
      validatorCompiler: strictValidatorCompiler,
      schemaErrorFormatter: bodyErrorFormatter,
      config: { rateLimit: { max: linksPerMinute, timeWindow: 60_000 } },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const snapshot = catalogue.current;
      if (!snapshot) return reply.code(503).header("retry-after", "30").send({ error: UNAVAILABLE });
      const file = snapshot.byPath.get(request.body.path);
      if (!file) return reply.code(404).send({ error: "There is no download with that path. Reload the downloads page and try again." });
      try {
        return { url: await store.linkFor(file.path, file.path.split("/").pop() as string) };
      } catch (error) {
        request.log.error({ err: error, path: file.path }, "could not make a download link");
        return reply.code(503).send({ error: "Downloads are not available right now. Please try again in a minute." });
      }
    },
  );

  if (store instanceof LocalReleaseStore) await app.register(fileRoute, { catalogue, store, signer });
}
