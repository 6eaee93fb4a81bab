import { ChevronDown } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { DownloadsAnswer } from "../../../shared/downloads-api";
import { type OperatingSystem, OS_DISPLAY_ORDER } from "../../../shared/release-files";
import { Breakable } from "../../i18n/word-breaks";
import type { Locale } from "../../shared/locales";
import { FileRow } from "./FileRow";
import { fill, formatDate, isoDay } from "./format";
import { ReleaseNotes } from "./ReleaseNotes";

interface PreviousVersionsProps {
  data: DownloadsAnswer;
  copy: DownloadsCopy;
  locale: Locale;
}

/** Every version of a system except its latest, highest first (the API sends them ordered). */
function previousVersions(data: DownloadsAnswer): [OperatingSystem, string[]][] {
  return OS_DISPLAY_ORDER.map((os): [OperatingSystem, string[]] => [
    os,
    Object.keys(data.files[os] ?? {}).filter((version) => version !== data.latestVersions[os]?.version),
  ]).filter(([, versions]) => versions.length > 0);
}

function ReleaseDate({ publishedAt, copy }: { publishedAt: string | undefined; copy: DownloadsCopy }) {
  if (!publishedAt) return null;
  return (
    <p className="text-sm text-ink-700">
      <time dateTime={isoDay(publishedAt)}>{fill(copy.releasedOn, { date: formatDate(copy, publishedAt) })}</time>
    </p>
  );
}

const SUMMARY =
  "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-ink-900 hover:bg-cream-100 [&::-webkit-details-marker]:hidden";

/**
 * Every file of every older version, with its date and notes. An accordion by system, then version;
 * one of each open at a time, and a click on the open one closes it. Exclusive <details name>
 * groups do that natively, before the page's script runs and without JavaScript; every version's
 * files stay in the HTML, where find-in-page reaches them.
 */
export function PreviousVersions({ data, copy, locale }: PreviousVersionsProps) {
  const groups = previousVersions(data);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="previous-versions" className="mt-14">
      <h2 id="previous-versions" className="text-2xl font-bold text-ink-900">
        <Breakable text={copy.previous.title} />
      </h2>
      <p className="mt-2 text-ink-700">{copy.previous.intro}</p>
      <ul className="mt-6 divide-y divide-ink-100 rounded-card border border-ink-100 bg-white">
        {groups.map(([os, versions]) => (
          <li key={os} className="p-2">
            <details name="previous-os" className="group/os">
              <summary className={`${SUMMARY} text-lg`}>
                {copy.systems[os].name}
                <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open/os:rotate-180" />
              </summary>
              <ul className="mt-1 ml-4 border-l-2 border-cream-200 pl-2">
                {versions.map((version) => (
                  <li key={version}>
                    <details name="previous-version" className="group/version">
                      <summary className={SUMMARY}>
                        {fill(copy.previous.versionLabel, { version })}
                        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/version:rotate-180" />
                      </summary>
                      <div className="mb-2 ml-4 px-2">
                        <ReleaseDate publishedAt={data.versions[os]?.[version]?.publishedAt} copy={copy} />
                        <ReleaseNotes
                          notes={data.versions[os]?.[version]?.notes}
                          locale={locale}
                          copy={copy}
                          className="mt-3 text-sm"
                          title={<p className="font-semibold text-ink-900">{copy.previous.notesTitle}</p>}
                        />
                        <p className="mt-3 text-sm font-semibold text-ink-900">{copy.previous.filesTitle}</p>
                        <ul className="mt-1 -ml-2 space-y-1">
                          {Object.values(data.files[os]?.[version] ?? {}).map((file) => (
                            <FileRow key={file.url} os={os} version={version} file={file} copy={copy} locale={locale} />
                          ))}
                        </ul>
                      </div>
                    </details>
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}
