import { type CopyOf, count, group, list, optionalText, page, price, switched } from "./fields";
import { PICTURE_HELP, words } from "./product-pictures";

/*
 * The words and prices in the home page's and the case pages' pictures
 * (scripts/pictures/drawings/*.tsx), written in the editor as one entry,
 * content/pages/pictures.showcase.json. Prices are cents in the file (the editor shows euros) and
 * times "HH:MM" (24-hour): the drawing formats them for the locale (€ 8,50 / €8.50), so no figure
 * is typed into copy. A list's limits are the room its drawing has. The alt texts live in the
 * pages' own copy (home, cases.*), which the page shows.
 */

/** One dish in a webshop: name, an optional line under it, and its price. */
const SHOP_DISH = group("Dish", {
  name: words("Name"),
  note: optionalText("Line under the name (may be left empty)", { figures: false, oneLine: true }),
  priceCents: price("Price"),
});

/** A restaurant's webshop on a phone, as a guest sees it. */
const shop = (label: string) =>
  group(label, {
    restaurant: words("Restaurant"),
    tagline: words("Under the name: the kind of place, the town, opening hours"),
    // The tabs share one row of the phone's screen; the first is the one open.
    categories: list("Menu tab", words("Menu tab"), { min: 1, max: 4 }),
    // The grid designs show two rows of two.
    dishes: list("Dish", SHOP_DISH, { min: 1, max: 4 }),
    add: optionalText("Add-to-basket button (left empty, the design draws a +)", { figures: false, oneLine: true }),
    basket: words("Basket bar"),
    basketCount: count("Dishes in the basket (the first ones of the list)", { min: 0, max: 4, countsIn: "dishes" }),
  });

/** The home hero: the webshop, and the new order as the restaurant sees it. */
const HOME_HERO = group(
  "Home page: the webshop and the new order",
  {
    shop: shop("Webshop"),
    order: group("New order", {
      title: words("Heading"),
      number: words("Order number"),
      customer: words("Customer"),
      when: words("Before the pickup time ('Afhalen om')"),
      time: words("Pickup time (HH:MM)"),
      lines: list("Dish", group("Dish", { quantity: count("How many", { min: 1, max: 9 }), name: words("Name"), priceCents: price("Price of one") }), {
        min: 1,
        max: 2,
      }),
      total: words("Total"),
      accept: words("Accept button"),
    }),
  },
  PICTURE_HELP,
);

/** The designs of the home page's template slider, by the key the slider looks each up by. */
const TEMPLATES = group(
  "Home page: the webshop designs",
  {
    sushi: shop("Design: sushi"),
    lunchroom: shop("Design: lunchroom"),
    pizzeria: shop("Design: pizzeria"),
    grill: shop("Design: grill"),
    snackbar: shop("Design: snack bar"),
  },
  PICTURE_HELP,
);

/** Lunchroom Zuiderzon: lunch ordered ahead, with a pickup time. */
const LUNCHROOM_CASE = group(
  "Case Lunchroom: lunch ordered ahead",
  {
    shop: shop("Webshop"),
    pickupTitle: words("Heading above the times"),
    slots: list("Time (HH:MM)", words("Time (HH:MM)"), { min: 1, max: 4 }),
    chosen: count("The chosen time (1 is the first)", { min: 1, max: 4, position: true, countsIn: "slots" }),
  },
  PICTURE_HELP,
);

/** Sushi Kaido: the guest builds a box with the product configurator. */
const SUSHI_CASE = group(
  "Case Sushi: the box a guest puts together",
  {
    restaurant: words("Restaurant"),
    title: words("Heading"),
    basePriceCents: price("Price of the box without extras"),
    steps: list(
      "Step",
      group("Step", {
        label: words("Heading of the step"),
        choices: list("Choice", group("Choice", { name: words("Name"), extraCents: price("Price on top of the box"), chosen: switched("Chosen") }), {
          min: 1,
          max: 3,
        }),
      }),
      { min: 1, max: 2 },
    ),
    pickup: words("Pickup"),
    delivery: words("Delivery"),
    add: words("Add-to-basket button"),
  },
  PICTURE_HELP,
);

/** Cafetaria De Spits: a sold-out snack switched off, the rest orderable. */
const CAFETARIA_CASE = group(
  "Case Cafetaria: a sold-out snack",
  {
    shop: shop("Webshop"),
    soldOut: count("The dish that is sold out (1 is the first)", { min: 1, max: 4, position: true, countsIn: "shop.dishes" }),
    soldOutLabel: words("Sold out"),
  },
  PICTURE_HELP,
);

/** Trattoria Olivo: its own website on its own domain, linked to the webshop. */
const ITALIAN_CASE = group(
  "Case Italian: the restaurant's own website",
  {
    domain: words("Address in the browser"),
    restaurant: words("Restaurant"),
    nav: list("Menu link", words("Menu link"), { min: 1, max: 3 }),
    headline: words("Heading"),
    intro: words("Text under the heading"),
    orderButton: words("Order button"),
    menuTitle: words("Heading above the dishes"),
    dishes: list("Dish", group("Dish", { name: words("Name"), priceCents: price("Price") }), { min: 1, max: 3 }),
    hours: words("Opening hours"),
  },
  PICTURE_HELP,
);

/** Grillroom Saray: its own delivery area and an honest delivery time. */
const GRILLROOM_CASE = group(
  "Case Grillroom: delivery in its own area",
  {
    shop: shop("Webshop"),
    deliveryLabel: words("Before the delivery time ('Bezorgen in')"),
    deliveryMinutes: words("Delivery time"),
    postcodeCheck: words("Postcode check"),
  },
  PICTURE_HELP,
);

export const SHOWCASE_PICTURES = page("pictures.showcase", "Pictures: home and cases", {
  homeHero: HOME_HERO,
  templates: TEMPLATES,
  cases: group("Cases", {
    lunchroom: LUNCHROOM_CASE,
    sushi: SUSHI_CASE,
    cafetaria: CAFETARIA_CASE,
    italian: ITALIAN_CASE,
    grillroom: GRILLROOM_CASE,
  }),
});

export type ShowcasePicturesCopy = CopyOf<typeof SHOWCASE_PICTURES>;
export type ShopText = CopyOf<ReturnType<typeof shop>>;
export type ShopDish = CopyOf<typeof SHOP_DISH>;
export type HomeHeroText = CopyOf<typeof HOME_HERO>;
export type TemplateKey = keyof CopyOf<typeof TEMPLATES>;
export type LunchroomCaseText = CopyOf<typeof LUNCHROOM_CASE>;
export type SushiCaseText = CopyOf<typeof SUSHI_CASE>;
export type CafetariaCaseText = CopyOf<typeof CAFETARIA_CASE>;
export type ItalianCaseText = CopyOf<typeof ITALIAN_CASE>;
export type GrillroomCaseText = CopyOf<typeof GRILLROOM_CASE>;
