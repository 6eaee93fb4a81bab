import type { Locale } from "../../shared/locale";
import { PARTNERS, type PartnerKind } from "../partners";
import { type CopyOf, choice, count, group, inLanguage, list, page, price, REVENUE_MAX_CENTS, switched, text } from "./fields";
import type { ProductCopy } from "./product";

/*
 * The words and prices in the product pages' pictures (scripts/pictures/drawings/*.tsx), written
 * in the editor as one entry, content/pages/pictures.products.json. Prices are cents in the file
 * (the editor shows euros) and times are "HH:MM" on a 24-hour clock: the drawing formats both for
 * the locale (€ 8,50 / €8.50), so no figure is typed into copy, and a text takes no placeholders
 * (the drawing fills none in). A list's limits are the room its drawing has. The restaurants are
 * the case pages' own (invented) businesses. The alt texts are the product pages' own
 * (heroImageAlt), added by `productPicturesCopy`, not written twice.
 */

/**
 * Said under each picture in the editor: when an editor sees a change, and that the change records
 * how each new file is encoded by itself (scripts/pictures/encodings.json, written by `npm run dev`; docs/editing.md).
 */
export const PICTURE_HELP = {
  description:
    "The picture is drawn anew from these words: after Save, the open page reloads and shows it within a few seconds. " +
    "Your change also records how the new picture is stored (scripts/pictures/encodings.json), within seconds: nothing to run (docs/editing.md).",
};

/** Words drawn as they are, each on one line of the picture: no figures filled in. */
export const words = (label: string) => text(label, { figures: false, oneLine: true });

const PICTURE_DISH = { name: words("Name"), priceCents: price("Price") };

/** A line of a basket or an order ticket: how many, and the choices the guest made under the name. */
const ORDER_LINE = group("Dish", {
  ...PICTURE_DISH,
  quantity: count("How many", { min: 1, max: 9 }),
  // One line under the name, the choices joined by commas: two fit it.
  options: list("Choice under the name", words("Choice"), { min: 0, max: 2 }),
});

/** Webshop page: the checkout on a phone, with pickup or delivery and the payment methods the copy names. */
const WEBSHOP_CHECKOUT = group(
  "Webshop page: checkout on a phone",
  {
    restaurant: words("Restaurant"),
    title: words("Heading"),
    pickup: words("Pickup"),
    delivery: words("Delivery"),
    pickupTimeLabel: words("Before the pickup time ('Afhalen om')"),
    pickupTime: words("Pickup time (HH:MM)"),
    items: list("Dish in the basket", ORDER_LINE, { min: 1, max: 3 }),
    totalLabel: words("Total"),
    paymentTitle: words("Heading above the payment methods"),
    // The wallets and iDEAL/Bancontact keep their own names.
    cards: words("The card payment method"),
    payButton: words("Pay button"),
  },
  PICTURE_HELP,
);

/** Page: a restaurant's own website on its own domain, with a button to its webshop. */
const WEBSITE_BROWSER = group(
  "Page: the restaurant's own website",
  {
    domain: words("Address in the browser"),
    restaurant: words("Restaurant"),
    // More than two menu links beside the order button would not fit a phone-width picture.
    nav: list("Menu link", words("Menu link"), { min: 1, max: 2 }),
    orderButton: words("Order button"),
    headline: words("Heading"),
    subline: words("Text under the heading"),
    dishesTitle: words("Heading above the dishes"),
    dishes: list("Dish", group("Dish", PICTURE_DISH), { min: 1, max: 3 }),
    webshopHint: words("The webshop's address, beside the order button"),
  },
  PICTURE_HELP,
);

/** QR: a table sticker with a real QR code, and the table's menu on a guest's phone. */
const QR_TABLE = group(
  "QR: table sticker and the menu on a phone",
  {
    restaurant: words("Restaurant"),
    stickerTitle: words("Sticker: heading"),
    stickerHint: words("Sticker: text under the code"),
    table: words("Table"),
    menuTitle: words("Heading of the menu"),
    // The first two are in the basket, whose button shows their total.
    items: list("Dish", group("Dish", PICTURE_DISH), { min: 2, max: 4 }),
    basketButton: words("Basket button"),
  },
  PICTURE_HELP,
);

