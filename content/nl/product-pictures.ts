import stored from "../pages/pictures.products.json" with { type: "json" };
import { productPicturesCopy } from "../schema/product-pictures";
import integrations from "./integrations";
import manager from "./products.manager";
import page from "./products.page";
import pos from "./products.pos";
import qr from "./products.qr";
import webshop from "./products.webshop";

/**
 * Written in the editor (npm run dev, /admin); every language of it is in content/pages/pictures.products.json.
 * The alt texts are the product pages' own, the partner tiles' names and kinds the partner grid's.
 */
export default productPicturesCopy(stored, "nl", { webshop, page, qr, manager, pos, integrations });
