import { ClosingCta } from "../components/frame/ClosingCta";
import { FeatureCards } from "../components/integrations/FeatureCards";
import { IntegrationsHero } from "../components/integrations/IntegrationsHero";
import { PartnerGrid } from "../components/integrations/PartnerGrid";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/integrations";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"info.integrations">(request, "integrations");
export const meta: Route.MetaFunction = routeMeta;

export default function IntegrationsPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <IntegrationsHero hero={copy.hero} heroHighlight={copy.heroHighlight} heroMore={copy.heroMore} />
      <PartnerGrid partners={copy.partners} />
      <FeatureCards features={copy.features} />
      <ClosingCta />
    </>
  );
}
