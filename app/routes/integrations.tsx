import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/integrations";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"info.integrations">(request, "integrations");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<"info.integrations">(request, "integrations");
export const meta: Route.MetaFunction = routeMeta;

export default function IntegrationsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <ClosingCta />
    </>
  );
}
