import type { Locale } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import type { FormRefusalNotice } from "../../shared/downloads-api";
import type { LoadedPage, PageVariant } from "../plugins/pages";
import { type Catalogue, type CatalogueSnapshot, NO_CATALOGUE_RETRY_SECONDS } from "../releases/catalogue";
import type { PageRenderer } from "./page-renderer";
import { RenderedPages } from "./rendered-pages";

const DOWNLOADS = PAGES.find((page) => page.kind === "downloads")!;
export const DOWNLOADS_PATH = DOWNLOADS.path;

type Logger = { error(object: object, message: string): void };

/**
 * The downloads page shows the releases of the moment, which are published while the server
 * runs, so the server renders it with the same renderPage as the build (app/render/), from the
 * build's facts and its current catalogue: once per catalogue and language, not per request
 * (and again after a saved change in development: PageRenderer.revision), kept in the server's
 * one cache of rendered pages (rendered-pages.ts, shared with language-notice-pages.ts).
 * The page as built is the same page without a catalogue; it is served, with 503, while the
 * server cannot read one, and its list says so with a link to ask again. A download form that
 * could not have its file is answered with this page too, with an alert that says why.
 */
export class DownloadsPage {
  constructor(
    private readonly catalogue: Catalogue | undefined,
    private readonly renderer: PageRenderer,
    private readonly log: Logger,
    private readonly rendered: RenderedPages = new RenderedPages(),
  ) {}

  /** For the pages plugin: the downloads page with the current catalogue; every other page as built. */
  readonly variant: PageVariant = (page) => {
    if (page.path !== DOWNLOADS_PATH || page.status !== 200) return page;
    const snapshot = this.catalogue?.current;
    if (!snapshot) return { ...page, status: 503, retryAfterSeconds: NO_CATALOGUE_RETRY_SECONDS };
    return this.render(page.locale, snapshot, undefined).catch((error: unknown) => {
      this.log.error({ err: (error as Error).message, locale: page.locale }, "could not render the downloads page; serving it without its list");
      return { ...page, status: 503, retryAfterSeconds: NO_CATALOGUE_RETRY_SECONDS };
    });
  };

  /** The page that answers a refused download form, with `status`. */
  async refusal(locale: Locale, status: number, notice: FormRefusalNotice): Promise<LoadedPage> {
    const page = await this.render(locale, this.catalogue?.current ?? null, notice);
    return { ...page, status };
  }

  private render(locale: Locale, snapshot: Pick<CatalogueSnapshot, "etag" | "downloads"> | null, notice: FormRefusalNotice | undefined): Promise<LoadedPage> {
    // The catalogue's etag is in the key, so a new catalogue is rendered anew; a refusal's wait is
    // at most a minute, so a catalogue has a bounded number of pages.
    const key = JSON.stringify(["downloads", locale, snapshot?.etag ?? null, notice?.refusal ?? null, notice?.retryAfterSeconds ?? null]);
    return this.rendered.page(key, {
      renderer: this.renderer,
      request: () => ({ page: DOWNLOADS, locale, downloads: { catalogue: snapshot ? snapshot.downloads : null, notice } }),
      serve: { status: 200, locale, path: DOWNLOADS_PATH },
      // The page itself is fetched often and compressed once; a refusal is rare and sent as it is.
      compress: notice ? "none" : "all",
    });
  }
}
