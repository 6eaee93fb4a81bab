import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Clock } from "../../clock";
import type { DirectAnswer, DirectAnswers } from "../../direct-answers";
import { sendError } from "../../error-messages";
import { registerRateLimit } from "../../rate-limits/register";
import type { RateLimits } from "../../rate-limits/shared-limits";
import { type Catalogue, type CatalogueSnapshot, NO_CATALOGUE_RETRY_SECONDS } from "../../releases/catalogue";
import { LocalReleaseStore } from "../../releases/local-store";
import type { LinkSigner } from "../../releases/signing";
import type { ReleaseStore } from "../../releases/store";
import { IGNORED_RELEASE_EVENTS, type ReleaseEvents } from "../release-events";
import { refuseYanked } from "../yanked";
import { bodyErrorFormatter, strictValidatorCompiler } from "./body-errors";
import { fileRoute } from "./files";
import { type DownloadFormPosts, type LinkOutcome, linkFor } from "./links";
import { linkSchema, listSchema } from "./schemas";

export interface DownloadsApiOptions {
  catalogue: Catalogue;
  store: ReleaseStore;
  signer: LinkSigner;
  /** Download links per client IP per minute. */
  linksPerMinute: number;
  /** Shared through Redis when configured; per process otherwise. */
  rateLimits?: RateLimits;
  /** How long browsers and CDNs may reuse the list before revalidating. */
  listMaxAgeSeconds?: number;
  /** Where the rate limit's window counts from (the releases' clock). */
  clock: Clock;
  /** The downloads page's form, which posts to the same address (links.ts). */
  form: DownloadFormPosts;
  /** Told of each link handed out (the metrics). */
  events?: ReleaseEvents;
  /** Where the catalogue's plain GETs are answered before Fastify's pipeline (server/direct-answers.ts). */
  direct?: DirectAnswers;
}

/** The catalogue GET's 200, the same whichever way it is sent: worked out once per catalogue. */
const answers = new WeakMap<CatalogueSnapshot, DirectAnswer>();
function catalogueAnswer(snapshot: CatalogueSnapshot, maxAgeSeconds: number): DirectAnswer {
  let answer = answers.get(snapshot);
  if (!answer) {
    const headers = [
      "etag",
      snapshot.etag,
      "cache-control",
      `public, max-age=${maxAgeSeconds}, stale-if-error=86400`,
      "content-type",
      "application/json; charset=utf-8",
    ];
    answer = { headers, body: snapshot.bodyBytes };
    answers.set(snapshot, answer);
  }
  return answer;
}

/** The JSON answer to a post for a download link (docs/api.md). */
function answerJson(request: FastifyRequest, reply: FastifyReply, outcome: LinkOutcome): FastifyReply | { url: string } {
  if ("url" in outcome) return { url: outcome.url };
  switch (outcome.refused) {
    case "noCatalogue":
      return sendError(request, reply, outcome.status, "listUnavailable");
    case "notListed":
      return sendError(request, reply, outcome.status, "downloadNotFound");
    case "yanked":
      return refuseYanked(request, reply, outcome.file, outcome.manifest);
    case "gone":
      return sendError(request, reply, outcome.status, "fileGone");
    case "storeDown":
      return sendError(request, reply, outcome.status, "downloadsUnavailable");
  }
}

/** GET/POST /downloads (docs/api.md) and, for the local store, the signed file route. */
export async function downloadsApi(app: FastifyInstance, options: DownloadsApiOptions): Promise<void> {
  const { catalogue, store, signer, linksPerMinute, rateLimits, listMaxAgeSeconds = 60, clock, form, events = IGNORED_RELEASE_EVENTS } = options;
  // JSON, or the page's form: without the text parser, text/plain gets 415 instead of a string body.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(form.mediaType, { parseAs: "string" }, (_request, body, done) => done(null, form.parse(body as string)));
  await registerRateLimit(app, rateLimits, clock, "tooManyDownloads");

  app.get("/downloads", { schema: listSchema }, async (request, reply) => {
    const snapshot = catalogue.current;
    if (!snapshot) return sendError(request, reply.header("retry-after", String(NO_CATALOGUE_RETRY_SECONDS)), 503, "listUnavailable");
    const { headers, body } = catalogueAnswer(snapshot, listMaxAgeSeconds);
    for (let at = 0; at < headers.length; at += 2) reply.header(headers[at] as string, headers[at + 1]);
    if (request.headers["if-none-match"] === snapshot.etag) return reply.code(304).removeHeader("content-type").send(); // no body, so no type
    return reply.send(body);
  });
  options.direct?.route(`${app.prefix}/downloads`, () => {
    const snapshot = catalogue.current;
    return snapshot ? { answer: catalogueAnswer(snapshot, listMaxAgeSeconds) } : undefined;
  });

  // One route for fetch and the page's form, so that one rate limit counts both: each post is
  // handed, by its media type, to the JSON answer or to the form's, and so are the errors thrown
  // before the handler runs (the form's to it, the rest on to the app's handler, server/errors.ts).
  app.post<{ Body: { path: string } }>(
    "/downloads",
    {
      schema: linkSchema,
      bodyLimit: 1024,
      validatorCompiler: strictValidatorCompiler,
      schemaErrorFormatter: bodyErrorFormatter,
      config: { rateLimit: { max: linksPerMinute, timeWindow: 60_000 } },
      errorHandler: (error, request, reply) => {
        if (!form.posted(request)) throw error;
        return form.refuse(request, reply, error);
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      const outcome = await linkFor(request, request.body.path, { catalogue, store, events });
      if ("retryAfterSeconds" in outcome) reply.header("retry-after", String(outcome.retryAfterSeconds));
      return form.posted(request) ? form.answer(request, reply, outcome) : answerJson(request, reply, outcome);
    },
  );

  if (store instanceof LocalReleaseStore) await app.register(fileRoute, { catalogue, store, signer });
}
