import { type RouteConfig, index, route } from "@react-router/dev/routes";
import { NOT_FOUND_ID, PAGES, type PageKind } from "./route-table";

/** One route module per kind of page; pages of one kind differ only in their copy. */
const MODULE_BY_KIND: Record<PageKind, string> = {
  home: "routes/home.tsx",
  product: "routes/product.tsx",
  pricing: "routes/pricing.tsx",
  case: "routes/case.tsx",
  downloads: "routes/downloads.tsx",
  integrations: "routes/integrations.tsx",
  support: "routes/support.tsx",
  faq: "routes/faq.tsx",
};

export default [
  ...PAGES.map((page) =>
    page.path === "/"
      ? index(MODULE_BY_KIND[page.kind], { id: page.id })
      : route(page.path.slice(1), MODULE_BY_KIND[page.kind], { id: page.id }),
  ),
  route("*", "routes/not-found.tsx", { id: NOT_FOUND_ID }),
] satisfies RouteConfig;
