import type { BreadcrumbList, WithContext } from "schema-dts";
import type { FrameCopy } from "../../content/types";
import { type CaseId, type PageEntry, type PageId, type ProductId, pathOf } from "../shared/route-table";
import { SCHEMA_CONTEXT } from "./json-ld";

type OtherPageId = Exclude<PageId, ProductId | CaseId>;

// Every page id needs a label here, so a new page fails type-checking until it has one.
const OTHER_LABELS: Record<OtherPageId, (menu: FrameCopy["menu"]) => string> = {
  "home.index": (menu) => menu.home,
  "pricing.index": (menu) => menu.pricing,
  "info.downloads": (menu) => menu.infoItems.downloads,
  "info.integrations": (menu) => menu.infoItems.integrations,
  "info.support": (menu) => menu.infoItems.customerService,
  "info.faq": (menu) => menu.infoItems.faq,
};

const isProduct = (id: PageId): id is ProductId => id.startsWith("products.");
const isCase = (id: PageId): id is CaseId => id.startsWith("cases.");

/** The page's name as the menu shows it, in the frame's language. */
export function menuLabel(id: PageId, menu: FrameCopy["menu"]): string {
  if (isProduct(id)) return menu.productItems[id];
  if (isCase(id)) return menu.caseItems[id];
  return OTHER_LABELS[id](menu);
}

/** A page below a section of the URL tree (/producten/…, /cases/…, /info/…). */
export const isNested = (page: PageEntry) => page.path.split("/").filter(Boolean).length > 1;

/**
 * Home → page. The sections (/producten, /cases, /info) are menus, not pages, and Google
 * wants a URL for every crumb but the last, so they are not crumbs.
 */
export function breadcrumbLd(page: PageEntry, menu: FrameCopy["menu"], urlOf: (path: string) => string): WithContext<BreadcrumbList> | undefined {
  if (!isNested(page)) return undefined;
  const home = pathOf("home.index");
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: [
      { "@type": "ListItem", position: 1, name: menuLabel("home.index", menu), item: urlOf(home) },
      { "@type": "ListItem", position: 2, name: menuLabel(page.id, menu), item: urlOf(page.path) },
    ],
  };
}
