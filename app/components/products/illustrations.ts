import type { ProductId } from "../../shared/route-table";
import type { PictureSlot, ShownWidths } from "../sections/picture-files";
import type { PictureName } from "../sections/picture-sizes";

/**
 * The pictures of the product pages (scripts/pictures/drawings/) and of the integrations page's
 * portal card, with the CSS widths each is shown at. The tall, phone-shaped ones stay narrow on
 * wide screens, the wide ones get room; on phones each fills the column, so its words stay
 * legible (300 px below 375 px, 340 px above). The Tailwind classes say the same widths.
 */
interface ProductPicture {
  readonly name: PictureName;
  readonly shown: ShownWidths;
  /** The `shown` widths as classes, for the <img> (tests/e2e/pictures.e2e.test.ts compares them). */
  readonly className: string;
}

const PHONE_SHAPED: Pick<ProductPicture, "shown" | "className"> = {
  shown: [
    { fromViewport: 0, width: 300 },
    { fromViewport: 375, width: 340 },
  ],
  className: "w-[300px] min-[375px]:w-[340px]",
};

const WIDE: Pick<ProductPicture, "shown" | "className"> = {
  shown: [
    { fromViewport: 0, width: 300 },
    { fromViewport: 375, width: 340 },
    { fromViewport: 640, width: 460 },
  ],
  className: "w-[300px] min-[375px]:w-[340px] sm:w-[460px]",
};

export const PRODUCT_PICTURE: Record<ProductId, ProductPicture> = {
  "products.webshop": { name: "webshop-checkout", ...PHONE_SHAPED },
  "products.page": { name: "website-browser", ...WIDE },
  "products.pos": { name: "pos-handheld", ...PHONE_SHAPED },
  "products.qr": { name: "qr-table", ...WIDE },
  "products.manager": { name: "manager-dashboard", ...WIDE },
};

/**
 * The merchant-portal screenshot in the integrations page's first feature card: inside the card's
 * padding on phones (a 320 px phone leaves it 232 px; the width class's max-w-full takes care of
 * that), 440 px from sm, where the card is wide enough, and half the card from lg.
 */
export const INTEGRATIONS_PICTURE: ProductPicture = {
  name: "portal-integrations",
  shown: [
    { fromViewport: 0, width: 290 },
    { fromViewport: 640, width: 440 },
  ],
  className: "w-[290px] sm:w-[440px]",
};

/** The slots the build renders these pictures' files for (PICTURE_SLOTS in picture-files.ts). */
export const PRODUCT_PICTURE_SLOTS: readonly PictureSlot[] = [...Object.values(PRODUCT_PICTURE), INTEGRATIONS_PICTURE].map(({ name, shown }) => ({
  shows: (candidate: string) => candidate === name,
  shown,
}));
