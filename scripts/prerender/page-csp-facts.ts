/**
 * What the server's CSP needs to know about a pre-rendered page, read from the page itself:
 * the hashes of its inline scripts, and whether it can load the tag manager.
 */
import { TAG_MANAGER_ATTRIBUTE } from "../../app/shared/markup/attributes";

// The hashing lives in server/, which computes it again for pages it rewrites; the build reads it here.
export { inlineScriptHashes } from "../../server/inline-script-hashes";

/** The consent head script's attribute with the container it loads (app/components/consent/ConsentDefaults.tsx). */
const TAG_MANAGER_CONTAINER = new RegExp(`<script ${TAG_MANAGER_ATTRIBUTE}="(GTM-[A-Z0-9]+)"`);

/** The container id a page's consent script would load, or undefined when it has none. */
export function tagManagerIdIn(html: string): string | undefined {
  return html.match(TAG_MANAGER_CONTAINER)?.[1];
}

/** One build, one container: pages that disagree mean something is badly wrong, so the build fails. */
export function buildTagManagerId(pages: readonly { file: string; html: string }[]): string | undefined {
  const ids = new Set(pages.map((page) => tagManagerIdIn(page.html)));
  if (ids.size > 1) throw new Error(`Pages disagree about the tag-manager id: ${[...ids].map(String).join(", ")}`);
  return [...ids][0];
}
