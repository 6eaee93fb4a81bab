import type { ProductId } from "../ids";
import { type CopyOf, group, keyed, list, page, text } from "./fields";
import { HERO, META } from "./page";
import { featureCards } from "./product";

/** A quote on the home page or a case page. */
export const TESTIMONIAL = group("Quote", {
  text: text("Quote"),
  name: text("Name"),
  job_title: text("Job title"),
});

export type TestimonialCopy = CopyOf<typeof TESTIMONIAL>;

/** The slider's designs (scripts/pictures/drawings/template-<key>.tsx), in the slider's order. */
const TEMPLATES = {
  sushi: "Sushi restaurant",
  lunchroom: "Lunchroom",
  pizzeria: "Pizzeria",
  grill: "Grill",
  snackbar: "Snack bar",
} as const;

/** The product cards; the page shows them in its own order (ProductCards). */
const PRODUCTS = {
  "products.webshop": "Webshop",
  "products.page": "Page",
  "products.qr": "QR",
  "products.manager": "Manager",
  "products.pos": "POS-apparaat",
} as const satisfies Record<ProductId, string>;

/** The home page. Texts may use the {placeholders} of app/shared/figures.ts. */
export const HOME_PAGE = page("home.index", "Home", {
  meta: META,
  hero: HERO,
  heroImageAlt: text("What the picture at the top shows, for people who cannot see it"),
  heroNote: text("Small print under the buttons at the top"),
  slider: group("Designs slider", {
    title: text("Heading"),
    text: text("Text"),
    templates: keyed("What each design shows, for people who cannot see it: the restaurant and how its design looks", TEMPLATES, (label) => text(label)),
    // The buttons show only an arrow.
    previous: text("Name of the back arrow, read out by screen readers"),
    next: text("Name of the forward arrow, read out by screen readers"),
  }),
  // Six cards, two rows of the grid's three columns.
  keyFeatures: featureCards(6),
  products: group("Products", {
    title: text("Heading"),
    intro: text("Text under the heading"),
    cards: keyed("Cards", PRODUCTS, (label) => group(label, { name: text("Name"), text: text("Text") })),
    more: text("Link under each card", { placeholders: { product: "the card's product, as written under Name" } }),
  }),
  integrations: group("Integrations block", {
    title: text("Heading"),
    text: text("Text"),
    link: text("Link to the integrations page"),
  }),
  testimonials: group("Quotes", {
    title: text("Heading"),
    // The people are invented, as on the case pages.
    note: text("Note that the quotes are illustrative"),
    items: list("Quote", TESTIMONIAL),
  }),
});

export type HomeCopy = CopyOf<typeof HOME_PAGE>;
