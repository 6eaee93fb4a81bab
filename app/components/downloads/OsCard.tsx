import { ChevronDown, Download, LoaderCircle } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { FileLink, LatestVersion, VersionFacts } from "../../../shared/downloads-api";
import type { OperatingSystem } from "../../../shared/release-files";
import { Prose } from "../../i18n/word-breaks";
import type { Locale } from "../../shared/locales";
import { choiceClasses, mainFileByArchitecture } from "./arch-choice";
import { DownloadForm } from "./DownloadForm";
import { FileFacts } from "./FileFacts";
import { FileRow } from "./FileRow";
import { fileLabel, fill, formatDate, isoDay } from "./format";
import { OsLogo } from "./OsLogo";
import { ReleaseNotes } from "./ReleaseNotes";

interface OsCardProps {
  os: OperatingSystem;
  latest: LatestVersion;
  /** Every file of the latest version, main download first (the API's order). */
  files: FileLink[];
  facts: VersionFacts | undefined;
  copy: DownloadsCopy;
  locale: Locale;
}

/*
 * The highlight follows the marks that visitor-os.ts puts on <html> before the first paint, so
 * the HTML is the same for every visitor. Whole class names, so Tailwind finds them; raw
 * strings, because Tailwind reads "_" as a space unless it is escaped in the source and the class.
 */
const HIGHLIGHT: Record<OperatingSystem, string> = {
  win: String.raw`[html[data-visitor-os=win]_&]:border-brand-600`,
  mac_os: String.raw`[html[data-visitor-os=mac\_os]_&]:border-brand-600`,
};
const DETECTED: Record<OperatingSystem, string> = {
  win: String.raw`[html[data-visitor-os=win][data-visitor-os-detected]_&]:block`,
  mac_os: String.raw`[html[data-visitor-os=mac\_os][data-visitor-os-detected]_&]:block`,
};

/**
 * One system's newest release: name, supported versions, logo, version, date, the
 * main file for the visitor's processor, every other file of that version, and what is new.
 */
export function OsCard({ os, latest, files, facts, copy, locale }: OsCardProps) {
  const system = copy.systems[os];
  const version = latest.version;
  // The API's main file first even if the version's list were missing (an older server).
  const all = files.length > 0 ? files : [latest];
  const candidates = mainFileByArchitecture(all);
  const publishedAt = facts?.publishedAt ?? latest.publishedAt;
  return (
    <li data-os={os} className={`relative flex min-h-100 flex-col rounded-card border-2 border-ink-100 bg-white p-6 shadow-card ${HIGHLIGHT[os]}`}>
      {/* On the border, out of the flow: both cards keep their rows in line whether it shows or not. */}
      <p
        data-detected-label
        className={`absolute -top-3.5 right-5 hidden rounded-full bg-brand-600 px-3 py-0.5 text-sm font-semibold text-white ${DETECTED[os]}`}
      >
        {copy.recommended}
      </p>
      <div className="flex items-center gap-4">
        <OsLogo os={os} />
        <h3 className="text-2xl font-bold text-ink-900">{system.name}</h3>
      </div>
      <p className="mt-4 text-ink-700">
        {copy.supportedLabel} {system.supported}
      </p>
      <p className="mt-1 font-semibold text-ink-900">{fill(copy.latestVersion, { os: system.name, version })}</p>
      <p className="mt-1 text-ink-700">
        <time dateTime={isoDay(publishedAt)}>{fill(copy.releasedOn, { date: formatDate(copy, publishedAt) })}</time>
      </p>
      {/* Every candidate in one grid cell: the slot has its final size before the processor is known, so nothing moves when it is. */}
      <div data-main-download className="mt-4 grid">
        {candidates.map((file, index) => {
          const title = fileLabel(copy, os, file);
          return (
            <div
              key={file.url}
              data-arch-choice={file.arch}
              className={`col-start-1 row-start-1 ${choiceClasses(
                os,
                file.arch,
                index,
                candidates.map((candidate) => candidate.arch),
              )}`}
            >
              <p className="text-ink-700">
                <Prose text={title} />
              </p>
              <DownloadForm path={file.url} locale={locale} className="relative mt-4">
                <button type="submit" className="group btn btn-primary" aria-label={fill(copy.downloadLabel, { os: system.name, version, title })}>
                  {/* The script sets aria-busy while it asks for the link (app/browser/enhance/downloads.ts). */}
                  <Download aria-hidden="true" className="size-5 group-aria-busy:hidden" />
                  <LoaderCircle aria-hidden="true" className="hidden size-5 group-aria-busy:block motion-safe:animate-spin" />
                  {copy.download}
                </button>
              </DownloadForm>
              <FileFacts file={file} copy={copy.fileDetails} locale={locale} />
            </div>
          );
        })}
      </div>
      {all.length > 1 ? (
        <details data-all-files className="group/files mt-2">
          <summary className="flex min-h-11 cursor-pointer list-none items-center gap-2 text-sm font-semibold text-ink-800 underline underline-offset-4 [&::-webkit-details-marker]:hidden">
            {fill(copy.allFiles, { version, count: String(all.length) })}
            <ChevronDown aria-hidden="true" className="size-4 transition-transform group-open/files:rotate-180" />
          </summary>
          <ul className="mt-1 space-y-1">
            {all.map((file) => (
              <FileRow key={file.url} os={os} version={version} file={file} copy={copy} locale={locale} markArchitecture />
            ))}
          </ul>
        </details>
      ) : null}
      <ReleaseNotes
        notes={facts?.notes ?? latest.notes}
        locale={locale}
        copy={copy}
        className="mt-6 border-t border-ink-100 pt-4"
        title={<h4 className="font-bold text-ink-900">{fill(copy.whatsNew, { version })}</h4>}
      />
    </li>
  );
}
