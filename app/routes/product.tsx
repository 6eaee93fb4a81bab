import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { ProductId } from "../route-table";
import type { Route } from "./+types/product";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<ProductId>(request, "product");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<ProductId>(request, "product");
export const meta: Route.MetaFunction = routeMeta;

export default function ProductPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <ClosingCta />
    </>
  );
}
