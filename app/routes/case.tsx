import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { CaseId } from "../route-table";
import type { Route } from "./+types/case";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<CaseId>(request, "case");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<CaseId>(request, "case");
export const meta: Route.MetaFunction = routeMeta;

export default function CasePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <ClosingCta />
    </>
  );
}
