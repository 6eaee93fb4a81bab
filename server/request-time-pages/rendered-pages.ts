import { LRUCache } from "lru-cache";
import type { RenderRequest } from "../../app/render/render-page";
import type { LoadedPage } from "../plugins/pages";
import { type Compression, loadedPage } from "./loaded-page";
import type { PageRenderer } from "./page-renderer";

/**
 * How many rendered pages the server keeps. The pages that come back often: the downloads page
 * per language (2), a refused form's page per language, refusal and wait in seconds (about 130),
 * every page with the notice that names no code (about 40); pages that name a new `?lang` code
 * take what is left, least recently used first (decision 060).
 */
const MAX_RENDERED_PAGES = 250;
/**
 * How many bytes they may hold, compressed twins included: measured on a build, a refusal's page
 * is 55 KB, the downloads page with brotli and gzip 79 KB, a page with the notice and gzip 80–118 KB;
 * so the pages that come back often take about 11 MB, and new codes the rest.
 */
const MAX_RENDERED_BYTES = 24 * 1024 * 1024;

interface Bounds {
  maxPages?: number;
  maxBytes?: number;
}

/**
 * What to render when a page is not kept: the request (made only then, as reading a catalogue
 * costs a JSON parse), what the pages plugin needs to serve it, and how to compress it.
 */
export interface PageToRender {
  renderer: PageRenderer;
  request: () => Omit<RenderRequest, "facts">;
  serve: Pick<LoadedPage, "status" | "locale" | "path">;
  compress: Compression;
}

/**
 * The one place the server renders a page while running (the downloads page, a page with the
 * unsupported-language notice), and the one cache of what it rendered: lru-cache, bounded in
 * pages and in bytes, least recently used dropped first. A page is rendered once per key, however
 * many requests ask for it at the same time; a rendering that fails is not kept, so the next
 * request tries again. The key names what the page shows (the caller's part) and the renderer's
 * revision, so nothing rendered before a saved change in development is served after it; what a
 * new key makes stale is dropped as the cache fills.
 */
export class RenderedPages {
  private readonly cache: LRUCache<string, LoadedPage, PageToRender>;

  constructor({ maxPages = MAX_RENDERED_PAGES, maxBytes = MAX_RENDERED_BYTES }: Bounds = {}) {
    this.cache = new LRUCache<string, LoadedPage, PageToRender>({
      max: maxPages,
      maxSize: maxBytes,
      sizeCalculation: bytesOf,
      fetchMethod: (_key, _stale, { context }) => render(context),
      // A rendering in progress whose entry is dropped (the cache filled meanwhile) still answers
      // the requests that wait for it, instead of giving them nothing.
      ignoreFetchAbort: true,
    });
  }

  /** How many pages are kept now. */
  get size(): number {
    return this.cache.size;
  }

  /** Whether the page under `key` is rendered and kept, so asking for it costs no rendering. */
  has(renderer: PageRenderer, key: string): boolean {
    return this.cache.has(keyOf(renderer, key));
  }

  /** The page under `key`, rendered with `page` unless it is kept; rejects if the rendering fails. */
  async page(key: string, page: PageToRender): Promise<LoadedPage> {
    const loaded = await this.cache.fetch(keyOf(page.renderer, key), { context: page });
    // fetchMethod never answers undefined, and an aborted rendering is ignored (ignoreFetchAbort).
    if (!loaded) throw new Error(`the page ${key} was not rendered`);
    return loaded;
  }
}

const keyOf = (renderer: PageRenderer, key: string) => `${renderer.revision()} ${key}`;

async function render({ renderer, request, serve, compress }: PageToRender): Promise<LoadedPage> {
  const html = await renderer.render(request());
  return loadedPage(html, { ...serve, tagManager: renderer.tagManager }, compress);
}

/** What a page holds in memory: its body and the compressed twins. */
function bytesOf(page: LoadedPage): number {
  return page.bodies.identity.length + (page.bodies.br?.length ?? 0) + (page.bodies.gzip?.length ?? 0);
}
