import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Locale } from "../app/shared/locales";
import { PAGES_MANIFEST, type PagesManifest, restoreBuildFacts } from "./pages-manifest";
import type { LoadedPage, PageLookup } from "./plugins/pages";
import { builtRenderer, type PageRenderer } from "./request-time-pages/page-renderer";

async function readOptional(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch {
    return undefined;
  }
}

/**
 * Where the server's pages come from: the build's files (loadPages), or in development pages
 * rendered on request from the code on disk (scripts/dev/). The pages plugin reads only the
 * pages; the renderer goes to the pages rendered while running (server/request-time-pages/),
 * which serve through the plugin, so the plugin never imports them (server/README.md).
 */
export interface PageSource extends PageLookup {
  /** What renders the pages that depend on the moment (server/request-time-pages/). */
  readonly renderer: PageRenderer;
}

/** The build's pages, read once; all fit in memory (a few hundred KB), so each request is one map lookup. */
export interface BuiltPages extends PageSource {
  readonly size: number;
}

export async function loadPages(pagesDir: string): Promise<BuiltPages> {
  const manifest = JSON.parse(await readFile(path.join(pagesDir, PAGES_MANIFEST), "utf8")) as PagesManifest;
  if (!manifest.facts) throw new Error(`${path.join(pagesDir, PAGES_MANIFEST)} was written by an older build: run npm run build again`);
  const pages = new Map<string, LoadedPage>();
  for (const entry of manifest.files) {
    const file = path.join(pagesDir, entry.file);
    const identity = await readFile(file);
    const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
    pages.set(pageKey(entry.locale, entry.path), {
      status: entry.status,
      locale: entry.locale,
      path: entry.path,
      hash,
      scriptHashes: entry.scriptHashes,
      tagManager: Boolean(manifest.tagManagerId),
      bodies: { identity, br: await readOptional(`${file}.br`), gzip: await readOptional(`${file}.gz`) },
    });
  }
  return {
    page: (locale, pagePath) => pages.get(pageKey(locale, pagePath)),
    renderer: builtRenderer(restoreBuildFacts(manifest.facts), Boolean(manifest.tagManagerId)),
    size: pages.size,
  };
}

function pageKey(locale: Locale, pagePath: string | null): string {
  return `${locale} ${pagePath ?? "404"}`;
}
