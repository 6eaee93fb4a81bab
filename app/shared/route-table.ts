// The ids live on the content side, which copy types need and which must not import app/.
import type { CaseId, PageId, ProductId } from "../../content/ids";

/** What a page is; one component per kind (app/pages/). */
export type PageKind = "home" | "product" | "pricing" | "case" | "downloads" | "integrations" | "support" | "faq";

/** Each page id's kind, derived from the id, so a page's id narrows with its kind and no cast follows a `switch (page.kind)`. */
type KindOf<Id extends PageId> = Id extends "home.index"
  ? "home"
  : Id extends ProductId
    ? "product"
    : Id extends "pricing.index"
      ? "pricing"
      : Id extends CaseId
        ? "case"
        : Id extends "info.downloads"
          ? "downloads"
          : Id extends "info.integrations"
            ? "integrations"
            : Id extends "info.support"
              ? "support"
              : Id extends "info.faq"
                ? "faq"
                : never;

/** A page: its route id (content/ids.ts, also the name of its copy module), path and kind. */
export type PageEntry = {
  [Id in PageId]: { readonly id: Id; readonly path: string; readonly kind: KindOf<Id> };
}[PageId];

export type { CaseId, PageId, ProductId };

const ROUTES = [
  { id: "home.index", path: "/", kind: "home" },
  { id: "products.webshop", path: "/producten/webshop", kind: "product" },
  { id: "products.page", path: "/producten/website", kind: "product" },
  { id: "products.pos", path: "/producten/pos", kind: "product" },
  { id: "products.qr", path: "/producten/qr", kind: "product" },
  { id: "products.manager", path: "/producten/manager", kind: "product" },
  { id: "pricing.index", path: "/prijzen", kind: "pricing" },
  { id: "cases.lunchroom", path: "/cases/lunchroom", kind: "case" },
  { id: "cases.sushi", path: "/cases/sushi", kind: "case" },
  { id: "cases.cafetaria", path: "/cases/cafetaria", kind: "case" },
  { id: "cases.italian", path: "/cases/italian", kind: "case" },
  { id: "cases.grillroom", path: "/cases/grillroom", kind: "case" },
  { id: "info.downloads", path: "/downloads", kind: "downloads" },
  { id: "info.integrations", path: "/integraties", kind: "integrations" },
  { id: "info.support", path: "/info/support", kind: "support" },
  { id: "info.faq", path: "/info/faq", kind: "faq" },
] as const satisfies readonly PageEntry[];

/**
 * The one list of pages. The pre-renderer (app/render/), the server, the sitemap and the
 * end-to-end sweeps all read it, so a page added here cannot be forgotten elsewhere.
 */
export const PAGES: readonly PageEntry[] = ROUTES;

type Unrouted = Exclude<PageId, (typeof ROUTES)[number]["id"]>;
/**
 * Every id of content/ids.ts has a route: a page added there and not here fails the type check.
 * Exported so that the check is not an unused local; nothing reads it.
 * @public
 */
export const EVERY_PAGE_ROUTED: [Unrouted] extends [never] ? true : Unrouted = true;

const byPath = new Map(PAGES.map((page) => [page.path, page]));
const byId = new Map(PAGES.map((page) => [page.id, page]));

/** Trailing slashes are tolerated so that /prijzen/ finds /prijzen. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, "");
  return trimmed === "" ? "/" : trimmed;
}

export function pageByPath(pathname: string): PageEntry | undefined {
  return byPath.get(normalizePath(pathname));
}

export function pathOf(id: PageId): string {
  const page = byId.get(id);
  if (!page) throw new Error(`Unknown page id "${id}"`);
  return page.path;
}
