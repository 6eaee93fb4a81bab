import type { FastifyReply, FastifyRequest } from "fastify";
import { HTML_LANG, type Locale, PREFERRED_LOCALE_KEY } from "../../../app/i18n/locales";
import { negotiateLocale, readCookie } from "../../../app/i18n/negotiate";
import en from "../../../content/en/downloads";
import nl from "../../../content/nl/downloads";
import { FORM_LOCALE_PARAM } from "../../../shared/downloads-api";

/*
 * The download form of the page (app/components/downloads/DownloadForm.tsx) posts here when
 * the page has no JavaScript, or its script has not run yet. A person is looking at the answer, not a
 * script: success is a 303 to the signed link, a refusal a small page in the page's language.
 * The JSON contract of docs/api.md is untouched (docs/decisions/018-faq-and-downloads-without-javascript.md).
 */

export const FORM_TYPE = "application/x-www-form-urlencoded";

const COPY = { nl, en } as const;

export type FormRefusal = "invalid" | "notFound" | "tooMany" | "unavailable";

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
    host: request.host,
  }).locale;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A page that says what went wrong and leads back; plain HTML, as the base CSP allows no inline style. */
export function formErrorPage(locale: Locale, refusal: FormRefusal, retryAfterSeconds = 60): string {
  const copy = COPY[locale].formError;
  const message = copy[refusal].replace("{seconds}", String(retryAfterSeconds));
  return [
    "<!DOCTYPE html>",
    `<html lang="${HTML_LANG[locale]}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">',
    `<title>${escapeHtml(copy.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(copy.title)}</h1><p>${escapeHtml(message)}</p><p><a href="/downloads">${escapeHtml(copy.back)}</a></p></main></body>`,
    "</html>",
  ].join("");
}

/** Answers a form post that cannot have its file with the status an API client would get, as a page. */
export function sendFormRefusal(request: FastifyRequest, reply: FastifyReply, status: number, refusal: FormRefusal, retryAfterSeconds?: number): FastifyReply {
  const locale = formLocale(request);
  return reply
    .code(status)
    .header("cache-control", "no-store")
    .header("content-language", HTML_LANG[locale])
    .type("text/html; charset=utf-8")
    .send(formErrorPage(locale, refusal, retryAfterSeconds));
}

/** Which sentence a thrown error (schema, size, rate limit, failure) gets on the page. */
export function refusalFor(status: number): FormRefusal {
  if (status === 429) return "tooMany";
  if (status === 404) return "notFound";
  if (status >= 500) return "unavailable";
  return "invalid";
}
