import type { Graph, SoftwareApplication } from "schema-dts";
import type { DownloadsCopy } from "../../content/types";
import type { DownloadsAnswer } from "../../shared/downloads-api";
import { notesToText, parseNotes, pickNotes } from "../release-notes/markdown";
import type { Locale } from "../shared/locales";
import { SCHEMA_CONTEXT } from "./json-ld";

export type DesktopSystem = keyof DownloadsCopy["systems"];

export const SOFTWARE_BLOCK_ID = "ld-software";

const SYSTEM_SUFFIX = "#software-";

/**
 * Each system's latest release notes as plain text (schema.org `releaseNotes` is Text), in the
 * page's language, else the other's: a version with notes in one language only still has them.
 */
export function latestReleaseNotes(catalogue: Pick<DownloadsAnswer, "latestVersions">, locale: Locale): Partial<Record<DesktopSystem, string>> {
  const notes: Partial<Record<DesktopSystem, string>> = {};
  for (const [system, latest] of Object.entries(catalogue.latestVersions) as [DesktopSystem, DownloadsAnswer["latestVersions"]["win"]][]) {
    const picked = pickNotes(latest?.notes, locale);
    const text = picked ? notesToText(parseNotes(picked.markdown)).trim() : "";
    if (text) notes[system] = text;
  }
  return notes;
}

/**
 * One application per system, because each has its own latest version: the version the page
 * offers now and its notes, from the catalogue the server renders the page with. Without a
 * catalogue, or for a system without releases, the node names no version.
 */
export function softwareLd(
  copy: Pick<DownloadsCopy, "systems">,
  pageUrl: string,
  name: string,
  catalogue: Pick<DownloadsAnswer, "latestVersions"> | null,
  locale: Locale,
): Graph {
  const systems = Object.keys(copy.systems) as DesktopSystem[];
  const notes = catalogue ? latestReleaseNotes(catalogue, locale) : {};
  return {
    "@context": SCHEMA_CONTEXT,
    "@graph": systems.map((system): SoftwareApplication => {
      const version = catalogue?.latestVersions[system]?.version;
      return {
        "@type": "SoftwareApplication",
        "@id": `${pageUrl}${SYSTEM_SUFFIX}${system}`,
        name,
        operatingSystem: copy.systems[system].supported,
        applicationCategory: "BusinessApplication",
        url: pageUrl,
        offers: { "@type": "Offer", price: 0, priceCurrency: "EUR" },
        // Notes belong to the version named beside them: none without a version.
        ...(version && { softwareVersion: version, ...(notes[system] && { releaseNotes: notes[system] }) }),
      };
    }),
  };
}

/** The system an application node is for, read back from its id. */
export function systemOf(node: { "@id"?: unknown }): string | undefined {
  const id = typeof node["@id"] === "string" ? node["@id"] : "";
  const at = id.lastIndexOf(SYSTEM_SUFFIX);
  return at === -1 ? undefined : id.slice(at + SYSTEM_SUFFIX.length);
}
