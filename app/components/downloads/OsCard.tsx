import { Download, LoaderCircle } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { Locale } from "../../i18n/locales";
import type { LatestVersion, OperatingSystem } from "./api";
import { FileFacts } from "./FileFacts";
import { fill } from "./format";
import { OsLogo } from "./OsLogo";

interface OsCardProps {
  os: OperatingSystem;
  latest: LatestVersion;
  copy: DownloadsCopy;
  locale: Locale;
  highlighted: boolean;
  busy: boolean;
  onDownload: (path: string) => void;
}

/** One system's newest release (spec §2): name, supported versions, logo, version text, title, button. */
export function OsCard({ os, latest, copy, locale, highlighted, busy, onDownload }: OsCardProps) {
  const system = copy.systems[os];
  const values = { os: system.name, version: latest.version, title: latest.title };
  return (
    <li
      data-os={os}
      data-highlighted={highlighted || undefined}
      className={`flex min-h-100 flex-col rounded-card border-2 bg-white p-6 shadow-card ${highlighted ? "border-brand-600" : "border-ink-100"}`}
    >
      <div className="flex items-center gap-4">
        <OsLogo os={os} />
        <div>
          <h3 className="text-2xl font-bold text-ink-900">{system.name}</h3>
          {highlighted ? <p className="text-sm font-semibold text-brand-700">{copy.recommended}</p> : null}
        </div>
      </div>
      <p className="mt-4 text-ink-700">
        {copy.supportedLabel}: {system.supported}
      </p>
      <p className="mt-1 font-semibold text-ink-900">{fill(copy.latestVersion, values)}</p>
      <p className="mt-1 text-ink-700">{latest.title}</p>
      <div className="mt-auto pt-6">
        <button
          type="button"
          className="btn btn-primary"
          aria-label={fill(copy.downloadLabel, values)}
          aria-busy={busy || undefined}
          onClick={() => busy || onDownload(latest.url)}
        >
          {busy ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : <Download aria-hidden="true" className="size-5" />}
          {copy.download}
        </button>
        <FileFacts file={latest} copy={copy.fileDetails} locale={locale} />
      </div>
    </li>
  );
}

/** The same box while the list loads, so nothing moves when it arrives. */
export function OsCardPlaceholder() {
  return <li aria-hidden="true" data-placeholder className="min-h-100 rounded-card border-2 border-ink-100 bg-ink-50 motion-safe:animate-pulse" />;
}
