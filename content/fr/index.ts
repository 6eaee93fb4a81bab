import type { LocaleCatalog } from "../types";
import casesCafetaria from "./cases.cafetaria";
import casesGrillroom from "./cases.grillroom";
import casesItalian from "./cases.italian";
import casesLunchroom from "./cases.lunchroom";
import casesSushi from "./cases.sushi";
import downloads from "./downloads";
import faq from "./faq";
import frame from "./frame";
import home from "./home";
import integrations from "./integrations";
import pricing from "./pricing";
import productsManager from "./products.manager";
import productsPage from "./products.page";
import productsPos from "./products.pos";
import productsQr from "./products.qr";
import productsWebshop from "./products.webshop";
import support from "./support";

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
