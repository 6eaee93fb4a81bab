import type { DownloadsCopy } from "../../content/types";
import type { DownloadsAnswer, FormRefusalNotice } from "../../shared/downloads-api";
import { DownloadsSection } from "../components/downloads/DownloadsSection";
import { PageHero } from "../components/PageHero";
import { useFrame } from "../i18n/frame-context";
import { JsonLd } from "../seo/JsonLd";
import { SOFTWARE_BLOCK_ID, softwareLd } from "../seo/software";
import type { Locale } from "../shared/locales";

/** What only the server knows when it renders the downloads page (server/request-time-pages/downloads-page.ts). */
export interface DownloadsState {
  /** The release catalogue; null when the server cannot read one. */
  catalogue: DownloadsAnswer | null;
  /** Why the download form's post just now got no file, when the page answers one. */
  notice?: FormRefusalNotice;
}

interface DownloadsPageProps extends DownloadsState {
  copy: DownloadsCopy;
  locale: Locale;
  /** The page's canonical address in `locale`, as structured data cites it. */
  url: string;
}

export function DownloadsPage({ copy, locale, url, catalogue, notice }: DownloadsPageProps) {
  const { site } = useFrame();
  return (
    <>
      <JsonLd id={SOFTWARE_BLOCK_ID} data={softwareLd(copy, url, site.brandName, catalogue, locale)} />
      {/* Without a catalogue the list's own message says the downloads are unavailable. */}
      {notice && catalogue ? <RefusalAlert copy={copy.formError} notice={notice} /> : null}
      <PageHero hero={copy.hero} />
      <DownloadsSection copy={copy} locale={locale} catalogue={catalogue} address={url} />
    </>
  );
}

/** First in <main>, so a visitor whose form post was refused sees why before anything else. */
function RefusalAlert({ copy, notice }: { copy: DownloadsCopy["formError"]; notice: FormRefusalNotice }) {
  const message = copy[notice.refusal].replace("{seconds}", String(notice.retryAfterSeconds ?? 60));
  return (
    <div className="bg-cream-100">
      <div className="container-page pt-6">
        <div role="alert" className="rounded-card border-2 border-brand-600 bg-brand-50 p-4 text-ink-900">
          <p className="font-bold">{copy.title}</p>
          <p className="mt-1">{message}</p>
        </div>
      </div>
    </div>
  );
}
