import { type CaseId, PRODUCT_IDS } from "../ids";
import { PLAN_IDS, PLAN_PRODUCTS } from "../pricing-constants";
import { type CopyOf, choice, group, list, type PageSchema, page, text } from "./fields";
import { TESTIMONIAL } from "./home";
import { HERO, META } from "./page";

/**
 * One structure for every case study: a sixth case is a new page here, its file and a
 * route-table entry, never a new component. Texts may use the {placeholders} of figures.ts.
 */
const CASE_FIELDS = {
  meta: META,
  hero: HERO,
  /** The businesses and people are invented; the page says so, briefly. */
  fictionNote: text("Note that the business and the people are invented"),
  pictureAlt: text("What the picture beside the challenge shows, for people who cannot see it"),
  results: group("Results", {
    label: text("Name of the results, read out by screen readers"),
    // The figures of content/pricing-constants.ts only, through their placeholders.
    items: list("Result", group("Result", { value: text("Figure"), text: text("What the figure counts") })),
  }),
  testimonials: group("Quotes", {
    label: text("Heading"),
    items: list("Quote", TESTIMONIAL, { length: 2 }),
  }),
  challenge: group("Challenge", {
    title: text("Heading"),
    text: text("Text"),
    bullets: list("Point", text("Point"), { length: 4 }),
  }),
  solution: group("Solution", {
    title: text("Heading"),
    text: text("Text"),
    checklist: list("Checklist item", text("Checklist item")),
  }),
  conclusion: group("Conclusion", { title: text("Heading"), text: text("Text") }),
  /** A link from the conclusion to the product that carried the story. */
  cta: group("Link to the product", { label: text("Link text"), product: choice("Product", PRODUCT_IDS) }),
  /**
   * The plan the business is on and the plan's products it uses: the same in every language, and
   * one combination the plan sells (PLAN_OFFER); the offer lint holds the case's words to it.
   */
  offer: group("Plan and products the business uses", {
    plan: choice("Plan", PLAN_IDS),
    products: list("Product", choice("Product", PLAN_PRODUCTS)),
  }),
};

/** The case pages, by route id (checked against each page's own, which names its file); each is its own entry in the editor. */
export const CASE_PAGES = {
  "cases.lunchroom": page("cases.lunchroom", "Case: Lunchroom", CASE_FIELDS),
  "cases.sushi": page("cases.sushi", "Case: Sushi", CASE_FIELDS),
  "cases.cafetaria": page("cases.cafetaria", "Case: Cafetaria", CASE_FIELDS),
  "cases.italian": page("cases.italian", "Case: Italian", CASE_FIELDS),
  "cases.grillroom": page("cases.grillroom", "Case: Grillroom", CASE_FIELDS),
} satisfies { [Id in CaseId]: PageSchema & { readonly id: Id } };

export type CaseCopy = CopyOf<PageSchema<typeof CASE_FIELDS>>;
