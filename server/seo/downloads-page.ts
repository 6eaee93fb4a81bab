import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { Locale } from "../../app/i18n/locales";
import { PAGES } from "../../app/route-table";
import type { DownloadsAnswer, FormRefusalNotice } from "../../shared/downloads-api";
import { inlineScriptHashes } from "../inline-script-hashes";
import type { PageRenderer } from "../page-renderer";
import type { LoadedPage, PageVariant } from "../plugins/pages";
import type { Catalogue } from "../releases/catalogue";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const DOWNLOADS = PAGES.find((page) => page.kind === "downloads")!;
export const DOWNLOADS_PATH = DOWNLOADS.path;

/** What a page without a catalogue asks a client to wait: the catalogue retries every second, and refreshes every 30 s. */
export const UNAVAILABLE_RETRY_SECONDS = 30;

type Logger = { error(object: object, message: string): void };

/**
 * A page rendered at run time as the pages plugin serves it: its validator, compressed twins and
 * the CSP hashes of its scripts. "all" adds brotli at its slow best (a page fetched often),
 * "gzip" only the cheap twin (a rare page), "none" sends it as it is.
 */
export async function loadedPage(
  html: string,
  base: Pick<LoadedPage, "status" | "locale" | "path" | "tagManager">,
  compress: "all" | "gzip" | "none",
): Promise<LoadedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    compress === "all"
      ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
      : undefined,
    compress === "none" ? undefined : gz(identity, { level: 9 }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { ...base, hash, scriptHashes: inlineScriptHashes(html), bodies: { identity, br, gzip: gzipped } };
}

/**
 * The downloads page shows the releases of the moment, which are published while the server
 * runs, so the server renders it with the same renderPage as the build (app/render/), from the
 * build's facts and its current catalogue: once per catalogue and language, not per request
 * (and again after a saved change in development: PageRenderer.revision).
 * The page as built is the same page without a catalogue; it is served, with 503, while the
 * server cannot read one, and its list says so with a link to ask again. A download form that
 * could not have its file is answered with this page too, with an alert that says why.
 */
export class DownloadsPage {
  private rendered = new Map<string, Promise<LoadedPage>>();
  private renderedFor: string | undefined;

  constructor(
    private readonly catalogue: Catalogue | undefined,
    private readonly renderer: PageRenderer,
    private readonly log: Logger,
  ) {}

  /** For the pages plugin: the downloads page with the current catalogue; every other page as built. */
  readonly variant: PageVariant = (page) => {
    if (page.path !== DOWNLOADS_PATH || page.status !== 200) return page;
    const snapshot = this.catalogue?.current;
    if (!snapshot) return { ...page, status: 503, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
    return this.render(page.locale, snapshot, undefined).catch((error: unknown) => {
      this.log.error({ err: (error as Error).message, locale: page.locale }, "could not render the downloads page; serving it without its list");
      return { ...page, status: 503, retryAfterSeconds: UNAVAILABLE_RETRY_SECONDS };
    });
  };

  /** The page that answers a refused download form, with `status`. */
  async refusal(locale: Locale, status: number, notice: FormRefusalNotice): Promise<LoadedPage> {
    const page = await this.render(locale, this.catalogue?.current ?? null, notice);
    return { ...page, status };
  }

  private render(locale: Locale, snapshot: { etag: string; body: string } | null, notice: FormRefusalNotice | undefined): Promise<LoadedPage> {
    const catalogueKey = `${snapshot?.etag ?? "none"} ${this.renderer.revision()}`;
    // One catalogue (and code) at a time: a new one makes every earlier rendering stale.
    if (this.renderedFor !== catalogueKey) {
      this.rendered.clear();
      this.renderedFor = catalogueKey;
    }
    // A refusal's wait is at most a minute, so this holds a bounded number of pages per catalogue.
    const key = `${locale} ${notice ? `${notice.refusal} ${notice.retryAfterSeconds ?? ""}` : "page"}`;
    let page = this.rendered.get(key);
    if (!page) {
      const catalogue = snapshot ? (JSON.parse(snapshot.body) as DownloadsAnswer) : null;
      page = this.renderer.render({ page: DOWNLOADS, locale, downloads: { catalogue, notice } }).then((html) =>
        // The page itself is fetched often and compressed once; a refusal is rare and sent as it is.
        loadedPage(html, { status: 200, locale, path: DOWNLOADS_PATH, tagManager: this.renderer.tagManager }, notice ? "none" : "all"),
      );
      // A failed rendering is not kept: the next request tries again.
      page.catch(() => this.rendered.get(key) === page && this.rendered.delete(key));
      this.rendered.set(key, page);
    }
    return page;
  }
}
