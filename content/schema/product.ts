import type { IconName } from "../ids";
import type { PageCopy } from "./page";

/* Section shapes shared by the home and product pages (and free for other pages to reuse). */

interface FeatureCardCopy {
  /** One of app/components/sections/icons.ts. */
  icon: IconName;
  title: string;
  text: string;
}

export interface FeatureCardsCopy {
  title: string;
  intro?: string;
  cards: FeatureCardCopy[];
}

/** A heading with exactly two paragraphs; app/components/sections/copy.test.ts checks the count. */
export interface TwoParagraphsCopy {
  title: string;
  paragraphs: string[];
}

/** The copy of the product pages (one module per product). Strings may use the {placeholders} of figures.ts. */
export interface ProductCopy extends PageCopy {
  /** Describes the hero illustration for people who cannot see it. */
  heroImageAlt: string;
  intro: TwoParagraphsCopy;
  /** Exactly five cards; app/components/sections/copy.test.ts checks the count. */
  features: FeatureCardsCopy;
  outro: TwoParagraphsCopy;
  /**
   * The page's own closing block, for a page whose closing action is not the registration
   * (QR: the product demo); other pages use frame.closingCta.
   */
  closing?: { title: string; text: string; note: string };
}
