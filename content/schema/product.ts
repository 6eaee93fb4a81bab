import { ICON_NAMES, type ProductId } from "../ids";
import { type CopyOf, choice, group, list, type PageSchema, page, text } from "./fields";
import { HERO, META } from "./page";

/* Section shapes shared by the home and product pages (and free for other pages to reuse). */

/** A heading with exactly two paragraphs, as the section's layout is made for a pair. */
const twoParagraphs = (label: string) =>
  group(label, {
    title: text("Heading"),
    paragraphs: list("Paragraph", text("Paragraph"), { length: 2 }),
  });

export type TwoParagraphsCopy = CopyOf<ReturnType<typeof twoParagraphs>>;

/** A grid of icon cards, as many as the page's layout is made for (five on a product page). */
export const featureCards = (length: number) =>
  group("Feature cards", {
    title: text("Heading"),
    intro: text("Text under the heading"),
    cards: list(
      "Card",
      group("Card", {
        icon: choice("Icon", ICON_NAMES),
        title: text("Heading"),
        text: text("Text"),
      }),
      { length },
    ),
  });

export type FeatureCardsCopy = CopyOf<ReturnType<typeof featureCards>>;

/** What every product page has. Texts may use the {placeholders} of figures.ts. */
const PRODUCT_FIELDS = {
  meta: META,
  hero: HERO,
  heroImageAlt: text("What the picture at the top shows, for people who cannot see it"),
  intro: twoParagraphs("First two paragraphs"),
  features: featureCards(5),
  outro: twoParagraphs("Last two paragraphs"),
};

/**
 * The QR page sells through the demo form only, so it closes with its own words about the demo;
 * the other product pages close with the registration's (frame.closingCta) and have none.
 */
const OWN_CLOSING = group("Closing block", {
  title: text("Heading"),
  text: text("Text"),
  note: text("Small print under the button"),
});

/** The product pages, by route id (checked against each page's own, which names its file); each is its own entry in the editor. */
export const PRODUCT_PAGES = {
  "products.webshop": page("products.webshop", "Product: Webshop", PRODUCT_FIELDS),
  "products.page": page("products.page", "Product: Page", PRODUCT_FIELDS),
  "products.pos": page("products.pos", "Product: POS-apparaat", PRODUCT_FIELDS),
  "products.qr": page("products.qr", "Product: QR", { ...PRODUCT_FIELDS, closing: OWN_CLOSING }),
  "products.manager": page("products.manager", "Product: Manager", PRODUCT_FIELDS),
} satisfies { [Id in ProductId]: PageSchema & { readonly id: Id } };

/** Any product page's copy, as ProductPage receives it: `closing` only on the QR page. */
export type ProductCopy = CopyOf<PageSchema<typeof PRODUCT_FIELDS>> & { readonly closing?: CopyOf<typeof OWN_CLOSING> };
