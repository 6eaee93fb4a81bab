import type { PricingCopy } from "../../content/types";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { ComparisonTable } from "../components/pricing/ComparisonTable";
import { CostCalculator } from "../components/pricing/CostCalculator";
import { PlanCards } from "../components/pricing/PlanCards";
import { TrialTerms } from "../components/pricing/TrialTerms";
import { WholeCost } from "../components/pricing/WholeCost";
import { useFrame } from "../i18n/frame-context";
import { JsonLd } from "../seo/JsonLd";
import { organizationId } from "../seo/organization";
import { pricingLd } from "../seo/pricing";
import type { Locale } from "../shared/locales";

/** `url` is the page's canonical address in `locale`, as structured data cites it. */
export function PricingPage({ copy, locale, url }: { copy: PricingCopy; locale: Locale; url: string }) {
  const { site } = useFrame();
  return (
    <>
      <JsonLd data={pricingLd(copy, url, { name: site.brandName, organizationId: organizationId(site) })} />
      <PageHero hero={copy.hero} />
      <PlanCards copy={copy} />
      <CostCalculator copy={copy.calculator} plans={copy.plans} locale={locale} />
      <ComparisonTable copy={copy.table} plans={copy.plans} />
      <TrialTerms copy={copy.trial} />
      <WholeCost copy={copy.costs} />
      <ClosingCta />
    </>
  );
}
