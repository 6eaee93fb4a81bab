import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/faq";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"info.faq">(request, "faq");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<"info.faq">(request, "faq");
export const meta: Route.MetaFunction = routeMeta;

export default function FaqPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <ClosingCta />
    </>
  );
}
