import type { LocaleCatalog } from "../types";

export default {
  frame: () => import("./frame"),
  "home.index": () => import("./home"),
  "products.webshop": () => import("./products.webshop"),
  "products.page": () => import("./products.page"),
  "products.pos": () => import("./products.pos"),
  "products.qr": () => import("./products.qr"),
  "products.manager": () => import("./products.manager"),
  "pricing.index": () => import("./pricing"),
  "cases.lunchroom": () => import("./cases.lunchroom"),
  "cases.sushi": () => import("./cases.sushi"),
  "cases.cafetaria": () => import("./cases.cafetaria"),
  "cases.italian": () => import("./cases.italian"),
  "cases.grillroom": () => import("./cases.grillroom"),
  "info.downloads": () => import("./downloads"),
  "info.integrations": () => import("./integrations"),
  "info.support": () => import("./support"),
  "info.faq": () => import("./faq"),
} satisfies LocaleCatalog;
