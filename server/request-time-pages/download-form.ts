import type { FastifyReply, FastifyRequest } from "fastify";
import { type Locale, PREFERRED_LOCALE_KEY } from "../../app/shared/locales";
import { FORM_LOCALE_PARAM, type FormRefusal } from "../../shared/downloads-api";
import type { DownloadFormPosts, LinkOutcome } from "../api/downloads/links";
import { errorStatus } from "../errors";
import { negotiateLocale, readCookie } from "../negotiate";
import { sendPage } from "../plugins/pages";
import { redirectToStoreLink } from "../redirects";
import type { DownloadsPage } from "./downloads-page";

/*
 * The download form of the page (app/components/downloads/DownloadForm.tsx) posts to the downloads
 * API's address when the page has no JavaScript, or its script has not run yet. A person is
 * looking at the answer, not a script: success is a 303 to the signed link, a refusal the
 * downloads page again, with an alert. The API hands its posts here (server/api/downloads/links.ts),
 * and its JSON contract of docs/api.md is untouched (docs/decisions/018-faq-and-downloads-without-javascript.md,
 * docs/decisions/084-data-flows-one-way.md).
 */

const FORM_TYPE = "application/x-www-form-urlencoded";

/** A form post, by its media type, whether or not its body has been read yet. */
function isFormPost(request: FastifyRequest): boolean {
  return request.method === "POST" && (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase() === FORM_TYPE;
}

/**
 * The form's fields as the JSON body would hold them, for the same strict schema: a repeated
 * field becomes a list (so it is refused), and the object has no prototype, so "__proto__" or
 * "constructor" are plain unknown keys.
 */
function parseDownloadForm(body: string): Record<string, string | string[]> {
  const fields: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [name, value] of new URLSearchParams(body)) {
    const previous = fields[name];
    fields[name] = previous === undefined ? value : [previous, value].flat();
  }
  return fields;
}

/** The language rule with what a form post has: the form page's language (in the form's address), the cookie and the host. */
function formLocale(request: FastifyRequest): Locale {
  return negotiateLocale({
    formLang: new URL(request.url, "http://placeholder").searchParams.get(FORM_LOCALE_PARAM),
    cookie: readCookie(request.headers.cookie, PREFERRED_LOCALE_KEY),
    hostAcceptLanguage: request.headers["accept-language"],
    host: request.host,
  }).locale;
}

/** Which sentence a refused link gets on the page: a yanked version's file is gone for the visitor, as a removed one is. */
const REFUSAL_OF_OUTCOME: Record<Extract<LinkOutcome, { refused: string }>["refused"], FormRefusal> = {
  noCatalogue: "unavailable",
  storeDown: "unavailable",
  notListed: "notFound",
  gone: "notFound",
  yanked: "notFound",
};

/** Which sentence a thrown error (schema, size, rate limit, failure) gets on the page. */
function refusalFor(status: number): FormRefusal {
  if (status === 429) return "tooMany";
  if (status === 404) return "notFound";
  if (status >= 500) return "unavailable";
  return "invalid";
}

/** The form's posts, answered for a person: the signed link, or the downloads page with an alert that says why not. */
export class DownloadForm implements DownloadFormPosts {
  readonly mediaType = FORM_TYPE;

  constructor(private readonly downloadsPage: DownloadsPage) {}

  posted(request: FastifyRequest): boolean {
    return isFormPost(request);
  }

  parse(body: string): Record<string, string | string[]> {
    return parseDownloadForm(body);
  }

  answer(request: FastifyRequest, reply: FastifyReply, outcome: LinkOutcome): FastifyReply | Promise<FastifyReply> {
    if ("url" in outcome) return redirectToStoreLink(reply, outcome.url, 303);
    return this.sendRefusal(request, reply, outcome.status, REFUSAL_OF_OUTCOME[outcome.refused]);
  }

  /** With the status the app's error handler would give (server/errors.ts), and for a rate limit the wait. */
  refuse(request: FastifyRequest, reply: FastifyReply, error: Error & { retryAfterSeconds?: number }): Promise<FastifyReply> {
    const status = errorStatus(error, request);
    return this.sendRefusal(request, reply, status, refusalFor(status), error.retryAfterSeconds);
  }

  /**
   * Answers a form post that cannot have its file with the status an API client would get, as the
   * downloads page itself with an alert that says why, in the page's language.
   */
  private async sendRefusal(
    request: FastifyRequest,
    reply: FastifyReply,
    status: number,
    refusal: FormRefusal,
    retryAfterSeconds?: number,
  ): Promise<FastifyReply> {
    const page = await this.downloadsPage.refusal(formLocale(request), status, { refusal, ...(retryAfterSeconds !== undefined && { retryAfterSeconds }) });
    return sendPage(request, reply, page, { setsCookie: false, noStore: true });
  }
}
