import type { DownloadsCopy } from "../../../content/types";
import type { FileLink } from "../../../shared/downloads-api";
import { Prose } from "../../i18n/word-breaks";
import type { Locale } from "../../shared/locales";
import { formatSize } from "./format";

/** Size and checksum, folded away for the careful visitor who wants to verify the file. */
export function FileFacts({ file, copy, locale }: { file: FileLink; copy: DownloadsCopy["fileDetails"]; locale: Locale }) {
  return (
    <details className="mt-4 text-sm text-ink-700">
      <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-ink-800 underline underline-offset-4">
        <Prose text={copy.summary} />
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">{copy.size}</dt>
        <dd>{formatSize(locale, file.size)}</dd>
        <dt className="font-semibold">
          <Prose text={copy.sha256} />
        </dt>
        <dd className="font-mono text-xs break-all">{file.sha256}</dd>
      </dl>
      <p className="mt-2">{copy.howTo}</p>
    </details>
  );
}
