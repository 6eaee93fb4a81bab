import { PageHero } from "../components/PageHero";
import { DownloadsSection } from "../components/downloads/DownloadsSection";
import { VISITOR_OS_SCRIPT } from "../components/downloads/visitor-os";
import { useFrame } from "../i18n/frame-context";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import { site } from "../config/site";
import { usePageUrl } from "../seo/use-page-url";
import { JsonLd } from "../seo/JsonLd";
import { SOFTWARE_BLOCK_ID, softwareLd } from "../seo/software";
import type { Route } from "./+types/downloads";

export const loader = ({ request }: Route.LoaderArgs) => serverPageCopy<"info.downloads">(request, "downloads");
export const meta: Route.MetaFunction = routeMeta;

export default function DownloadsPage({ loaderData }: Route.ComponentProps) {
  const pageUrl = usePageUrl();
  const { locale } = useFrame();
  return (
    <>
      {/* Marks the visitor's system on <html> before the cards paint (visitor-os.ts); hashed into the CSP by the pre-renderer. */}
      <script dangerouslySetInnerHTML={{ __html: VISITOR_OS_SCRIPT }} />
      <JsonLd id={SOFTWARE_BLOCK_ID} data={softwareLd(loaderData, pageUrl, site.brandName)} />
      <PageHero hero={loaderData.hero} />
      <DownloadsSection copy={loaderData} locale={locale} />
    </>
  );
}
