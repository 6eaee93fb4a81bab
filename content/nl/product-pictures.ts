import stored from "../pages/pictures.products.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { PRODUCT_PICTURES, productPicturesCopy } from "../schema/product-pictures";
import integrations from "./integrations";
import managerPage from "./products.manager";
import pagePage from "./products.page";
import posPage from "./products.pos";
import qrPage from "./products.qr";
import webshopPage from "./products.webshop";

/**
 * Written in the editor (npm run dev, /admin); every language of it is in content/pages/pictures.products.json.
 * The alt texts are the product pages' own, the partner tiles' names and kinds the partner grid's.
 */
export default productPicturesCopy(
  inLanguage(PRODUCT_PICTURES, stored, "nl"),
  {
    webshopCheckout: webshopPage.heroImageAlt,
    websiteBrowser: pagePage.heroImageAlt,
    qrTable: qrPage.heroImageAlt,
    managerDashboard: managerPage.heroImageAlt,
    posHandheld: posPage.heroImageAlt,
    portalIntegrations: integrations.features.lead.imageAlt,
  },
  integrations.partners.kinds,
);
