import type { OperatingSystem } from "../../../server/releases/manifest";

// The home API's downloads answer (docs/api.md): the server's own types, so page and API cannot
// drift apart. Type-only imports are erased, so no server code reaches the browser bundle.
export type { OperatingSystem } from "../../../server/releases/manifest";
export type { DownloadsAnswer as DownloadsData, FileLink, LatestVersion } from "../../../server/releases/downloads-view";

/** Display order of the cards. */
export const OPERATING_SYSTEMS: readonly OperatingSystem[] = ["win", "mac_os"];

export const DOWNLOADS_URL = "/api/home/v1/downloads";

/** Spec §8: log the failure; show the server's sentence, if it sent one, in an alert. */
export async function startDownload(path: string): Promise<void> {
  try {
    const response = await fetch(DOWNLOADS_URL, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ path }) });
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

/** Which card to highlight; runs in the browser only, so the pre-rendered HTML stays neutral. */
export function detectOs(userAgent: string): OperatingSystem {
  return /Macintosh|Mac OS X|iPhone|iPad/.test(userAgent) ? "mac_os" : "win";
}
