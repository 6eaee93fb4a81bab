import type { ViteDevServer } from "vite";
import type { BuildFacts } from "../../app/render/build-facts";
import type { Locale } from "../../app/shared/locales";
import type { SiteConfig } from "../../config/site-config";
import type { PageSource } from "../../server/page-source";
import type { LoadedPage } from "../../server/plugins/pages";
import { loadedPage } from "../../server/request-time-pages/loaded-page";
import type { PageRenderer } from "../../server/request-time-pages/page-renderer";
import { developmentFacts } from "./dev-facts";
import { renderErrorPage } from "./render-error-page";

type RenderModule = typeof import("../../app/render/render-page");
type RouteTableModule = typeof import("../../app/shared/route-table");

/** What every page in development loads besides its own: Vite's client (reloads, the stylesheet's updates), and the type checker's overlay when types are checked. */
const VITE_CLIENT = "/@vite/client";
const TYPE_CHECKER_OVERLAY = "/@vite-plugin-checker-runtime-entry";

/**
 * The development server's pages: each rendered when asked, with the build's renderPage as the
 * code on disk is now (Vite loads it and, after a saved change, loads what changed again), so an
 * edit to content/ or app/ shows at the next reload. The pages are the build's but for the files
 * they link (the sources, which Vite compiles) and two scripts of Vite's own. A page that cannot
 * be rendered answers 500 with the error, its file and line.
 */
export class DevelopmentPages implements PageSource {
  private revisionNumber = 0;
  private facts: Promise<BuildFacts> | null = null;
  readonly renderer: PageRenderer;
  private readonly scripts: string;

  constructor(
    private readonly vite: ViteDevServer,
    private readonly site: SiteConfig,
    { typeCheck }: { typeCheck: boolean },
  ) {
    this.scripts = (typeCheck ? [VITE_CLIENT, TYPE_CHECKER_OVERLAY] : [VITE_CLIENT]).map((src) => `<script type="module" src="${src}"></script>`).join("");
    this.renderer = {
      render: (request) => this.render(request),
      revision: () => this.revisionNumber,
      tagManager: Boolean(site.tagManagerId),
    };
  }

  /** A file the pages are made from was saved: what was rendered is stale, and so are the head scripts compiled from app/. */
  changed(): void {
    this.revisionNumber++;
    this.facts = null;
  }

  async page(locale: Locale, pagePath: string | null): Promise<LoadedPage | undefined> {
    const base = { locale, tagManager: this.renderer.tagManager };
    let entry: RouteTableModule["PAGES"][number] | undefined;
    try {
      const { PAGES } = (await this.vite.ssrLoadModule("/app/shared/route-table.ts")) as RouteTableModule;
      entry = pagePath === null ? undefined : PAGES.find((page) => page.path === pagePath);
      // Not a page: the pages plugin asks for the language's not-found page next.
      if (pagePath !== null && !entry) return undefined;
      const html = await this.render({ page: entry ?? "not-found", locale });
      return await loadedPage(html, { ...base, status: entry ? 200 : 404, path: entry?.path ?? null }, "none");
    } catch (error) {
      const html = renderErrorPage(error, this.vite, `${locale} ${pagePath ?? "not-found page"}`);
      return loadedPage(html, { ...base, status: 500, path: pagePath }, "none");
    }
  }

  private async render(request: Parameters<PageRenderer["render"]>[0]): Promise<string> {
    const { renderPage } = (await this.vite.ssrLoadModule("/app/render/render-page.tsx")) as RenderModule;
    this.facts ??= developmentFacts(this.site);
    const facts = this.facts;
    // A failed compile of a head script is not kept: the next request tries again.
    facts.catch(() => {
      if (this.facts === facts) this.facts = null;
    });
    const html = await renderPage({ ...request, facts: await facts });
    return html.replace("</head>", `${this.scripts}</head>`);
  }
}
