/**
 * What the server's CSP needs to know about a pre-rendered page, read from the page itself:
 * the hashes of its inline scripts, and whether it can load the tag manager.
 */
import { createHash } from "node:crypto";

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g;
const TYPE_ATTRIBUTE = /\btype=["']?([^"'\s>]*)/i;
/** Types the browser runs (and CSP checks); anything else, such as JSON-LD, is an inert data block. */
const EXECUTED_TYPE = /^(|module|importmap|speculationrules|(?:text|application)\/(?:x-)?(?:java|ecma)script)$/i;

/** CSP hashes for the page's inline scripts: the locale and consent head scripts, the visitor's system on /downloads, the boot script. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(INLINE_SCRIPT)) {
    const type = attributes!.match(TYPE_ATTRIBUTE)?.[1] ?? "";
    if (!EXECUTED_TYPE.test(type.trim())) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body ?? "").digest("base64")}'`);
  }
  return [...hashes];
}

const TAG_MANAGER_LOADER = /https:\/\/www\.googletagmanager\.com\/gtm\.js\?id=(GTM-[A-Z0-9]+)/;

/** The container id a page's consent script would load, or undefined when it has none. */
export function tagManagerIdIn(html: string): string | undefined {
  return html.match(TAG_MANAGER_LOADER)?.[1];
}

/** One build, one container: pages that disagree mean something is badly wrong, so the build fails. */
export function buildTagManagerId(pages: readonly { file: string; html: string }[]): string | undefined {
  const ids = new Set(pages.map((page) => tagManagerIdIn(page.html)));
  if (ids.size > 1) throw new Error(`Pages disagree about the tag-manager id: ${[...ids].map(String).join(", ")}`);
  return [...ids][0];
}
