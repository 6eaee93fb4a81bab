import type { ProductId } from "../ids";
import type { PageCopy } from "./page";
import type { FeatureCardsCopy } from "./product";

export interface TestimonialCopy {
  text: string;
  name: string;
  job_title: string;
}

/** The copy of the home page. Strings may use the {placeholders} of app/components/sections/figures.ts. */
export interface HomeCopy extends PageCopy {
  /** What the hero picture (scripts/pictures/drawings/home-hero.tsx) shows. */
  heroImageAlt: string;
  /** Small print under the hero buttons. */
  heroNote: string;
  slider: {
    title: string;
    text: string;
    /** Alt text per design (scripts/pictures/drawings/template-<key>.tsx), in slider order: the restaurant and what its design looks like. */
    templates: Record<"sushi" | "lunchroom" | "pizzeria" | "grill" | "snackbar", string>;
    /** The arrow buttons' names (they show only an arrow). */
    previous: string;
    next: string;
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
