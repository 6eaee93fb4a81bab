import { Download, LoaderCircle } from "lucide-react";
import type { DownloadsCopy } from "../../../content/types";
import type { Locale } from "../../i18n/locales";
import type { LatestVersion, OperatingSystem } from "./api";
import { DownloadForm } from "./DownloadForm";
import { FileFacts } from "./FileFacts";
import { fill } from "./format";
import { OsLogo } from "./OsLogo";

interface OsCardProps {
  os: OperatingSystem;
  latest: LatestVersion;
  copy: DownloadsCopy;
  locale: Locale;
  busy: boolean;
  onDownload: (path: string) => void;
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

/** One system's newest release (spec §2): name, supported versions, logo, version text, title, button. */
export function OsCard({ os, latest, copy, locale, busy, onDownload }: OsCardProps) {
  const system = copy.systems[os];
  const values = { os: system.name, version: latest.version, title: latest.title };
  return (
    <li data-os={os} className={`relative flex min-h-100 flex-col rounded-card border-2 border-ink-100 bg-white p-6 shadow-card ${HIGHLIGHT[os]}`}>
      {/* On the border, out of the flow: both cards keep their rows in line whether it shows or not. */}
      <p data-detected-label className={`absolute -top-3.5 right-5 hidden rounded-full bg-brand-600 px-3 py-0.5 text-sm font-semibold text-white ${DETECTED[os]}`}>
        {copy.recommended}
      </p>
      <div className="flex items-center gap-4">
        <OsLogo os={os} />
        <h3 className="text-2xl font-bold text-ink-900">{system.name}</h3>
      </div>
      <p className="mt-4 text-ink-700">
        {copy.supportedLabel}: {system.supported}
      </p>
      <p className="mt-1 font-semibold text-ink-900">{fill(copy.latestVersion, values)}</p>
      <p className="mt-1 text-ink-700">{latest.title}</p>
      <div className="mt-auto pt-6">
        <DownloadForm path={latest.url} locale={locale} busy={busy} onDownload={onDownload}>
          <button type="submit" className="btn btn-primary" aria-label={fill(copy.downloadLabel, values)} aria-busy={busy || undefined}>
            {busy ? <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" /> : <Download aria-hidden="true" className="size-5" />}
            {copy.download}
          </button>
        </DownloadForm>
        <FileFacts file={latest} copy={copy.fileDetails} locale={locale} />
      </div>
    </li>
  );
}

/** The same box while the list loads (after a client-side navigation), so nothing moves when it arrives. */
export function OsCardPlaceholder() {
  return <li aria-hidden="true" data-placeholder className="min-h-100 rounded-card border-2 border-ink-100 bg-ink-50 motion-safe:animate-pulse" />;
}
