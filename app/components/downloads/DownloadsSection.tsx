import { RotateCw } from "lucide-react";
import { useEffect, useState } from "react";
import type { DownloadsCopy } from "../../../content/types";
import type { Locale } from "../../i18n/locales";
import { serializeJsonLd } from "../../seo/json-ld";
import { CATALOGUE_DATA_ID, type DownloadsData, OPERATING_SYSTEMS, startDownload } from "./api";
import { BetaVersions } from "./BetaVersions";
import { OsCard, OsCardPlaceholder } from "./OsCard";
import { PreviousVersions } from "./PreviousVersions";
import { useDownloads } from "./useDownloads";
import { markVisitorOs } from "./visitor-os";

interface DownloadsSectionProps {
  copy: DownloadsCopy;
  locale: Locale;
  /** Given by the server when it renders the list into the page; the browser reads it back from the page. */
  catalogue?: DownloadsData | null;
}

/**
 * Everything below the hero. The server renders it with the current catalogue into the
 * pre-rendered page (server/seo/downloads-list.ts), so it must render the same HTML from the
 * same props on the server and in the browser: no visitor-specific state in the first render.
 */
export function DownloadsSection({ copy, locale, catalogue }: DownloadsSectionProps) {
  const { state, retry } = useDownloads(catalogue);
  const [busyPath, setBusyPath] = useState<string | null>(null);
  useEffect(() => markVisitorOs(), []);

  const download = (path: string) => {
    setBusyPath(path);
    // An attachment download does not unload the page, so the busy state ends by itself once the browser has it.
    void startDownload(path, locale).finally(() => setTimeout(() => setBusyPath(null), 1500));
  };

  const systems = state.status === "ready" ? OPERATING_SYSTEMS.filter((os) => state.data.latestVersions[os]) : [];
  return (
    <section aria-labelledby="downloads-list" aria-busy={state.status === "loading"} className="container-page py-12 sm:py-16">
      <h2 id="downloads-list" className="text-2xl font-bold text-ink-900 sm:text-3xl">{copy.listTitle}</h2>
      <p role="status" className="sr-only">
        {state.status === "loading" ? copy.loading : busyPath ? copy.busy : ""}
      </p>
      {state.status === "ready" ? <script type="application/json" id={CATALOGUE_DATA_ID} dangerouslySetInnerHTML={{ __html: serializeJsonLd(state.data) }} /> : null}
      {state.status === "error" ? (
        <div role="alert" className="mt-6 flex min-h-100 flex-col items-center justify-center rounded-card border-2 border-ink-100 bg-cream-50 p-6 text-center">
          <p className="text-xl font-bold text-ink-900">{copy.loadError.title}</p>
          <p className="mt-2 text-ink-700">{copy.loadError.text}</p>
          <button type="button" className="btn btn-secondary mt-6" onClick={retry}>
            <RotateCw aria-hidden="true" className="size-5" />
            {copy.loadError.retry}
          </button>
        </div>
      ) : state.status === "ready" && systems.length === 0 ? (
        <p className="mt-6 flex min-h-100 items-center justify-center rounded-card border-2 border-ink-100 bg-cream-50 p-6 text-center text-ink-700">{copy.empty}</p>
      ) : (
        <ul className="mt-6 grid gap-6 md:grid-cols-2">
          {state.status === "ready"
            ? systems.map((os) => {
                const latest = state.data.latestVersions[os]!;
                const files = Object.values(state.data.files[os]?.[latest.version] ?? {});
                return <OsCard key={os} os={os} latest={latest} files={files} facts={state.data.versions?.[os]?.[latest.version]} copy={copy} locale={locale} busyPath={busyPath} onDownload={download} />;
              })
            : OPERATING_SYSTEMS.map((os) => <OsCardPlaceholder key={os} />)}
        </ul>
      )}
      {state.status === "ready" ? <BetaVersions data={state.data} copy={copy} locale={locale} busyPath={busyPath} onDownload={download} /> : null}
      {state.status === "ready" ? <PreviousVersions data={state.data} copy={copy} locale={locale} busyPath={busyPath} onDownload={download} /> : null}
    </section>
  );
}
