import { RotateCw } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { DownloadsAnswer } from "../../../shared/downloads-api";
import { OS_DISPLAY_ORDER } from "../../../shared/release-files";
import { Breakable } from "../../i18n/word-breaks";
import type { Locale } from "../../shared/locales";
import { DOWNLOADS_ATTRIBUTE, DOWNLOADS_PARTS } from "../../shared/markup/attributes";
import { pathOf } from "../../shared/route-table";
import { BetaVersions } from "./BetaVersions";
import { OsCard } from "./OsCard";
import { PreviousVersions } from "./PreviousVersions";
import { SendToComputer } from "./SendToComputer";

interface DownloadsSectionProps {
  copy: DownloadsCopy;
  locale: Locale;
  /** The release catalogue the server renders the page with; null when it cannot read one. */
  catalogue: DownloadsAnswer | null;
  /** The page's canonical address in `locale`, which the phone notice helps send to a computer. */
  address: string;
}

const BOX = "mt-6 flex min-h-100 flex-col items-center justify-center rounded-card border-2 border-ink-100 bg-cream-50 p-6 text-center";

/**
 * Everything below the hero, as the server renders it with its current catalogue
 * (server/request-time-pages/downloads-page.ts), after the notice a phone or tablet gets instead of a highlight. Without a catalogue it says so, with a link that asks for the
 * page again: that works without JavaScript, and by the time it is followed the server has
 * usually read the catalogue. app/browser/enhance/downloads.ts makes the download forms ask for their
 * link as JSON and show that they are busy, in the status line's words (DOWNLOADS_PARTS.busyText),
 * and why a download failed, in the failure line.
 */
export function DownloadsSection({ copy, locale, catalogue, address }: DownloadsSectionProps) {
  const systems = catalogue ? OS_DISPLAY_ORDER.filter((os) => catalogue.latestVersions[os]) : [];
  return (
    <section aria-labelledby="downloads-list" className="container-page py-12 sm:py-16" {...{ [DOWNLOADS_ATTRIBUTE]: catalogue ? "ready" : "unavailable" }}>
      <SendToComputer copy={copy.sendToComputer} address={address} />
      <h2 id="downloads-list" className="text-2xl font-bold text-ink-900 sm:text-3xl">
        <Breakable text={copy.listTitle} />
      </h2>
      <p role="status" className="sr-only" {...{ [DOWNLOADS_PARTS.busyText]: copy.busy }} />
      {/*
       * Only with a list, which has the forms. The script moves it under the button whose download
       * failed and shows it there over what follows rather than pushing it down, so nothing moves
       * under a finger; the button's form or file row is its positioned ancestor. Taps go through
       * it, and any other tap or focus puts it away, so it never hides what the visitor turns to.
       */}
      {catalogue ? (
        <p
          role="alert"
          hidden
          className="pointer-events-none absolute inset-x-0 top-full z-10 mt-2 rounded-lg border-2 border-brand-600 bg-brand-50 p-3 text-left text-sm font-semibold text-ink-900 shadow-card"
          {...{
            [DOWNLOADS_PARTS.failure]: "",
            [DOWNLOADS_PARTS.failureWords.failed]: copy.failed.generic,
            [DOWNLOADS_PARTS.failureWords.gone]: copy.failed.gone,
            [DOWNLOADS_PARTS.failureWords.retry]: copy.failed.retry,
          }}
        />
      ) : null}
      {!catalogue ? (
        <div className={BOX}>
          <p className="text-xl font-bold text-ink-900">{copy.listUnavailable.title}</p>
          <p className="mt-2 text-ink-700">{copy.listUnavailable.text}</p>
          <a href={`${pathOf("info.downloads")}?lang=${locale}`} className="btn btn-secondary mt-6">
            <RotateCw aria-hidden="true" className="size-5" />
            {copy.listUnavailable.retry}
          </a>
        </div>
      ) : systems.length === 0 ? (
        <p className={`${BOX} text-ink-700`}>{copy.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {systems.map((os) => {
            const latest = catalogue.latestVersions[os]!;
            const files = Object.values(catalogue.files[os]?.[latest.version] ?? {});
            return <OsCard key={os} os={os} latest={latest} files={files} facts={catalogue.versions?.[os]?.[latest.version]} copy={copy} locale={locale} />;
          })}
        </ul>
      )}
      {catalogue ? <BetaVersions data={catalogue} copy={copy} locale={locale} /> : null}
      {catalogue ? <PreviousVersions data={catalogue} copy={copy} locale={locale} /> : null}
    </section>
  );
}
