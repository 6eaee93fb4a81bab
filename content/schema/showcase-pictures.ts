/*
 * The words in the home page's and the case pages' pictures (scripts/pictures/drawings/*.tsx),
 * filled in content/{nl,en}/showcase-pictures.ts. Prices are cents and times "HH:MM" (24-hour):
 * the drawing formats them for the locale (€ 8,50 / €8.50), so no figure is typed into copy.
 * The alt texts live in the pages' own copy (home.ts, cases.*.ts), which the page shows.
 */

/** One dish in a webshop: name, an optional line under it, and its price in cents. */
export interface ShopDish {
  name: string;
  note?: string;
  priceCents: number;
}

/** A restaurant's webshop on a phone, as a guest sees it. */
export interface ShopText {
  restaurant: string;
  /** Under the name: the kind of place, the town, opening hours. */
  tagline: string;
  /** The menu's tabs; the first is the one open. */
  categories: readonly string[];
  dishes: readonly ShopDish[];
  /** The add-to-basket button's label ("Toevoegen"), only for designs that write it (others draw a "+"). */
  add?: string;
  /** "Winkelmand" + the number of items and the total. */
  basket: string;
  /** How many dishes the basket holds. */
  basketCount: number;
}

/** The home hero: the webshop, and the new order as the restaurant sees it. */
export interface HomeHeroText {
  shop: ShopText;
  order: {
    /** "Nieuwe bestelling" */
    title: string;
    /** "#1042" */
    number: string;
    customer: string;
    /** "Afhalen om" + `time`. */
    when: string;
    time: string;
    lines: readonly { quantity: number; name: string; priceCents: number }[];
    total: string;
    accept: string;
  };
}

export type TemplateKey = "sushi" | "lunchroom" | "pizzeria" | "grill" | "snackbar";

/** Lunchroom Zuiderzon: lunch ordered ahead, with a pickup time. */
export interface LunchroomCaseText {
  shop: ShopText;
  pickupTitle: string;
  slots: readonly string[];
  /** Index in `slots` of the chosen time. */
  chosen: number;
}

/** Sushi Kaido: the guest builds a box with the product configurator. */
export interface SushiCaseText {
  restaurant: string;
  title: string;
  basePriceCents: number;
  steps: readonly { label: string; choices: readonly { name: string; extraCents: number; chosen: boolean }[] }[];
  pickup: string;
  delivery: string;
  add: string;
}

/** Cafetaria De Spits: a sold-out snack switched off, the rest orderable. */
export interface CafetariaCaseText {
  shop: ShopText;
  /** Index in `shop.dishes` of the dish that is sold out. */
  soldOut: number;
  soldOutLabel: string;
}

/** Trattoria Olivo: its own website on its own domain, linked to the webshop. */
export interface ItalianCaseText {
  domain: string;
  restaurant: string;
  nav: readonly string[];
  headline: string;
  intro: string;
  orderButton: string;
  menuTitle: string;
  dishes: readonly ShopDish[];
  hours: string;
}

/** Grillroom Saray: its own delivery area and an honest delivery time. */
export interface GrillroomCaseText {
  shop: ShopText;
  /** "Bezorgen in" + the minutes. */
  deliveryLabel: string;
  deliveryMinutes: string;
  postcodeCheck: string;
}

export interface ShowcasePicturesCopy {
  homeHero: HomeHeroText;
  templates: Record<TemplateKey, ShopText>;
  cases: {
    lunchroom: LunchroomCaseText;
    sushi: SushiCaseText;
    cafetaria: CafetariaCaseText;
    italian: ItalianCaseText;
    grillroom: GrillroomCaseText;
  };
}
