import type { FaqCopy } from "../../content/types";
import { FaqAccordion } from "../components/faq/FaqAccordion";
import { ClosingCta } from "../components/frame/ClosingCta";
import { PageHero } from "../components/PageHero";
import { faqPageLd } from "../seo/faq";
import { JsonLd } from "../seo/JsonLd";
import { pathOf } from "../shared/route-table";

/** `url` is the page's canonical address in its language, as structured data cites it. */
export function FaqPage({ copy, url }: { copy: FaqCopy; url: string }) {
  return (
    <>
      <JsonLd data={faqPageLd(copy, url)} />
      <PageHero
        hero={copy.hero}
        subtitleEnd={
          <>
            <a className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800" href={pathOf("info.support")}>
              {copy.contactLink}
            </a>
            .
          </>
        }
      />
      <FaqAccordion copy={copy} />
      <ClosingCta />
    </>
  );
}
