import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { HTML_LANG, type Locale, PREFERRED_LOCALE_KEY } from "../../app/i18n/locales";
import { localeCookie, negotiateLocale, readCookie } from "../../app/i18n/negotiate";
import { normalizePath } from "../../app/route-table";
import { type Encoding, pickEncoding } from "../encoding";
import { PAGES_MANIFEST, type PagesManifest } from "../pages-manifest";
import { setPageCsp } from "./security-headers";

export interface LoadedPage {
  status: 200 | 404;
  locale: Locale;
  /** Strong validator of the identity body; encoded bodies get a suffix, as they differ in bytes. */
  hash: string;
  scriptHashes: string[];
  /** From the build's manifest, never the server's own env, so page and CSP always agree. */
  tagManager: boolean;
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

/** What fills in a page at request time (server/seo/release-aware-pages.ts: the current releases). */
export type PageVariant = (page: LoadedPage) => LoadedPage | Promise<LoadedPage>;

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/** All pages fit in memory (a few hundred KB), so each request is one map lookup. */
export async function loadPages(pagesDir: string): Promise<Map<string, LoadedPage>> {
  const manifest = JSON.parse(await readFile(path.join(pagesDir, PAGES_MANIFEST), "utf8")) as PagesManifest;
  const pages = new Map<string, LoadedPage>();
  for (const entry of manifest.files) {
    const file = path.join(pagesDir, entry.file);
    const identity = await readFile(file);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    pages.set(pageKey(entry.locale, entry.path), {
      status: entry.status,
      locale: entry.locale,
      hash,
      scriptHashes: entry.scriptHashes,
      tagManager: Boolean(manifest.tagManagerId),
      bodies: { identity, br: await readOptional(`${file}.br`), gzip: await readOptional(`${file}.gz`) },
    });
  }
  return pages;
}

function pageKey(locale: Locale, pagePath: string | null): string {
  return `${locale} ${pagePath ?? "404"}`;
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
 * The language rule with what a page request has: ?lang, the cookie and the host. A choice that
 * is in localStorage alone is the head script's to bring (app/i18n/locale-head-script.ts). Pages
 * do not read Accept-Language (docs/decisions/002-language-negotiation.md).
 */
function chooseLocale(request: FastifyRequest, langParam: string | null) {
  return negotiateLocale({
    langParam,
    cookie: readCookie(request.headers.cookie, PREFERRED_LOCALE_KEY),
    host: request.host,
  });
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: LoadedPage, { setsCookie }: { setsCookie: boolean }) {
  const encoding = pickEncoding(request.headers["accept-encoding"], page.bodies);
  setPageCsp(reply, { scriptHashes: page.scriptHashes, tagManager: page.tagManager });
  reply
    .code(page.status)
    .header("content-type", "text/html; charset=utf-8")
    .header("content-language", HTML_LANG[page.locale])
    // The variant depends on the cookie (and on Host, which every cache keys on already).
    .header("vary", "Cookie, Accept-Encoding")
    // A response that sets a cookie is this visitor's: a shared cache must not keep and replay it.
    .header("cache-control", setsCookie ? "private, no-cache" : "no-cache")
    .header("etag", etagOf(page.hash, encoding));
  if (page.status === 200 && matchesEtag(request.headers["if-none-match"], page.hash)) return reply.code(304).send();
  if (encoding !== "identity") reply.header("content-encoding", encoding);
  return reply.send(page.bodies[encoding]);
}

export const pages = fp<{ pagesDir: string; variant?: PageVariant }>(
  async (app: FastifyInstance, { pagesDir, variant }) => {
    const loaded = await loadPages(pagesDir);
    app.log.info({ pages: loaded.size }, "pre-rendered pages loaded");

    app.route({
      method: ["GET", "HEAD"],
      url: "/*",
      handler: async (request, reply) => {
        const url = new URL(request.url, "http://placeholder");
        const normalized = normalizePath(url.pathname);
        if (normalized !== url.pathname) return reply.redirect(normalized + url.search, 308);

        const langParam = url.searchParams.get("lang");
        const { locale, write } = chooseLocale(request, langParam);
        // ?lang is a choice: remember it, also for visitors without JavaScript, so the next page
        // stays in it. No redirect: canonical and hreflang URLs answer 200 in their own language.
        const setsCookie = write.cookie;
        if (setsCookie) reply.header("set-cookie", localeCookie(locale, request.protocol === "https"));
        const page = loaded.get(pageKey(locale, normalized)) ?? loaded.get(pageKey(locale, null));
        if (!page) throw new Error(`No pre-rendered not-found page for ${locale}`);
        // A variant fills in what is only known at request time (the release versions, server/seo).
        return sendPage(request, reply, variant ? await variant(page) : page, { setsCookie });
      },
    });
  },
  { name: "pages" },
);
