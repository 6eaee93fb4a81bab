import stored from "../pages/products.webshop.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { PRODUCT_PAGES } from "../schema/product";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/products.webshop.json. */
export default inLanguage(PRODUCT_PAGES["products.webshop"], stored, "en");
