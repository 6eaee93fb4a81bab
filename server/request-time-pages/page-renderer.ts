import type { BuildFacts } from "../../app/render/build-facts";
import { type RenderRequest, renderPage } from "../../app/render/render-page";

/**
 * What the server renders pages with at run time: the downloads page with the releases of the
 * moment, a page with an unsupported-language notice (rendered-pages.ts). A build's renderer is
 * `renderPage` with the facts the build recorded; the development server's renders with the code
 * as it is on disk (scripts/dev/), so what it made before a saved change is stale.
 */
export interface PageRenderer {
  render(request: Omit<RenderRequest, "facts">): Promise<string>;
  /** Pages rendered at another revision are stale: a build's renderer never changes, the development server's does with every saved file. */
  revision(): number;
  /** Whether the pages load the tag manager, so their CSP allows it: from the build's manifest, never the server's own env. */
  readonly tagManager: boolean;
}

/** `renderPage` with the build's facts. */
export function builtRenderer(facts: BuildFacts, tagManager: boolean): PageRenderer {
  return { render: (request) => renderPage({ ...request, facts }), revision: () => 0, tagManager };
}
