import type { PricingCopy } from "../../../content/schema/pricing";
import { Breakable, Prose } from "../../i18n/word-breaks";
import { Section } from "../sections/Section";
import { TRIAL_TERMS_ID } from "../sections/TrialTermsLink";

/** The free trial's terms: what is free, what is not, stopping, and the day the first fee is due. */
export function TrialTerms({ copy }: { copy: PricingCopy["trial"] }) {
  return (
    <Section id={TRIAL_TERMS_ID} title={copy.title} intro={copy.intro}>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4" data-testid="trial-terms">
        {copy.items.map((item) => (
          <li key={item.title} className="min-w-0 rounded-card border border-ink-100 bg-white p-6 shadow-card">
            <h3 className="text-lg font-bold text-ink-900">
              <Breakable text={item.title} />
            </h3>
            <p className="mt-2 text-ink-700">
              <Prose text={item.text} />
            </p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
