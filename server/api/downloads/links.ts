import type { FastifyReply, FastifyRequest } from "fastify";
import { type Catalogue, NO_CATALOGUE_RETRY_SECONDS } from "../../releases/catalogue";
import { isYanked, type Manifest, type ReleaseFile } from "../../releases/manifest";
import type { ReleaseStore } from "../../releases/store";
import { noteForLog } from "../../request-log";
import { linkToFile, STORE_RETRY_AFTER_SECONDS } from "../file-links";
import type { ReleaseEvents } from "../release-events";

/**
 * What a post for a download link comes to, however it was posted: the link, or why not with
 * the status an API client gets (and Retry-After for a 503). The JSON answer (index.ts) and the
 * downloads page's form (server/request-time-pages/download-form.ts) each say it their own way.
 */
export type LinkOutcome =
  | { url: string }
  | { refused: "noCatalogue" | "storeDown"; status: 503; retryAfterSeconds: number }
  | { refused: "notListed" | "gone"; status: 404 }
  | { refused: "yanked"; status: 410; file: ReleaseFile; manifest: Manifest };

/** The signed link to the catalogue's file at `path`, or why there is none; notes the answer in the request's log line. */
export async function linkFor(
  request: FastifyRequest,
  path: string,
  { catalogue, store, events }: { catalogue: Catalogue; store: ReleaseStore; events: ReleaseEvents },
): Promise<LinkOutcome> {
  const answer = (text: string) => noteForLog(request, { path, answer: text });
  if (!catalogue.current) {
    answer("catalogue not loaded");
    return { refused: "noCatalogue", status: 503, retryAfterSeconds: NO_CATALOGUE_RETRY_SECONDS };
  }
  // Another replica may have published it since this one last read the manifest.
  const file = await catalogue.findFile(path);
  if (!file) {
    answer("not in the catalogue");
    return { refused: "notListed", status: 404 };
  }
  const current = catalogue.current;
  if (current && isYanked(current.manifest, file.os, file.version)) {
    answer("yanked");
    return { refused: "yanked", status: 410, file, manifest: current.manifest };
  }
  const link = await linkToFile(store, catalogue, file, file.path.split("/").pop() as string, request.log);
  answer("refused" in link ? (link.refused === "gone" ? "removed from the store" : "store unavailable") : "link");
  if ("refused" in link)
    return link.refused === "gone" ? { refused: "gone", status: 404 } : { refused: "storeDown", status: 503, retryAfterSeconds: STORE_RETRY_AFTER_SECONDS };
  events.linkHandedOut(file, "downloads");
  return { url: link.url };
}

/**
 * The downloads page's form (a plain post, for a page without JavaScript) posts to the same
 * address as fetch does, so that one rate limit counts both. A person reads its answers, so they
 * are pages, and the pages layer gives them (server/request-time-pages/download-form.ts); this
 * API only asks it whether a post is the form's.
 */
export interface DownloadFormPosts {
  /** The form's media type: a post of this type is the form's. */
  readonly mediaType: string;
  /** A post of the form's media type, whether or not its body has been read yet. */
  posted(request: FastifyRequest): boolean;
  /** The form's fields as the JSON body would hold them, for the same schema. */
  parse(body: string): Record<string, string | string[]>;
  /** The answer to a form post whose link was looked for. */
  answer(request: FastifyRequest, reply: FastifyReply, outcome: LinkOutcome): FastifyReply | Promise<FastifyReply>;
  /** The answer to a form post refused before that (its shape, its size, the rate limit) or failed. */
  refuse(request: FastifyRequest, reply: FastifyReply, error: Error): Promise<FastifyReply>;
}
