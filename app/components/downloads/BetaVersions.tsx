import type { DownloadsCopy } from "../../../content/types";
import type { DownloadsAnswer } from "../../../shared/downloads-api";
import { type OperatingSystem, OS_DISPLAY_ORDER } from "../../../shared/release-files";
import { Breakable } from "../../i18n/word-breaks";
import type { Locale } from "../../shared/locales";
import { FileRow } from "./FileRow";
import { fill, formatDate, isoDay } from "./format";
import { ReleaseNotes } from "./ReleaseNotes";

interface BetaVersionsProps {
  data: DownloadsAnswer;
  copy: DownloadsCopy;
  locale: Locale;
}

/** Every pre-release the API lists (newer than the system's highest release), highest first. */
function betaVersions(data: DownloadsAnswer): [OperatingSystem, string][] {
  return OS_DISPLAY_ORDER.flatMap((os) => Object.keys(data.betaVersions?.[os] ?? {}).map((version): [OperatingSystem, string] => [os, version]));
}

/**
 * Pre-releases, apart from the cards: a beta is never offered as the latest version
 * (docs/decisions/025-downloads-page-releases.md).
 * Each says it is a beta, when it came out, what is new, and offers all of its files.
 */
export function BetaVersions({ data, copy, locale }: BetaVersionsProps) {
  const betas = betaVersions(data);
  if (betas.length === 0) return null;
  return (
    <section aria-labelledby="beta-versions" className="mt-14">
      <h2 id="beta-versions" className="text-2xl font-bold text-ink-900">
        <Breakable text={copy.beta.title} />
      </h2>
      <p className="mt-2 text-ink-700">{copy.beta.intro}</p>
      <ul className="mt-6 grid gap-6 md:grid-cols-2">
        {betas.map(([os, version]) => {
          const facts = data.versions?.[os]?.[version];
          return (
            <li key={`${os}/${version}`} data-beta={`${os}/${version}`} className="rounded-card border-2 border-dashed border-ink-300 bg-white p-6">
              <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <h3 className="text-xl font-bold break-words text-ink-900">
                  <Breakable text={fill(copy.beta.heading, { os: copy.systems[os].name, version })} />
                </h3>
                <span className="rounded-full bg-cream-200 px-3 py-0.5 text-sm font-semibold text-ink-900">{copy.beta.badge}</span>
              </div>
              {facts ? (
                <p className="mt-1 text-ink-700">
                  <time dateTime={isoDay(facts.publishedAt)}>{fill(copy.releasedOn, { date: formatDate(copy, facts.publishedAt) })}</time>
                </p>
              ) : null}
              <ReleaseNotes
                notes={facts?.notes}
                locale={locale}
                copy={copy}
                className="mt-4"
                title={<p className="font-semibold text-ink-900">{copy.beta.notesTitle}</p>}
              />
              <ul className="mt-4 -ml-2 space-y-1">
                {Object.values(data.betaVersions?.[os]?.[version] ?? {}).map((file) => (
                  <FileRow key={file.url} os={os} version={version} file={file} copy={copy} locale={locale} />
                ))}
              </ul>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
