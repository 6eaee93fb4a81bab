import type { DownloadsAnswer } from "../../../server/releases/downloads-view";
import type { OperatingSystem } from "../../../server/releases/manifest";
import { HTML_LANG, type Locale } from "../../i18n/locales";

// The home API's downloads answer (docs/api.md): the server's own types, so page and API cannot
// drift apart. Type-only imports are erased, so no server code reaches the browser bundle.
export type { OperatingSystem } from "../../../server/releases/manifest";
export type { Architecture, DownloadsAnswer as DownloadsData, FileKind, FileLink, LatestVersion, ReleaseNotes, VersionFacts } from "../../../server/releases/downloads-view";

/** Display order of the cards. */
export const OPERATING_SYSTEMS: readonly OperatingSystem[] = ["win", "mac_os"];

export const DOWNLOADS_URL = "/api/home/v1/downloads";

/** The download form (a plain post, which works without JavaScript): its field, and the query parameter with the page's language. */
export const FORM_PATH_FIELD = "path";
export const FORM_LOCALE_PARAM = "lang";


/**
 * Spec §8: log the failure; show the server's sentence, if it sent one, in an alert. The page's
 * language goes along (Accept-Language), so the sentence is Dutch on a Dutch page whatever the
 * browser's own languages are.
 */
export async function startDownload(path: string, locale: Locale): Promise<void> {
  try {
    const response = await fetch(DOWNLOADS_URL, { method: "POST", headers: { "content-type": "application/json", "accept-language": HTML_LANG[locale] }, body: JSON.stringify({ path }) });
    const body: unknown = await response.json().catch(() => null);
    const url = (body as { url?: unknown } | null)?.url;
    if (response.ok && typeof url === "string") return location.assign(url);
    throw Object.assign(new Error(`POST ${DOWNLOADS_URL} answered ${response.status}`), { body });
  } catch (error) {
    console.error(error);
    const message = ((error as { body?: { error?: unknown } }).body ?? {}).error;
    if (typeof message === "string") alert(message);
  }
}
