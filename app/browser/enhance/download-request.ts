import { DOWNLOADS_URL } from "../../../shared/home-api";
import { HTML_LANG, type Locale } from "../../shared/locales";

// The API's address is shared/home-api.ts; the answer's types and the form's fields, shared/downloads-api.ts.

/**
 * Why a download did not start: the server's own sentence (it speaks the language the page asked
 * in), or, when the answer has none (a network failure, a proxy's page, a body without `error`),
 * what the page says in its own words: come back after Retry-After, the file is gone, or it failed.
 */
export type DownloadFailure = { kind: "said"; sentence: string } | { kind: "retry"; seconds: number } | { kind: "gone" } | { kind: "failed" };

/**
 * Asks for the file's link and sends the browser there; null once it has. A link to this site
 * (the local store) is asked for its first byte before: a file that answers 404 would otherwise
 * take the visitor off the page to a bare error, and an attachment that answers leaves them on
 * it. A link elsewhere (S3) is not: the page may not read the bucket's answers (CORS, the CSP's
 * connect-src), and the server looked the object up just before it handed the link out.
 * Every failure is logged, so the console keeps what the visitor is not told.
 */
export async function startDownload(path: string, locale: Locale): Promise<DownloadFailure | null> {
  const language = { "accept-language": HTML_LANG[locale] };
  try {
    const answer = await fetch(DOWNLOADS_URL, {
      method: "POST",
      headers: { ...language, "content-type": "application/json" },
      body: JSON.stringify({ path }),
    });
    const body: unknown = await answer.json().catch(() => null);
    const url = (body as { url?: unknown } | null)?.url;
    if (!answer.ok || typeof url !== "string") return failureOf(answer, body);
    const file = new URL(url, location.href);
    if (file.origin === location.origin) {
      const probe = await fetch(file, { headers: { ...language, range: "bytes=0-0" }, cache: "no-store" });
      if (!probe.ok) return failureOf(probe, await probe.json().catch(() => null));
      // A server that ignores Range sends the whole file: one byte was all this needed.
      void probe.body?.cancel();
    }
    location.assign(url);
    return null;
  } catch (error) {
    console.error(error);
    return { kind: "failed" };
  }
}

function failureOf(answer: Response, body: unknown): DownloadFailure {
  console.error(new Error(`${answer.url} answered ${answer.status}`), body);
  const sentence = (body as { error?: unknown } | null)?.error;
  if (typeof sentence === "string" && sentence !== "") return { kind: "said", sentence };
  const seconds = retryAfterSeconds(answer.headers.get("retry-after"));
  if (seconds !== null && (answer.status === 429 || answer.status === 503)) return { kind: "retry", seconds };
  if (answer.status === 404 || answer.status === 410) return { kind: "gone" };
  return { kind: "failed" };
}

/** Retry-After as seconds from now (RFC 9110 §10.2.3: a number or a date); at least 2, as the sentence says "seconds". */
export function retryAfterSeconds(value: string | null, now = Date.now()): number | null {
  if (value === null) return null;
  const seconds = /^\s*\d+\s*$/.test(value) ? Number(value) : Math.ceil((Date.parse(value) - now) / 1000);
  return Number.isFinite(seconds) ? Math.max(2, seconds) : null;
}
