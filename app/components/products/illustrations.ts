import type { ProductId } from "../../route-table";

/** Each product page's drawing in public/illustrations/, with its intrinsic size. */
export const PRODUCT_ILLUSTRATION: Record<ProductId, { name: string; width: number; height: number }> = {
  "products.webshop": { name: "webshop-phone", width: 360, height: 440 },
  "products.page": { name: "website-browser", width: 480, height: 360 },
  "products.pos": { name: "pos-handheld", width: 360, height: 440 },
  "products.qr": { name: "qr-table", width: 480, height: 360 },
  "products.manager": { name: "manager-dashboard", width: 480, height: 360 },
};
