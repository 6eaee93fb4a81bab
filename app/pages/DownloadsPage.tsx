import type { DownloadsCopy } from "../../content/types";
import { DownloadsSection } from "../components/downloads/DownloadsSection";
import { PageHero } from "../components/PageHero";
import { useFrame } from "../i18n/frame-context";
import type { Locale } from "../i18n/locales";
import { JsonLd } from "../seo/JsonLd";
import { SOFTWARE_BLOCK_ID, softwareLd } from "../seo/software";

/** `url` is the page's canonical address in `locale`, as structured data cites it. */
export function DownloadsPage({ copy, locale, url }: { copy: DownloadsCopy; locale: Locale; url: string }) {
  const { site } = useFrame();
  return (
    <>
      <JsonLd id={SOFTWARE_BLOCK_ID} data={softwareLd(copy, url, site.brandName)} />
      <PageHero hero={copy.hero} />
      <DownloadsSection copy={copy} locale={locale} />
    </>
  );
}
