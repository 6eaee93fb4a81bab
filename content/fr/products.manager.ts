import stored from "../pages/products.manager.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { PRODUCT_PAGES } from "../schema/product";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/products.manager.json. */
export default inLanguage(PRODUCT_PAGES["products.manager"], stored, "fr");
