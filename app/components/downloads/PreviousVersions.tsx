import { ChevronDown } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { Locale } from "../../i18n/locales";
import { type DownloadsData, OPERATING_SYSTEMS, type OperatingSystem } from "./api";
import { DownloadForm } from "./DownloadForm";
import { fill, formatSize } from "./format";

interface PreviousVersionsProps {
  data: DownloadsData;
  copy: DownloadsCopy;
  locale: Locale;
  busyPath: string | null;
  onDownload: (path: string) => void;
}

/** Every version of a system except its latest, highest first (the API sends them ordered). */
export function previousVersions(data: DownloadsData): [OperatingSystem, string[]][] {
  return OPERATING_SYSTEMS.map((os): [OperatingSystem, string[]] => [os, Object.keys(data.files[os] ?? {}).filter((version) => version !== data.latestVersions[os]?.version)]).filter(
    ([, versions]) => versions.length > 0,
  );
}

const SUMMARY = "flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 rounded-lg px-4 py-2 font-semibold text-ink-900 hover:bg-cream-100 [&::-webkit-details-marker]:hidden";

/**
 * Spec §2, §4: an accordion by system, then version; one of each open at a time, and a click on
 * the open one closes it. Exclusive <details name> groups do that natively, before hydration
 * and without JavaScript; every version's files stay in the HTML, where find-in-page reaches them.
 */
export function PreviousVersions({ data, copy, locale, busyPath, onDownload }: PreviousVersionsProps) {
  const groups = previousVersions(data);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby="previous-versions" className="mt-14">
      <h2 id="previous-versions" className="text-2xl font-bold text-ink-900">{copy.previous.title}</h2>
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
                      <ul className="mb-2 ml-4 space-y-2">
                        {Object.entries(data.files[os]?.[version] ?? {}).map(([label, file]) => (
                          <li key={label} className="text-sm text-ink-700">
                            <DownloadForm path={file.url} locale={locale} busy={busyPath === file.url} onDownload={onDownload} className="inline">
                              <button type="submit" className="min-h-11 cursor-pointer font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800" aria-busy={busyPath === file.url || undefined}>
                                {label}
                              </button>
                            </DownloadForm>
                            <span className="ml-2">{formatSize(locale, file.size)}</span>
                            <span className="block font-mono text-xs break-all">
                              {copy.fileDetails.sha256} {file.sha256}
                            </span>
                          </li>
                        ))}
                      </ul>
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
