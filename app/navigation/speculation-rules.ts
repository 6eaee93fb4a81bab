import { PAGES } from "../shared/route-table";

/**
 * The speculation rules every page carries (docs/decisions/030-speculation-rules-and-view-transitions.md):
 * the browser fetches, or renders, the next page while the visitor is still reaching for it.
 *
 * Which links: only the paths of the route table, so the rules can never name the API, a file
 * link or anything else with a side effect, whatever links a page grows. Not the language links
 * (`?lang=` sets the language cookie on the server, and the script switches in place anyway), not
 * downloads or nofollow links, nothing inside a form, and not the page itself.
 *
 * How eager: a prefetch is one ~10 KB HTML response that the pages' `no-cache` revalidation would
 * fetch anyway, so it starts early: Chrome's "eager" is a short hover on a desktop and a link that
 * stays in view a moment on a phone, where there is no hover. A prerender also runs the page's CSS,
 * pictures and script, which a cheap phone pays for in CPU, so it waits for stronger intent:
 * "moderate" is a longer hover or the pointer going down, or on a phone Chrome's pick of the link
 * most likely tapped. Data saver, battery saver and low memory switch either off in the browser;
 * nothing here overrides that.
 */
const PAGE_LINKS = {
  and: [
    { href_matches: PAGES.map((page) => page.path) },
    { not: { href_matches: "/*\\?*lang=*" } },
    { not: { selector_matches: "[hreflang], [download], [rel~=nofollow], [aria-current=page], form *" } },
  ],
};

export const SPECULATION_RULES = {
  prefetch: [{ source: "document", where: PAGE_LINKS, eagerness: "eager" }],
  prerender: [{ source: "document", where: PAGE_LINKS, eagerness: "moderate" }],
} as const;

/**
 * The text of the inline `<script type="speculationrules">`. The same bytes on every page, so its
 * CSP hash is computed from the pre-rendered page like any inline script's (server/inline-script-hashes.ts).
 */
export const SPECULATION_RULES_TEXT = JSON.stringify(SPECULATION_RULES);
