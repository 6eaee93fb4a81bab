import stored from "../pages/products.page.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { PRODUCT_PAGES } from "../schema/product";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/products.page.json. */
export default inLanguage(PRODUCT_PAGES["products.page"], stored, "fr");
