import { PAGES } from "../../app/shared/route-table";
import { type Clock, systemClock } from "../clock";
import { WELL_FORMED_LANGUAGE_CODE } from "../negotiate";
import type { LoadedPage } from "../plugins/pages";
import type { Catalogue } from "../releases/catalogue";
import type { PageRenderer } from "./page-renderer";
import { RenderedPages } from "./rendered-pages";

/**
 * How many pages that name a new code may be rendered a minute. A rendering takes a few hundred
 * milliseconds of CPU, and anyone can ask for a new code with every request; past the budget the
 * page says "this language code" without naming it, a page kept per page and language.
 */
const NAMED_RENDERS_PER_MINUTE = 20;

type Logger = { error(object: object, message: string): void };

interface Options {
  catalogue: Catalogue | undefined;
  renderer: PageRenderer;
  log: Logger;
  clock?: Clock;
  /** The server's one cache of rendered pages, shared with the downloads page (server/app.ts). */
  rendered?: RenderedPages;
  /** Without `rendered`: how many pages the cache it makes for itself keeps. */
  maxPages?: number;
  namedRendersPerMinute?: number;
}

/**
 * A page asked for with a `?lang` that names no supported language (server/negotiate.ts,
 * rejectedLangParam) is the page in English, which such a code selects, with a notice first in
 * <main> that says the code is not supported (UnsupportedLanguageNotice). Only the server knows
 * the code, so it renders that page with the build's renderPage: escaped by React like all
 * copy, and with the CSP hashes of its own scripts, as the downloads page does (decision 041).
 * What it renders is kept in the bounded cache of rendered pages (rendered-pages.ts), and new
 * codes are rendered at a bounded pace, so no stream of odd addresses can grow the memory or keep
 * the CPU busy.
 */
export class LanguageNoticePages {
  private readonly catalogue: Catalogue | undefined;
  private readonly renderer: PageRenderer;
  private readonly log: Logger;
  private readonly clock: Clock;
  private readonly rendered: RenderedPages;
  private readonly namedRendersPerMinute: number;
  private budgetWindowStart = Number.NEGATIVE_INFINITY;
  private namedRendersInWindow = 0;

  constructor({
    catalogue,
    renderer,
    log,
    clock = systemClock,
    maxPages,
    rendered = new RenderedPages({ maxPages }),
    namedRendersPerMinute = NAMED_RENDERS_PER_MINUTE,
  }: Options) {
    this.catalogue = catalogue;
    this.renderer = renderer;
    this.log = log;
    this.clock = clock;
    this.rendered = rendered;
    this.namedRendersPerMinute = namedRendersPerMinute;
  }

  /** How many pages its cache keeps now (with the server's shared cache, the downloads pages count too). */
  get size(): number {
    return this.rendered.size;
  }

  /**
   * `served`, the page as it would be served (the downloads page with its releases, or with 503
   * without them), with the notice for `rejected`; with its status and Retry-After. If the
   * rendering fails, `served` itself: the notice is not worth a broken page.
   */
  readonly withNotice = async (served: LoadedPage, rejected: string): Promise<LoadedPage> => {
    const entry = served.path === null ? "not-found" : PAGES.find((page) => page.path === served.path);
    if (!entry) return served;
    const snapshot = entry !== "not-found" && entry.kind === "downloads" && served.status === 200 ? (this.catalogue?.current ?? null) : null;
    const keyOf = (code: string | null) => JSON.stringify(["notice", served.locale, served.path, served.status, snapshot?.etag ?? null, code]);
    let code = WELL_FORMED_LANGUAGE_CODE.test(rejected) ? rejected : null;
    if (code !== null && !this.rendered.has(this.renderer, keyOf(code)) && !this.takeNamedRender()) code = null;
    try {
      const page = await this.rendered.page(keyOf(code), {
        renderer: this.renderer,
        request: () => ({
          page: entry,
          locale: served.locale,
          downloads: { catalogue: snapshot ? snapshot.downloads : null },
          unsupportedLanguage: { code },
        }),
        serve: { status: served.status, locale: served.locale, path: served.path },
        compress: "gzip",
      });
      return { ...page, status: served.status, retryAfterSeconds: served.retryAfterSeconds };
    } catch (error) {
      this.log.error(
        { err: (error as Error).message, locale: served.locale, path: served.path },
        "could not render the unsupported-language notice; serving the page without it",
      );
      return served;
    }
  };

  /** One named rendering from this minute's budget; false when it is spent. */
  private takeNamedRender(): boolean {
    const now = this.clock();
    if (now - this.budgetWindowStart >= 60_000) {
      this.budgetWindowStart = now;
      this.namedRendersInWindow = 0;
    }
    if (this.namedRendersInWindow >= this.namedRendersPerMinute) return false;
    this.namedRendersInWindow += 1;
    return true;
  }
}
