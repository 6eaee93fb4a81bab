import { DOWNLOADS_URL } from "../../shared/home-api";
import { HTML_LANG, type Locale } from "../i18n/locales";

// The API's address is shared/home-api.ts; the answer's types and the form's fields, shared/downloads-api.ts.

/** Said when the API gives no sentence of its own: a network failure, a proxy's HTML page, a body without `error`. */
const DOWNLOAD_FAILED: Record<Locale, string> = {
  nl: "Het downloaden lukt nu niet. Probeer het over een paar minuten opnieuw.",
  en: "The download didn't work. Please try again in a few minutes.",
  fr: "Le téléchargement n’a pas abouti. Réessayez dans quelques minutes.",
};

/**
 * On failure: log it, and show the server's sentence (docs/api.md) in an alert, or the page's own
 * sentence when the answer has none, so the visitor is never left with a spinner that just stops.
 * The page's language goes along (Accept-Language), so the sentence is Dutch on a Dutch page
 * whatever the browser's own languages are.
 */
export async function startDownload(path: string, locale: Locale): Promise<void> {
  try {
    const response = await fetch(DOWNLOADS_URL, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": HTML_LANG[locale] },
      body: JSON.stringify({ path }),
    });
    const body: unknown = await response.json().catch(() => null);
    const url = (body as { url?: unknown } | null)?.url;
    if (response.ok && typeof url === "string") return location.assign(url);
    throw Object.assign(new Error(`POST ${DOWNLOADS_URL} answered ${response.status}`), { body });
  } catch (error) {
    console.error(error);
    const message = (error as { body?: { error?: unknown } }).body?.error;
    alert(typeof message === "string" && message !== "" ? message : DOWNLOAD_FAILED[locale]);
  }
}
