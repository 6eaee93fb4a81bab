import type { FastifyInstance } from "fastify";
import type { Clock } from "../../clock";
import type { DirectAnswer, DirectAnswers } from "../../direct-answers";
import { sendError } from "../../error-messages";
import { registerRateLimit } from "../../rate-limits/register";
import type { RateLimits } from "../../rate-limits/shared-limits";
import { redirectToStoreLink } from "../../redirects";
import type { Catalogue, CatalogueSnapshot } from "../../releases/catalogue";
import { LocalReleaseStore } from "../../releases/local-store";
import { isYanked } from "../../releases/manifest";
import type { LinkSigner } from "../../releases/signing";
import type { ReleaseStore } from "../../releases/store";
import { noteForLog } from "../../request-log";
import type { DownloadsPage } from "../../request-time-pages/downloads-page";
import { linkToFile, STORE_RETRY_AFTER_SECONDS } from "../file-links";
import { IGNORED_RELEASE_EVENTS, type ReleaseEvents } from "../release-events";
import { refuseYanked } from "../yanked";
import { bodyErrorFormatter, strictValidatorCompiler } from "./body-errors";
import { fileRoute } from "./files";
import { FORM_TYPE, isFormPost, parseDownloadForm, refusalFor, sendFormRefusal } from "./form-post";
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
  /** The page a refused form post is answered with. */
  downloadsPage: DownloadsPage;
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

/** GET/POST /downloads (docs/api.md) and, for the local store, the signed file route. */
export async function downloadsApi(app: FastifyInstance, options: DownloadsApiOptions): Promise<void> {
  const { catalogue, store, signer, linksPerMinute, rateLimits, listMaxAgeSeconds = 60, clock, downloadsPage, events = IGNORED_RELEASE_EVENTS } = options;
  // JSON, or the page's form (form-post.ts): without the text parser, text/plain gets 415 instead of a string body.
  app.removeContentTypeParser("text/plain");
  app.addContentTypeParser(FORM_TYPE, { parseAs: "string" }, (_request, body, done) => done(null, parseDownloadForm(body as string)));
  await registerRateLimit(app, rateLimits, clock, "tooManyDownloads");
  // A form post is answered for a person, as a page; everything else goes on to the JSON handler (server/errors.ts).
  app.setErrorHandler((error: Error & { statusCode?: number; retryAfterSeconds?: number }, request, reply) => {
    if (!isFormPost(request)) throw error;
    const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
    if (status >= 500) request.log.error({ err: error }, "request failed");
    return sendFormRefusal(request, reply, downloadsPage, status, refusalFor(status), error.retryAfterSeconds);
  });

  app.get("/downloads", { schema: listSchema }, async (request, reply) => {
    const snapshot = catalogue.current;
    if (!snapshot) return sendError(request, reply.header("retry-after", "30"), 503, "listUnavailable");
    const { headers, body } = catalogueAnswer(snapshot, listMaxAgeSeconds);
    for (let at = 0; at < headers.length; at += 2) reply.header(headers[at] as string, headers[at + 1]);
    if (request.headers["if-none-match"] === snapshot.etag) return reply.code(304).removeHeader("content-type").send(); // no body, so no type
    return reply.send(body);
  });
  options.direct?.route(`${app.prefix}/downloads`, () => {
    const snapshot = catalogue.current;
    return snapshot ? { answer: catalogueAnswer(snapshot, listMaxAgeSeconds) } : undefined;
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
      const form = isFormPost(request);
      const answer = (text: string) => noteForLog(request, { path: request.body.path, answer: text });
      const snapshot = catalogue.current;
      if (!snapshot) {
        answer("catalogue not loaded");
        reply.header("retry-after", "30");
        return form ? sendFormRefusal(request, reply, downloadsPage, 503, "unavailable") : sendError(request, reply, 503, "listUnavailable");
      }
      // Another replica may have published it since this one last read the manifest.
      const file = await catalogue.findFile(request.body.path);
      if (!file) {
        answer("not in the catalogue");
        if (form) return sendFormRefusal(request, reply, downloadsPage, 404, "notFound");
        return sendError(request, reply, 404, "downloadNotFound");
      }
      if (catalogue.current && isYanked(catalogue.current.manifest, file.os, file.version)) {
        answer("yanked");
        // The page no longer lists it; a page loaded before the yank gets the form's refusal, as for a removed file.
        return form ? sendFormRefusal(request, reply, downloadsPage, 410, "notFound") : refuseYanked(request, reply, file, catalogue.current.manifest);
      }
      const link = await linkToFile(store, catalogue, file, file.path.split("/").pop() as string, request.log);
      answer("refused" in link ? (link.refused === "gone" ? "removed from the store" : "store unavailable") : "link");
      if ("refused" in link) {
        if (link.refused === "gone") return form ? sendFormRefusal(request, reply, downloadsPage, 404, "notFound") : sendError(request, reply, 404, "fileGone");
        reply.header("retry-after", String(STORE_RETRY_AFTER_SECONDS));
        return form ? sendFormRefusal(request, reply, downloadsPage, 503, "unavailable") : sendError(request, reply, 503, "downloadsUnavailable");
      }
      events.linkHandedOut(file, "downloads");
      // A form post (no JavaScript yet) is sent on to the file; fetch gets the link as JSON (docs/api.md).
      return form ? redirectToStoreLink(reply, link.url, 303) : { url: link.url };
    },
  );

  if (store instanceof LocalReleaseStore) await app.register(fileRoute, { catalogue, store, signer });
}
