import stored from "../pages/products.qr.json" with { type: "json" };
import { inLanguage } from "../schema/fields";
import { PRODUCT_PAGES } from "../schema/product";

/** Written in the editor (npm run dev, /admin); every language of it is in content/pages/products.qr.json. */
export default inLanguage(PRODUCT_PAGES["products.qr"], stored, "en");
