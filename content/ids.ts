/**
 * Names that copy and code both use: the pages (route ids) and the icons copy may pick.
 * They live here, on the content side, because content/ depends on nothing in app/ (README);
 * app/shared/route-table.ts and app/components/sections/icons.ts take them from here.
 */
const PAGE_IDS = [
  "home.index",
  "products.webshop",
  "products.page",
  "products.pos",
  "products.qr",
  "products.manager",
  "pricing.index",
  "cases.lunchroom",
  "cases.sushi",
  "cases.cafetaria",
  "cases.italian",
  "cases.grillroom",
  "info.downloads",
  "info.integrations",
  "info.support",
  "info.faq",
] as const;

export type PageId = (typeof PAGE_IDS)[number];
export type ProductId = Extract<PageId, `products.${string}`>;
/** For a copy field that names a product page (a case's link to its product). */
export const PRODUCT_IDS = PAGE_IDS.filter((id): id is ProductId => id.startsWith("products."));
export type CaseId = Extract<PageId, `cases.${string}`>;

/** The icons copy can name; app/components/sections/icons.ts maps each to its drawing. */
export const ICON_NAMES = [
  "bell",
  "building",
  "chart",
  "clock",
  "weather",
  "card",
  "globe",
  "dashboard",
  "map",
  "stock",
  "palette",
  "savings",
  "plug",
  "printer",
  "qr",
  "receipt",
  "store",
  "tag",
  "growth",
  "refund",
  "users",
] as const;

export type IconName = (typeof ICON_NAMES)[number];
