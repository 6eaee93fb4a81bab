import { PageHero } from "../components/PageHero";
import { DownloadsSection } from "../components/downloads/DownloadsSection";
import { clientPageCopy, serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import type { Route } from "./+types/downloads";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"info.downloads">(request, "downloads");
export const clientLoader = ({ request }: Route.ClientLoaderArgs) => clientPageCopy<"info.downloads">(request, "downloads");
export const meta: Route.MetaFunction = routeMeta;

export default function DownloadsPage({ loaderData }: Route.ComponentProps) {
  return (
    <>
      <PageHero hero={loaderData.hero} />
      <DownloadsSection copy={loaderData} />
    </>
  );
}
