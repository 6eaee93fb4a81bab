import { RotateCw } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { DownloadsAnswer } from "../../../shared/downloads-api";
import { OS_DISPLAY_ORDER } from "../../../shared/release-files";
import { DOWNLOADS_ATTRIBUTE, DOWNLOADS_PARTS } from "../../enhance/attributes";
import type { Locale } from "../../i18n/locales";
import { BetaVersions } from "./BetaVersions";
import { OsCard, OsCardPlaceholder } from "./OsCard";
import { PreviousVersions } from "./PreviousVersions";

interface DownloadsSectionProps {
  copy: DownloadsCopy;
  locale: Locale;
  /** Given by the server when it renders the list into the page; absent in the page as built. */
  catalogue?: DownloadsAnswer | null;
}

/**
 * Everything below the hero. The server renders it with the current catalogue into the
 * pre-rendered page (server/seo/downloads-list.ts); the page as built holds placeholders in
 * its place, which app/enhance/downloads.ts replaces with the server's list, or with the error
 * below when the server has none. That script also makes the download forms ask for their link
 * as JSON and show that they are busy, in the status line's words (DOWNLOADS_PARTS.busyText).
 */
export function DownloadsSection({ copy, locale, catalogue }: DownloadsSectionProps) {
  const systems = catalogue ? OS_DISPLAY_ORDER.filter((os) => catalogue.latestVersions[os]) : [];
  return (
    <section
      aria-labelledby="downloads-list"
      aria-busy={!catalogue}
      className="container-page py-12 sm:py-16"
      {...{ [DOWNLOADS_ATTRIBUTE]: catalogue ? "ready" : "loading" }}
    >
      <h2 id="downloads-list" className="text-2xl font-bold text-ink-900 sm:text-3xl">
        {copy.listTitle}
      </h2>
      <p role="status" className="sr-only" {...{ [DOWNLOADS_PARTS.busyText]: copy.busy }}>
        {catalogue ? "" : copy.loading}
      </p>
      {catalogue ? null : (
        <div
          role="alert"
          hidden
          {...{ [DOWNLOADS_PARTS.loadError]: true }}
          className="mt-6 flex min-h-100 flex-col items-center justify-center rounded-card border-2 border-ink-100 bg-cream-50 p-6 text-center"
        >
          <p className="text-xl font-bold text-ink-900">{copy.loadError.title}</p>
          <p className="mt-2 text-ink-700">{copy.loadError.text}</p>
          <button type="button" className="btn btn-secondary mt-6" {...{ [DOWNLOADS_PARTS.retry]: true }}>
            <RotateCw aria-hidden="true" className="size-5" />
            {copy.loadError.retry}
          </button>
        </div>
      )}
      {catalogue && systems.length === 0 ? (
        <p className="mt-6 flex min-h-100 items-center justify-center rounded-card border-2 border-ink-100 bg-cream-50 p-6 text-center text-ink-700">
          {copy.empty}
        </p>
      ) : (
        <ul {...{ [DOWNLOADS_PARTS.cards]: true }} className="mt-6 grid gap-6 md:grid-cols-2">
          {catalogue
            ? systems.map((os) => {
                const latest = catalogue.latestVersions[os]!;
                const files = Object.values(catalogue.files[os]?.[latest.version] ?? {});
                return <OsCard key={os} os={os} latest={latest} files={files} facts={catalogue.versions?.[os]?.[latest.version]} copy={copy} locale={locale} />;
              })
            : OS_DISPLAY_ORDER.map((os) => <OsCardPlaceholder key={os} />)}
        </ul>
      )}
      {catalogue ? <BetaVersions data={catalogue} copy={copy} locale={locale} /> : null}
      {catalogue ? <PreviousVersions data={catalogue} copy={copy} locale={locale} /> : null}
    </section>
  );
}
