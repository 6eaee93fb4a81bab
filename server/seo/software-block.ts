import type { Locale } from "../../app/i18n/locales";
import { notesToText, parseNotes, pickNotes } from "../../app/release-notes/markdown";
import { serializeJsonLd } from "../../app/seo/json-ld";
import { SOFTWARE_BLOCK_ID, systemOf, withVersions } from "../../app/seo/software";
import type { DownloadsAnswer } from "../../shared/downloads-api";
import { OPERATING_SYSTEMS } from "../../shared/release-files";
import { latestVersionOf, type Manifest } from "../releases/manifest";

const OPEN_TAG = `<script type="application/ld+json" id="${SOFTWARE_BLOCK_ID}">`;
const BLOCK = new RegExp(`${OPEN_TAG.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}([\\s\\S]*?)</script>`);

export const hasSoftwareBlock = (html: string) => html.includes(OPEN_TAG);

/** The latest version per system, as the downloads API reports it (pins included). */
export function latestVersions(manifest: Manifest): Partial<Record<string, string>> {
  return Object.fromEntries(OPERATING_SYSTEMS.map((os) => [os, latestVersionOf(manifest, os)]).filter(([, version]) => version));
}

/**
 * Each system's latest release notes as plain text (schema.org `releaseNotes` is Text), in the
 * page's language, else the other's: a version with notes in one language only still has them.
 */
export function latestReleaseNotes(answer: Pick<DownloadsAnswer, "latestVersions">, locale: Locale): Partial<Record<string, string>> {
  const notes: Partial<Record<string, string>> = {};
  for (const os of OPERATING_SYSTEMS) {
    const picked = pickNotes(answer.latestVersions[os]?.notes, locale);
    const text = picked ? notesToText(parseNotes(picked.markdown)).trim() : "";
    if (text) notes[os] = text;
  }
  return notes;
}

/** The page with its SoftwareApplication block naming the versions being served now, and their release notes. */
export function fillSoftwareBlock(html: string, versions: Partial<Record<string, string>>, releaseNotes: Partial<Record<string, string>> = {}): string {
  const match = html.match(BLOCK);
  if (!match) throw new Error(`No #${SOFTWARE_BLOCK_ID} block in the page`);
  const graph = withVersions(JSON.parse(match[1]!) as { "@graph": object[] }, versions);
  const withNotes = {
    ...graph,
    "@graph": graph["@graph"].map((node) => {
      const { releaseNotes: _previous, ...rest } = node as Record<string, unknown>;
      const system = systemOf(rest) ?? "";
      // Notes belong to the version named beside them: none without a version.
      return rest.softwareVersion && releaseNotes[system] ? { ...rest, releaseNotes: releaseNotes[system] } : rest;
    }),
  };
  return html.replace(BLOCK, () => `${OPEN_TAG}${serializeJsonLd(withNotes)}</script>`);
}
