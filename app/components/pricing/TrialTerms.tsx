import type { PricingCopy } from "../../../content/schema/pricing";
import { Section } from "../sections/Section";
import { TRIAL_TERMS_ID } from "../sections/TrialTermsLink";
import { TextCards } from "./TextCards";

/** The free trial's terms: what is free, what is not, stopping, and the day the first fee is due. */
export function TrialTerms({ copy }: { copy: PricingCopy["trial"] }) {
  return (
    <Section id={TRIAL_TERMS_ID} title={copy.title} intro={copy.intro}>
      <TextCards items={copy.items} className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" bordered testId="trial-terms" />
    </Section>
  );
}
