import type { LocaleCatalog } from "../types";
import frame from "./frame";
import home from "./home";
import productsWebshop from "./products.webshop";
import productsPage from "./products.page";
import productsPos from "./products.pos";
import productsQr from "./products.qr";
import productsManager from "./products.manager";
import pricing from "./pricing";
import casesLunchroom from "./cases.lunchroom";
import casesSushi from "./cases.sushi";
import casesCafetaria from "./cases.cafetaria";
import casesItalian from "./cases.italian";
import casesGrillroom from "./cases.grillroom";
import downloads from "./downloads";
import integrations from "./integrations";
import support from "./support";
import faq from "./faq";

/** Every copy module of this language, by namespace (a page's route id, or "frame"). */
export default {
  frame,
  "home.index": home,
  "products.webshop": productsWebshop,
  "products.page": productsPage,
  "products.pos": productsPos,
  "products.qr": productsQr,
  "products.manager": productsManager,
  "pricing.index": pricing,
  "cases.lunchroom": casesLunchroom,
  "cases.sushi": casesSushi,
  "cases.cafetaria": casesCafetaria,
  "cases.italian": casesItalian,
  "cases.grillroom": casesGrillroom,
  "info.downloads": downloads,
  "info.integrations": integrations,
  "info.support": support,
  "info.faq": faq,
} satisfies LocaleCatalog;
