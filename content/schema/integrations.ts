import type { PartnerKind } from "../partners";
import type { PageCopy } from "./page";

interface FeatureCard {
  title: string;
  text: string;
}

/** The copy of the integrations page. */
export interface IntegrationsCopy extends PageCopy {
  /**
   * The heading is shown in three parts: hero.title split around this phrase, which is
   * highlighted. It must occur in hero.title exactly once (the build fails otherwise).
   */
  heroHighlight: string;
  /** Second part of the description; the first is hero.subtitle. */
  heroMore: string;
  partners: {
    title: string;
    text: string;
    /** What each kind of partner does, shown under its wordmark. */
    kinds: Record<PartnerKind, string>;
    invite: { title: string; text: string; link: string };
  };
  features: {
    title: string;
    /** The first card carries a button and the portal screenshot. */
    lead: FeatureCard & { button: string; imageAlt: string };
    cards: readonly [FeatureCard, FeatureCard, FeatureCard, FeatureCard];
  };
}
