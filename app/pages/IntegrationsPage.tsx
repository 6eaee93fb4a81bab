import type { IntegrationsCopy } from "../../content/types";
import { ClosingCta } from "../components/frame/ClosingCta";
import { IntegrationFeatures } from "../components/integrations/IntegrationFeatures";
import { IntegrationsHero } from "../components/integrations/IntegrationsHero";
import { PartnerGrid } from "../components/integrations/PartnerGrid";

export function IntegrationsPage({ copy }: { copy: IntegrationsCopy }) {
  return (
    <>
      <IntegrationsHero hero={copy.hero} heroHighlight={copy.heroHighlight} heroMore={copy.heroMore} />
      <PartnerGrid partners={copy.partners} />
      <IntegrationFeatures features={copy.features} />
      <ClosingCta />
    </>
  );
}
