import type { ProductId } from "../ids";
import type { PlanId, PlanProduct } from "../pricing-constants";
import type { PageCopy } from "./page";

/** A testimonial is a quote, the person's name and their job title. */
interface Testimonial {
  text: string;
  name: string;
  job_title: string;
}

/**
 * One structure for every case study: a sixth case is a new copy module and a
 * route-table entry, never a new component.
 */
export interface CaseCopy extends PageCopy {
  /** The businesses and people are invented; the page says so, briefly. */
  fictionNote: string;
  /** Alt text of the case's picture beside the challenge (scripts/pictures/drawings/case-*.tsx): what it shows. */
  pictureAlt: string;
  /** Headline results, e.g. "25%" + "more orders"; use the figures of content/pricing-constants.ts only. */
  results: { label: string; items: ReadonlyArray<{ value: string; text: string }> };
  testimonials: { label: string; items: readonly [Testimonial, Testimonial] };
  /** One paragraph and exactly four bullets. */
  challenge: { title: string; text: string; bullets: readonly [string, string, string, string] };
  solution: { title: string; text: string; checklist: readonly string[] };
  conclusion: { title: string; text: string };
  /** A link from the conclusion to the product that carried the story. */
  cta: { label: string; product: ProductId };
  /**
   * The plan the business is on and the plan's products it uses: the same in both languages, and
   * one combination the plan sells (PLAN_OFFER); the offer lint holds the case's words to it.
   */
  offer: { plan: PlanId; products: readonly PlanProduct[] };
}
