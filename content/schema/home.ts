import type { ProductId } from "../ids";
import type { PageCopy } from "../types";
import type { FeatureCardsCopy } from "./product";

export interface TestimonialCopy {
  text: string;
  name: string;
  job_title: string;
}

/** The copy of the home page. Strings may use the {placeholders} of app/components/sections/figures.ts. */
export interface HomeCopy extends PageCopy {
  heroImageAlt: string;
  /** Small print under the hero buttons. */
  heroNote: string;
  slider: {
    title: string;
    text: string;
    /** Alt text per template preview (public/illustrations/template-<key>.svg), in slider order. */
    templates: Record<"sushi" | "lunchroom" | "pizzeria" | "grill" | "snackbar", string>;
  };
  keyFeatures: FeatureCardsCopy;
  products: {
    title: string;
    intro: string;
    cards: Record<ProductId, { name: string; text: string }>;
    /** Link text; "{product}" is filled with the card's name. */
    more: string;
  };
  integrations: { title: string; text: string; link: string };
  /** `note` says the quotes are illustrative: the people are fictional, as on the case pages. */
  testimonials: { title: string; note: string; items: TestimonialCopy[] };
}
