import { ChevronDown } from "lucide-react";
import { useState } from "react";
import type { DownloadsCopy } from "../../../content/types";
import type { Locale } from "../../i18n/locales";
import { type DownloadsData, OPERATING_SYSTEMS, type OperatingSystem } from "./api";
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

const toggleClass = "flex min-h-11 w-full items-center justify-between gap-3 rounded-lg px-4 py-2 text-left font-semibold text-ink-900 hover:bg-cream-100";

/** Spec §2: an accordion by system, then version; one of each open at a time. */
export function PreviousVersions({ data, copy, locale, busyPath, onDownload }: PreviousVersionsProps) {
  const [openOs, setOpenOs] = useState<OperatingSystem | null>(null);
  const [openVersion, setOpenVersion] = useState<string | null>(null);
  const groups = previousVersions(data);
  if (groups.length === 0) return null;
  // Opening another system closes the open one and its version; clicking the open one closes it.
  const toggleOs = (os: OperatingSystem) => {
    setOpenOs(openOs === os ? null : os);
    setOpenVersion(null);
  };

  return (
    <section aria-labelledby="previous-versions" className="mt-14">
      <h2 id="previous-versions" className="text-2xl font-bold text-ink-900">{copy.previous.title}</h2>
      <p className="mt-2 text-ink-700">{copy.previous.intro}</p>
      <ul className="mt-6 divide-y divide-ink-100 rounded-card border border-ink-100 bg-white">
        {groups.map(([os, versions]) => {
          const osOpen = openOs === os;
          return (
            <li key={os} className="p-2">
              <button type="button" className={`${toggleClass} text-lg`} aria-expanded={osOpen} aria-controls={`previous-${os}`} onClick={() => toggleOs(os)}>
                {copy.systems[os].name}
                <ChevronDown aria-hidden="true" className={`size-5 transition-transform ${osOpen ? "rotate-180" : ""}`} />
              </button>
              <ul id={`previous-${os}`} hidden={!osOpen} className="mt-1 ml-4 border-l-2 border-cream-200 pl-2">
                {versions.map((version) => {
                  const versionOpen = osOpen && openVersion === version;
                  const id = `previous-${os}-${version.replace(/\W/g, "-")}`;
                  return (
                    <li key={version}>
                      <button type="button" className={toggleClass} aria-expanded={versionOpen} aria-controls={id} onClick={() => setOpenVersion(versionOpen ? null : version)}>
                        {fill(copy.previous.versionLabel, { version })}
                        <ChevronDown aria-hidden="true" className={`size-4 transition-transform ${versionOpen ? "rotate-180" : ""}`} />
                      </button>
                      <ul id={id} hidden={!versionOpen} className="mb-2 ml-4 space-y-2">
                        {Object.entries(data.files[os]?.[version] ?? {}).map(([label, file]) => (
                          <li key={label} className="text-sm text-ink-700">
                            <button type="button" className="min-h-11 font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800" aria-busy={busyPath === file.url || undefined} onClick={() => busyPath === file.url || onDownload(file.url)}>
                              {label}
                            </button>
                            <span className="ml-2">{formatSize(locale, file.size)}</span>
                            <span className="block font-mono text-xs break-all">
                              {copy.fileDetails.sha256} {file.sha256}
                            </span>
                          </li>
                        ))}
                      </ul>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