/** Manager: revenue over a week, today's orders, the delivery area, peak times and stock. */
const MANAGER_DASHBOARD = group(
  "Manager: the restaurant's dashboard",
  {
    restaurant: words("Restaurant"),
    revenueTitle: words("Heading of the revenue chart"),
    weekRevenueCents: list("Revenue of a day (Monday first)", price("Revenue of the day", { max: REVENUE_MAX_CENTS }), { length: 7 }),
    ordersTitle: words("Heading of the orders"),
    orders: list(
      "Order",
      group("Order", {
        number: words("Order number"),
        time: words("Time (HH:MM)"),
        kind: words("Pickup or delivery"),
        totalCents: price("Total", { max: REVENUE_MAX_CENTS }),
        status: words("Status"),
      }),
      { min: 1, max: 3 },
    ),
    areaTitle: words("Heading of the delivery area"),
    areaNote: words("Delivery area"),
    peakTitle: words("Heading of the peak times"),
    peakDay: words("Day"),
    peakFrom: words("From (HH:MM)"),
    peakUntil: words("Until (HH:MM)"),
    peakLimit: words("Limit"),
    stockTitle: words("Heading of the stock"),
    stock: list("Dish in stock or not", group("Dish", { name: words("Name"), inStock: switched("In stock") }), { min: 1, max: 3 }),
    inStock: words("In stock"),
    soldOut: words("Sold out"),
  },
  PICTURE_HELP,
);

/** POS: the handheld with an order ticket, options, pickup time, and confirm and print buttons. */
const POS_HANDHELD = group(
  "POS: the device with a new order",
  {
    restaurant: words("Restaurant"),
    newOrder: words("Heading"),
    orderNumber: words("Order number"),
    pickupLabel: words("Before the pickup time ('Afhalen om')"),
    pickupTime: words("Pickup time (HH:MM)"),
    customer: words("Customer"),
    // The printed ticket above the device shows the first two.
    items: list("Dish", ORDER_LINE, { min: 1, max: 3 }),
    paid: words("How it was paid"),
    totalLabel: words("Total"),
    confirm: words("Confirm button"),
    print: words("Print button"),
  },
  PICTURE_HELP,
);

/** The partners the integrations picture may show: the partner grid's (content/partners.ts). */
const PARTNER_IDS = PARTNERS.map((partner) => partner.id);

/** Integrations: the merchant portal's list of connected partners (names and kinds are the partner grid's). */
const PORTAL_INTEGRATIONS = group(
  "Integrations: the portal's integrations screen",
  {
    portal: words("Name of the portal"),
    restaurant: words("Restaurant"),
    menu: list("Menu item", words("Menu item"), { min: 1, max: 4 }),
    title: words("Heading"),
    intro: words("Text under the heading"),
    // Tiles in the order shown: a partner of the partner grid, named and described as there.
    partners: list("Partner", group("Partner", { partner: choice("Partner", PARTNER_IDS), on: switched("Connected") }), { min: 1, max: 6 }),
    connected: words("Connected"),
    connect: words("Connect button"),
  },
  PICTURE_HELP,
);

export const PRODUCT_PICTURES = page("pictures.products", "Pictures: product pages", {
  webshopCheckout: WEBSHOP_CHECKOUT,
  websiteBrowser: WEBSITE_BROWSER,
  qrTable: QR_TABLE,
  managerDashboard: MANAGER_DASHBOARD,
  posHandheld: POS_HANDHELD,
  portalIntegrations: PORTAL_INTEGRATIONS,
});

/** Every picture has alt text that says what it shows, in the page's language. */
interface Described {
  readonly alt: string;
}

