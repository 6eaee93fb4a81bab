import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HTML_LANG, type Locale, PREFERRED_LOCALE_KEY } from "../../app/shared/locales";
import { normalizePath } from "../../app/shared/route-table";
import { type Encoding, pickEncoding } from "../encoding";
import { hostReadsAcceptLanguage, localeCookie, negotiateLocale, readCookie } from "../negotiate";
import { redirectWithinSite, requestUrl } from "../redirects";
import { setPageCsp } from "./security-headers";

export interface LoadedPage {
  /**
   * 200 or 404 as built; the downloads page answers 503 while the server has no release catalogue,
   * and a refused download form's status (server/request-time-pages/downloads-page.ts).
   */
  status: number;
  /** With a 503: when to ask again. */
  retryAfterSeconds?: number;
  locale: Locale;
  /** The public path, or null for a locale's not-found page. */
  path: string | null;
  /** Strong validator of the identity body; encoded bodies get a suffix, as they differ in bytes. */
  hash: string;
  scriptHashes: string[];
  /** From the build's manifest, never the server's own env, so page and CSP always agree. */
  tagManager: boolean;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

/** What a page is at request time (server/request-time-pages/downloads-page.ts: the downloads page with the current releases). */
export type PageVariant = (page: LoadedPage) => LoadedPage | Promise<LoadedPage>;

/** A page with a notice that the `?lang` code it was asked for is not supported (server/request-time-pages/language-notice-pages.ts). */
export type UnsupportedLanguageVariant = (page: LoadedPage, rejectedLangParam: string) => Promise<LoadedPage>;

/**
 * Where the pages plugin finds a page: the build's files or, in development, pages rendered on
 * request (server/page-source.ts).
 */
export interface PageLookup {
  /** The page for a language and public path as built; with null, the language's not-found page. */
  page(locale: Locale, pagePath: string | null): LoadedPage | undefined | Promise<LoadedPage | undefined>;
}

function etagOf(hash: string, encoding: Encoding): string {
  return encoding === "identity" ? `"${hash}"` : `"${hash}-${encoding}"`;
}

/** Any encoding's validator revalidates: the page behind them is the same. */
function matchesEtag(ifNoneMatch: string | undefined, hash: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const bare = tag.trim().replace(/^W\//, "");
    return bare === "*" || bare.replace(/-(br|gzip)"$/, '"') === `"${hash}"`;
  });
}

/**
 * The language rule with what a page request has: ?lang, the cookie and the host. This is the one
 * place a page's language is decided and the choice stored; the browser only strips ?lang from
 * the address (docs/decisions/061-the-server-keeps-the-language-choice.md). Pages read
 * Accept-Language only on a .be domain, to pick French or Dutch, and vary on it there alone, so
 * that caches elsewhere vary on Cookie alone (docs/deploy.md, "CDN in front").
 */
function chooseLocale(request: FastifyRequest, langParam: string | null) {
  return negotiateLocale({
    langParam,
    cookie: readCookie(request.headers.cookie, PREFERRED_LOCALE_KEY),
    hostAcceptLanguage: request.headers["accept-language"],
    host: request.host,
  });
}

/** A page as the server sends it: its CSP, language, caching and validator; also a refused download form's answer (server/request-time-pages/download-form.ts). */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: LoadedPage,
  { setsCookie, noStore = false }: { setsCookie: boolean; noStore?: boolean },
) {
  const encoding = pickEncoding(request.headers["accept-encoding"], page.bodies);
  setPageCsp(reply, { scriptHashes: page.scriptHashes, tagManager: page.tagManager });
  reply
    .code(page.status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-language", HTML_LANG[page.locale])
    // The variant depends on the cookie (and on Host, which every cache keys on already); on a
    // .be domain also on the browser's languages.
    .header("vary", hostReadsAcceptLanguage(request.host) ? "Cookie, Accept-Language, Accept-Encoding" : "Cookie, Accept-Encoding")
    // A response that sets a cookie is this visitor's: a shared cache must not keep and replay it.
    // The answer to a form post is one person's, once.
    .header("cache-control", noStore ? "no-store" : setsCookie ? "private, no-cache" : "no-cache")
    .header("etag", etagOf(page.hash, encoding));
  if (page.retryAfterSeconds !== undefined) reply.header("retry-after", String(page.retryAfterSeconds));
  if (page.status === 200 && matchesEtag(request.headers["if-none-match"], page.hash)) return reply.code(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding]);
}

export const pages = fp<{ source: PageLookup; variant?: PageVariant; unsupportedLanguage?: UnsupportedLanguageVariant }>(
  async (app: FastifyInstance, { source, variant, unsupportedLanguage }) => {
    app.route({
      method: ["GET", "HEAD"],
      url: "/*",
      handler: async (request, reply) => {
        const url = requestUrl(request.url);
        // One canonical path: no trailing slash, no run of slashes (`//evil.example` is a host to a
        // browser, so such a path is never sent back as it came: server/redirects.ts).
        const normalized = normalizePath(url.pathname.replace(/\/{2,}/g, "/"));
        if (normalized !== url.pathname) return redirectWithinSite(reply, normalized + url.search, 308);

        const langParam = url.searchParams.get("lang");
        const { locale, write, rejectedLangParam } = chooseLocale(request, langParam);
        // ?lang is a choice: remember it, also for visitors without JavaScript, so the next page
        // stays in it. No redirect: canonical and hreflang URLs answer 200 in their own language.
        // A code that names no supported language chooses English, and the page says so.
        const setsCookie = write.cookie;
        if (setsCookie) reply.header("set-cookie", localeCookie(locale, request.protocol === "https"));
        const page = (await source.page(locale, normalized)) ?? (await source.page(locale, null));
        if (!page) throw new Error(`No pre-rendered not-found page for ${locale}`);
        // A variant fills in what is only known at request time (the release versions, server/request-time-pages/).
        const served = variant ? await variant(page) : page;
        const answered = rejectedLangParam !== undefined && unsupportedLanguage ? await unsupportedLanguage(served, rejectedLangParam) : served;
        return sendPage(request, reply, answered, { setsCookie });
      },
    });
  },
  { name: "pages" },
);
