/*
 * The CSP hashes of a page's inline scripts, read from the page itself. The pre-renderer
 * (scripts/prerender/index.ts) writes them into the pages manifest, and the server computes them for
 * the page it renders at request time (server/request-time-pages/downloads-page.ts), so the policy always
 * matches the bytes that are served.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const TYPE_ATTRIBUTE = /\btype=["']?([^"'\s>]*)/i;
/** Types the browser runs (and CSP checks); anything else, such as JSON-LD, is an inert data block. */
const EXECUTED_TYPE = /^(|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** CSP source expressions (`'sha256-…'`) for every inline script the browser runs, once each. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = attributes!.match(TYPE_ATTRIBUTE)?.[1] ?? "";
    if (!EXECUTED_TYPE.test(type.trim())) continue;
    hashes.add(
      `'sha256-${createHash("sha256")
        .update(body ?? "")
        .digest("base64")}'`,
    );
  }
  return [...hashes];
}
