import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { Calculator } from "../components/pricing/Calculator";
import { ComparisonTable } from "../components/pricing/ComparisonTable";
import { PlanCards } from "../components/pricing/PlanCards";
import { pricingFigures } from "../components/pricing/pricing-figures";
import { fillCopy } from "../components/sections/figures";
import { useFrame } from "../i18n/frame-context";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import { requestLocale } from "../i18n/request-locale";
import { site } from "../config/site";
import { usePageUrl } from "../seo/use-page-url";
import { JsonLd } from "../seo/JsonLd";
import { organizationId } from "../seo/organization";
import { pricingLd } from "../seo/pricing";
import type { Route } from "./+types/pricing";

export const loader = async ({ request }: Route.LoaderArgs) => {
  const locale = requestLocale(request);
  return fillCopy(await serverPageCopy<"pricing.index">(request, "pricing"), locale, pricingFigures(locale));
};
export const meta: Route.MetaFunction = routeMeta;

export default function PricingPage({ loaderData: copy }: Route.ComponentProps) {
  const pageUrl = usePageUrl();
  const { locale } = useFrame();
  return (
    <>
      <JsonLd data={pricingLd(copy, pageUrl, { name: site.brandName, organizationId: organizationId(site) })} />
      <PageHero hero={copy.hero} />
      <PlanCards copy={copy} />
      <Calculator copy={copy.calculator} plans={copy.plans} locale={locale} />
      <ComparisonTable copy={copy.table} plans={copy.plans} />
      <ClosingCta />
    </>
  );
}
