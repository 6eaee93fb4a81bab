import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/pricing";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"pricing.index">(request, "pricing");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<"pricing.index">(request, "pricing");
export const meta: Route.MetaFunction = routeMeta;

export default function PricingPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <ClosingCta />
    </>
  );
}
