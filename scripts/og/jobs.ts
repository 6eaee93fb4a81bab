import { copyOf } from "../../app/i18n/catalog";
import { ogImagePath } from "../../app/i18n/og-image";
import { fillCopy } from "../../app/shared/figures";
import { LOCALES, type Locale } from "../../app/shared/locales";
import { PAGES, type PageId } from "../../app/shared/route-table";

export interface ShareImageJob {
  locale: Locale;
  pageId: PageId;
  /** URL path under the site root, and the file's path under build/client. */
  urlPath: string;
  /** The hero title, placeholders filled as the page shows it. */
  headline: string;
}

/** One share image per page of the route table per locale, so a new page gets one too. */
export async function shareImageJobs(): Promise<ShareImageJob[]> {
  const jobs: ShareImageJob[] = [];
  for (const locale of LOCALES) {
    for (const page of PAGES) {
      const copy = fillCopy(copyOf(locale, page.id), locale);
      jobs.push({ locale, pageId: page.id, urlPath: ogImagePath(locale, page.id), headline: copy.hero.title });
    }
  }
  return jobs;
}
