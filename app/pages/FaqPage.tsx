import { Link } from "react-router";
import { FaqAccordion } from "../components/faq/FaqAccordion";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { fillCopy } from "../components/sections/figures";
import { serverPageCopy } from "../i18n/page-copy";
import { routeMeta } from "../i18n/page-meta";
import { requestLocale } from "../i18n/request-locale";
import { pathOf } from "../route-table";
import { usePageUrl } from "../seo/use-page-url";
import { faqPageLd } from "../seo/faq";
import { JsonLd } from "../seo/JsonLd";
import type { Route } from "./+types/faq";

// Prices, commission and other figures come from pricing-constants, so the answers agree with /prijzen.
export const loader = async ({ request }: Route.LoaderArgs) => fillCopy(await serverPageCopy<"info.faq">(request, "faq"), requestLocale(request));
export const meta: Route.MetaFunction = routeMeta;

export default function FaqPage({ loaderData: copy }: Route.ComponentProps) {
  const pageUrl = usePageUrl();
  return (
    <>
      <JsonLd data={faqPageLd(copy, pageUrl)} />
      <PageHero
        hero={copy.hero}
        subtitleEnd={
          <>
            <Link to={pathOf("info.support")} className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800">
              {copy.contactLink}
            </Link>
            .
          </>
        }
      />
      <FaqAccordion copy={copy} />
      <ClosingCta />
    </>
  );
}