export type WebshopCheckoutText = CopyOf<typeof WEBSHOP_CHECKOUT> & Described;
export type WebsiteBrowserText = CopyOf<typeof WEBSITE_BROWSER> & Described;
export type QrTableText = CopyOf<typeof QR_TABLE> & Described;
export type ManagerDashboardText = CopyOf<typeof MANAGER_DASHBOARD> & Described;
export type PosHandheldText = CopyOf<typeof POS_HANDHELD> & Described;

export interface PartnerTile {
  /** The partner's name in content/partners.ts (its wordmark look is found there by this name). */
  readonly name: string;
  /** What the partner does, in the page's language (the partner grid's kind label). */
  readonly kind: string;
  readonly on: boolean;
}

export type PortalIntegrationsText = Omit<CopyOf<typeof PORTAL_INTEGRATIONS>, "partners"> & Described & { readonly partners: readonly PartnerTile[] };

type ProductPicturesWords = CopyOf<typeof PRODUCT_PICTURES>;

export interface ProductPicturesCopy {
  readonly webshopCheckout: WebshopCheckoutText;
  readonly websiteBrowser: WebsiteBrowserText;
  readonly qrTable: QrTableText;
  readonly managerDashboard: ManagerDashboardText;
  readonly posHandheld: PosHandheldText;
  readonly portalIntegrations: PortalIntegrationsText;
}

/** One tile of the integrations picture, from a partner id of content/partners.ts and the page's kind labels. */
function partnerTile(id: string, on: boolean, kinds: Readonly<Record<PartnerKind, string>>): PartnerTile {
  const partner = PARTNERS.find((candidate) => candidate.id === id);
  if (!partner) throw new Error(`product pictures: no partner "${id}" in content/partners.ts`);
  return { name: partner.name, kind: kinds[partner.kind], on };
}

/** The pages whose words a language's product pictures take: each picture's alt text, the partner tiles' kinds. */
export interface PicturePages {
  webshop: Pick<ProductCopy, "heroImageAlt">;
  page: Pick<ProductCopy, "heroImageAlt">;
  qr: Pick<ProductCopy, "heroImageAlt">;
  manager: Pick<ProductCopy, "heroImageAlt">;
  pos: Pick<ProductCopy, "heroImageAlt">;
  integrations: { features: { lead: { imageAlt: string } }; partners: { kinds: Readonly<Record<PartnerKind, string>> } };
}

/**
 * One language's product pictures as the drawings read them: the words of the editor's entry
 * (`stored`, every language), each picture's alt text from its page, and each partner tile named
 * and described as the integrations page's partner grid does.
 */
export function productPicturesCopy(stored: unknown, locale: Locale, pages: PicturePages): ProductPicturesCopy {
  const pictures = inLanguage(PRODUCT_PICTURES, stored, locale);
  const alts: Readonly<Record<keyof ProductPicturesWords, string>> = {
    webshopCheckout: pages.webshop.heroImageAlt,
    websiteBrowser: pages.page.heroImageAlt,
    qrTable: pages.qr.heroImageAlt,
    managerDashboard: pages.manager.heroImageAlt,
    posHandheld: pages.pos.heroImageAlt,
    portalIntegrations: pages.integrations.features.lead.imageAlt,
  };
  const kinds = pages.integrations.partners.kinds;
  const described = <T>(key: keyof ProductPicturesWords, picture: T) => ({ alt: alts[key], ...picture });
  return {
    webshopCheckout: described("webshopCheckout", pictures.webshopCheckout),
    websiteBrowser: described("websiteBrowser", pictures.websiteBrowser),
    qrTable: described("qrTable", pictures.qrTable),
    managerDashboard: described("managerDashboard", pictures.managerDashboard),
    posHandheld: described("posHandheld", pictures.posHandheld),
    portalIntegrations: described("portalIntegrations", {
      ...pictures.portalIntegrations,
      partners: pictures.portalIntegrations.partners.map((tile) => partnerTile(tile.partner, tile.on, kinds)),
    }),
  };
}
