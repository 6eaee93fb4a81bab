import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { SupportCards } from "../components/support/SupportCards";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/support";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"info.support">(request, "support");
export const meta: Route.MetaFunction = routeMeta;

export default function SupportPage({ loaderData: copy }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={copy.hero} />
      <SupportCards copy={copy} />
      <ClosingCta />
    </>
  );
}
