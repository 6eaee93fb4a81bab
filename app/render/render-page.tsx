import { prerender } from "react-dom/static";
import { checkedFigures } from "../../content/figures";
import storedFigures from "../../content/figures.json" with { type: "json" };
import type { UnsupportedLanguage } from "../components/frame/UnsupportedLanguageNotice";
import { copyOf } from "../i18n/catalog";
import { localizedUrl, notFoundMeta, pageMeta } from "../i18n/page-meta";
import type { DownloadsState } from "../pages/DownloadsPage";
import { NotFoundPage } from "../pages/NotFoundPage";
import type { Locale } from "../shared/locales";
import type { PageEntry } from "../shared/route-table";
import { stylesheetsOf } from "./assets";
import type { BuildFacts } from "./build-facts";
import { Document } from "./Document";
import { inlineFavicon } from "./inline-favicon";
import { pageContent } from "./page-content";

// Every page is rendered here with the figures of content/figures.json (the build, npm run dev,
// the server's request-time pages), so a file the editor would have refused, edited by hand, stops
// the rendering with the figure named; the browser's script reads the same file without the rules.
checkedFigures(storedFigures);

export interface RenderRequest {
  /** A page of the route table, or the not-found page (each locale's 404 file). */
  page: PageEntry | "not-found";
  locale: Locale;
  facts: BuildFacts;
  /**
   * The downloads page's release catalogue and any refusal it answers, which only the server
   * knows (server/request-time-pages/downloads-page.ts); the build renders it without a catalogue.
   */
  downloads?: DownloadsState;
  /**
   * The `?lang` code a request named that the site does not support, for the notice that says so
   * (server/request-time-pages/language-notice-pages.ts); the build renders no notice.
   */
  unsupportedLanguage?: UnsupportedLanguage;
}

/**
 * One page in one language as the complete HTML document the server sends. Runs in Node only: at
 * build time (scripts/prerender/index.ts), and in the server for the downloads page, which shows the
 * releases of the moment (server/request-time-pages/downloads-page.ts). React's static rendering waits for the
 * whole tree, so the page reads in full without JavaScript, and no React runs in the browser
 * (decision 032).
 */
export async function renderPage({ page, locale, facts, downloads = { catalogue: null }, unsupportedLanguage }: RenderRequest): Promise<string> {
  const { site } = facts;
  const frame = copyOf(locale, "frame");
  const shown = page === "not-found" ? undefined : page;
  let head, body;
  if (shown) {
    const url = localizedUrl(site, shown.path, locale);
    const content = pageContent(shown, locale, url, downloads);
    // The share image shows the hero's title, so its alt text says that.
    head = pageMeta(site, content.copy.meta, locale, shown.path, `${site.brandName}: ${content.copy.hero.title}`);
    body = content.body;
  } else {
    head = notFoundMeta(frame.notFound.meta);
    body = <NotFoundPage copy={frame.notFound} />;
  }
  const document = (
    <Document
      locale={locale}
      frame={frame}
      year={facts.year}
      page={shown}
      site={site}
      head={head}
      stylesheets={stylesheetsOf(shown?.kind).map((name) => facts.stylesheets[name])}
      bootScript={facts.bootScript}
      headScripts={facts.headScripts}
      unsupportedLanguage={unsupportedLanguage}
    >
      {body}
    </Document>
  );
  // React calls onError and then rejects; an error thrown from onError itself would leave the
  // promise pending for ever, so it is kept and thrown here (the server renders at run time too).
  let failure: unknown;
  const { prelude } = await prerender(document, {
    onError(error) {
      failure ??= error;
    },
  }).catch((error: unknown) => {
    throw failure ?? error;
  });
  if (failure) throw failure;
  const html = await new Response(prelude).text();
  // After React's work: React would hoist a <link> in <head> into its block of metadata, and the
  // favicon's data: URL is bytes the rest of the head should not wait behind (inline-favicon.ts).
  return inlineFavicon(html, facts.favicon.png, facts.favicon.sizePx);
}
