import { Check, X } from "lucide-react";
import { useId } from "react";
import type { SiteConfig } from "../../../config/site-config";
import { PLAN_IDS, type PlanId, TRIAL_PLANS } from "../../../content/pricing-constants";
import type { PricingCopy } from "../../../content/schema/pricing";
import { useFrame } from "../../i18n/frame-context";
import { Breakable } from "../../i18n/word-breaks";
import { CtaLink } from "../sections/CtaLink";
import { TrialTermsLink } from "../sections/TrialTermsLink";

/** Enterprise is contact-only through the demo form; the others open an account. */
function startHref(site: Pick<SiteConfig, "demoFormUrl" | "merchantRegisterUrl" | "merchantStartUrl">, plan: PlanId): string {
  if (plan === "enterprise") return site.demoFormUrl;
  return TRIAL_PLANS.includes(plan) ? site.merchantRegisterUrl : site.merchantStartUrl;
}

/** The four plan cards, with the fields of content/schema/pricing.ts. */
export function PlanCards({ copy }: { copy: PricingCopy }) {
  const { site } = useFrame();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <div className="container-page">
        <h2 id={titleId} className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          <Breakable text={copy.plansTitle} />
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">
          {copy.vatNote} <TrialTermsLink />
        </p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
          {PLAN_IDS.map((id) => {
            const plan = copy.plans[id];
            return (
              // Two rows of the list's grid, shared with the cards beside it (subgrid): the buttons' row
              // is as tall as the tallest button in it, so a label that wraps on one card makes every
              // button of the row as tall, and the buttons line up.
              <li key={id} data-plan={id} className="row-span-2 grid grid-rows-subgrid gap-y-0 rounded-card border border-ink-100 bg-white p-6 shadow-card">
                <div>
                  <h3 className="text-xl font-bold">
                    <Breakable text={plan.title} />
                  </h3>
                  <p className="mt-1 text-ink-700">{plan.subtitle}</p>
                  <p className="mt-5">
                    <span className="block text-4xl font-extrabold tracking-tight" data-testid="plan-price">
                      {plan.price}
                    </span>
                    <span className="text-ink-700">{plan.period}</span>
                  </p>
                  <p className="mt-4 text-ink-700">{plan.description}</p>
                  <p className="sr-only">{copy.included}</p>
                  <ul className="mt-5 space-y-2">
                    {plan.enabledFeatures.map((feature) => (
                      <li key={feature} className="flex gap-2">
                        <Check aria-hidden="true" className="mt-1 size-5 shrink-0 text-fresh-600" />
                        {feature}
                      </li>
                    ))}
                  </ul>
                  {plan.disabledFeatures.length > 0 ? (
                    <>
                      <p className="sr-only">{copy.notIncluded}</p>
                      <ul className="mt-2 space-y-2 text-ink-700">
                        {plan.disabledFeatures.map((feature) => (
                          <li key={feature} className="flex gap-2 line-through decoration-ink-300">
                            <X aria-hidden="true" className="mt-1 size-5 shrink-0 text-ink-500" />
                            {feature}
                          </li>
                        ))}
                      </ul>
                    </>
                  ) : null}
                </div>
                <div className="pt-6">
                  {/* Full width, so the label needs no side padding of its own: "Probeer 30 dagen gratis" fits a four-column card. */}
                  <CtaLink
                    href={startHref(site, id)}
                    variant={id === "enterprise" ? "secondary" : "primary"}
                    track={id === "enterprise" ? undefined : "onboarding_start"}
                    arrow={false}
                    className="flex h-full w-full px-2"
                  >
                    {plan.start}
                  </CtaLink>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
