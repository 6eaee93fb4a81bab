import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/home";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"home.index">(request, "home");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<"home.index">(request, "home");
export const meta: Route.MetaFunction = routeMeta;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <ClosingCta />
    </>
  );
}
