import { PARTNERS, type PartnerKind } from "../partners";

/*
 * The words in the product pages' pictures (scripts/pictures/drawings/*.tsx), one shape per
 * picture, filled in content/{nl,en}/product-pictures.ts. Prices are cents and times are
 * "HH:MM" on a 24-hour clock: the drawing formats both for the locale (€ 8,50 / €8.50), so no
 * figure is typed into copy. The restaurants are the case pages' own (invented) businesses.
 */

/** One line of a basket, menu or order ticket. */
interface PictureItem {
  name: string;
  /** Price of one, in cents. */
  priceCents: number;
  quantity?: number;
  /** Choices the guest made, shown under the name ("Extra gember"). */
  options?: readonly string[];
}

/** Every picture has alt text that says what it shows, in the page's language. */
interface Described {
  alt: string;
}

/** Webshop page: the checkout on a phone, with pickup or delivery and the payment methods the copy names. */
export interface WebshopCheckoutText extends Described {
  restaurant: string;
  title: string;
  pickup: string;
  delivery: string;
  /** "Afhalen om" + the time. */
  pickupTimeLabel: string;
  pickupTime: string;
  items: readonly PictureItem[];
  totalLabel: string;
  paymentTitle: string;
  /** The card method's label; the wallets and iDEAL/Bancontact keep their own names. */
  cards: string;
  payButton: string;
}

/** Page: a restaurant's own website on its own domain, with a button to its webshop. */
export interface WebsiteBrowserText extends Described {
  domain: string;
  restaurant: string;
  /** Two menu links beside the order button (more would not fit a phone-width picture). */
  nav: readonly [string, string];
  orderButton: string;
  headline: string;
  subline: string;
  dishesTitle: string;
  dishes: readonly PictureItem[];
  /** The webshop's own address, shown in the hint beside the order button. */
  webshopHint: string;
}

/** QR: a table sticker with a real QR code, and the table's menu on a guest's phone. */
export interface QrTableText extends Described {
  restaurant: string;
  stickerTitle: string;
  stickerHint: string;
  table: string;
  menuTitle: string;
  items: readonly PictureItem[];
  basketButton: string;
}

/** Manager: revenue over a week, today's orders, the delivery area, peak times and stock. */
export interface ManagerDashboardText extends Described {
  restaurant: string;
  revenueTitle: string;
  /** Seven days' revenue in cents, Monday first. */
  weekRevenueCents: readonly [number, number, number, number, number, number, number];
  ordersTitle: string;
  orders: ReadonlyArray<{ number: string; time: string; kind: string; totalCents: number; status: string }>;
  areaTitle: string;
  areaNote: string;
  peakTitle: string;
  peakDay: string;
  peakFrom: string;
  peakUntil: string;
  peakLimit: string;
  stockTitle: string;
  stock: ReadonlyArray<{ name: string; inStock: boolean }>;
  inStock: string;
  soldOut: string;
}

/** POS: the handheld with an order ticket, options, pickup time, and confirm and print buttons. */
export interface PosHandheldText extends Described {
  restaurant: string;
  newOrder: string;
  orderNumber: string;
  pickupLabel: string;
  pickupTime: string;
  customer: string;
  items: readonly PictureItem[];
  paid: string;
  totalLabel: string;
  confirm: string;
  print: string;
}

/** Integrations: the merchant portal's list of connected partners (names from content/partners.ts). */
export interface PortalIntegrationsText extends Described {
  portal: string;
  restaurant: string;
  menu: readonly string[];
  title: string;
  intro: string;
  /** Tiles in the order shown: made with partnerTile, so names and kinds are the partner grid's. */
  partners: readonly PartnerTile[];
  connected: string;
  connect: string;
}

export interface PartnerTile {
  /** The partner's name in content/partners.ts (its wordmark look is found there by this name). */
  name: string;
  /** What the partner does, in the page's language (the partner grid's kind label). */
  kind: string;
  on: boolean;
}

/** One tile of the integrations picture, from a partner id of content/partners.ts and the page's kind labels. */
export function partnerTile(id: string, on: boolean, kinds: Readonly<Record<PartnerKind, string>>): PartnerTile {
  const partner = PARTNERS.find((candidate) => candidate.id === id);
  if (!partner) throw new Error(`product pictures: no partner "${id}" in content/partners.ts`);
  return { name: partner.name, kind: kinds[partner.kind], on };
}

export interface ProductPicturesCopy {
  webshopCheckout: WebshopCheckoutText;
  websiteBrowser: WebsiteBrowserText;
  qrTable: QrTableText;
  managerDashboard: ManagerDashboardText;
  posHandheld: PosHandheldText;
  portalIntegrations: PortalIntegrationsText;
}
