import type { DownloadsCopy } from "../../../content/types";
import type { FileLink } from "../../../shared/downloads-api";
import type { OperatingSystem } from "../../../shared/release-files";
import { Prose } from "../../i18n/word-breaks";
import type { Locale } from "../../shared/locales";
import { ARCH_CLASSES } from "./arch-choice";
import { DownloadForm } from "./DownloadForm";
import { fileLabel, fill, formatSize } from "./format";

interface FileRowProps {
  os: OperatingSystem;
  version: string;
  file: FileLink;
  copy: DownloadsCopy;
  locale: Locale;
  /** Outline the row, and say so to screen readers, when it matches the visitor's processor. */
  markArchitecture?: boolean;
}

/** One file of a version: its name in the page's language as a download button, its size and SHA-256. */
export function FileRow({ os, version, file, copy, locale, markArchitecture = false }: FileRowProps) {
  const label = fileLabel(copy, os, file);
  return (
    <li
      data-file={file.url}
      data-arch={file.arch}
      className={`rounded-lg border-2 border-transparent px-2 py-1 text-sm text-ink-700 ${markArchitecture ? ARCH_CLASSES.marked[os][file.arch] : ""}`}
    >
      {/*
       * Name and size on one line where they fit; on a narrow phone the size wraps to the start of the next.
       * Positioned, so a failed download's line sits under them, across the row (DownloadsSection.tsx).
       */}
      <div className="relative flex flex-wrap items-center gap-x-2">
        <DownloadForm path={file.url} locale={locale}>
          <button
            type="submit"
            className="min-h-11 cursor-pointer text-left font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
            aria-label={fill(copy.downloadLabel, { title: label, os: copy.systems[os].name, version })}
          >
            <Prose text={label} />
          </button>
        </DownloadForm>
        {markArchitecture ? <span className={`sr-only hidden ${ARCH_CLASSES.labelled[os][file.arch]}`}>({copy.matchesComputer})</span> : null}
        <span className="whitespace-nowrap">{formatSize(locale, file.size)}</span>
      </div>
      <span className="block font-mono text-xs break-all">
        <Prose text={copy.fileDetails.sha256} /> {file.sha256}
      </span>
    </li>
  );
}
