import type { FastifyReply, FastifyRequest } from "fastify";
import { type Locale, PREFERRED_LOCALE_KEY } from "../../../app/i18n/locales";
import { negotiateLocale, readCookie } from "../../../app/i18n/negotiate";
import { FORM_LOCALE_PARAM, type FormRefusal } from "../../../shared/downloads-api";
import { sendPage } from "../../plugins/pages";
import type { DownloadsPage } from "../../request-time-pages/downloads-page";

/*
 * The download form of the page (app/components/downloads/DownloadForm.tsx) posts here when
 * the page has no JavaScript, or its script has not run yet. A person is looking at the answer, not a
 * script: success is a 303 to the signed link, a refusal the downloads page again, with an alert.
 * The JSON contract of docs/api.md is untouched (docs/decisions/018-faq-and-downloads-without-javascript.md).
 */

export const FORM_TYPE = "application/x-www-form-urlencoded";

/** A form post, by its media type, whether or not its body has been read yet. */
export function isFormPost(request: FastifyRequest): boolean {
  return request.method === "POST" && (request.headers["content-type"] ?? "").split(";")[0]!.trim().toLowerCase() === FORM_TYPE;
}

/**
 * The form's fields as the JSON body would hold them, for the same strict schema: a repeated
 * field becomes a list (so it is refused), and the object has no prototype, so "__proto__" or
 * "constructor" are plain unknown keys.
 */
export function parseDownloadForm(body: string): Record<string, string | string[]> {
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

/**
 * Answers a form post that cannot have its file with the status an API client would get, as the
 * downloads page itself with an alert that says why, in the page's language.
 */
export async function sendFormRefusal(
  request: FastifyRequest,
  reply: FastifyReply,
  downloadsPage: DownloadsPage,
  status: number,
  refusal: FormRefusal,
  retryAfterSeconds?: number,
): Promise<FastifyReply> {
  const page = await downloadsPage.refusal(formLocale(request), status, { refusal, ...(retryAfterSeconds !== undefined && { retryAfterSeconds }) });
  return sendPage(request, reply, page, { setsCookie: false, noStore: true });
}

/** Which sentence a thrown error (schema, size, rate limit, failure) gets on the page. */
export function refusalFor(status: number): FormRefusal {
  if (status === 429) return "tooMany";
  if (status === 404) return "notFound";
  if (status >= 500) return "unavailable";
  return "invalid";
}
