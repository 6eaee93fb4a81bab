import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { DownloadsAnswer } from "../../shared/downloads-api";
import { inlineScriptHashes } from "../inline-script-hashes";
import type { LoadedPage, PageVariant } from "../plugins/pages";
import type { Catalogue, CatalogueSnapshot } from "../releases/catalogue";
import { fillDownloadsList, hasDownloadsList } from "./downloads-list";
import { fillSoftwareBlock, hasSoftwareBlock, latestReleaseNotes, latestVersions } from "./software-block";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

type Logger = { error(object: object, message: string): void };

/**
 * The same page with another body: a new validator, freshly compressed twins, and the CSP
 * hashes of the scripts this body holds, so the policy always matches what is served.
 */
async function withBody(page: LoadedPage, html: string): Promise<LoadedPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    page.bodies.br && brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    page.bodies.gzip && gz(identity, { level: 9 }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { ...page, hash, scriptHashes: inlineScriptHashes(html), bodies: { identity, br: br || undefined, gzip: gzip || undefined } };
}

/** What a page holds that names the current releases. */
interface ReleaseParts {
  /** The SoftwareApplication JSON-LD block (decision 012). */
  block: boolean;
  /** The downloads list's placeholders (decision 018). */
  list: boolean;
}

/** The page as it should be served for this catalogue state; each part that fails is left as built. */
function render(page: LoadedPage, parts: ReleaseParts, snapshot: CatalogueSnapshot, log: Logger): string {
  let html = page.bodies.identity.toString();
  const answer = JSON.parse(snapshot.body) as DownloadsAnswer;
  if (parts.block) {
    try {
      html = fillSoftwareBlock(html, latestVersions(snapshot.manifest), latestReleaseNotes(answer, page.locale));
    } catch (error) {
      log.error({ err: (error as Error).message }, "could not add the release versions to the page");
    }
  }
  if (parts.list) {
    try {
      html = fillDownloadsList(html, page.locale, answer);
    } catch (error) {
      log.error({ err: (error as Error).message, locale: page.locale }, "could not render the downloads list into the page");
    }
  }
  return html;
}

/**
 * Pages that name the current releases (the downloads page: its structured data and its list)
 * are rewritten once per catalogue state and locale, not per request; every other page passes
 * through. Until the catalogue has loaded, the page is served as pre-rendered: a block without
 * versions, and placeholders that the browser fills by fetching the list.
 */
export function releaseAwarePages(catalogue: Catalogue | undefined, log: Logger): PageVariant {
  const partsOf = new WeakMap<LoadedPage, ReleaseParts | null>();
  const rendered = new Map<LoadedPage, { etag: string; page: Promise<LoadedPage> }>();
  const releaseParts = (page: LoadedPage) => {
    let parts = partsOf.get(page);
    if (parts === undefined) {
      const html = page.bodies.identity.toString();
      const found = { block: hasSoftwareBlock(html), list: page.status === 200 && hasDownloadsList(html, page.locale) };
      if (found.block && !found.list) {
        // The build and this server disagree on the list's copy or markup: the browser fetches the list instead.
        log.error(
          { locale: page.locale },
          "the downloads page has no downloads list placeholder as this server renders it; serving the list as built (rebuild the pages)",
        );
      }
      parts = found.block || found.list ? found : null;
      partsOf.set(page, parts);
    }
    return parts;
  };
  return (page) => {
    const snapshot = catalogue?.current;
    if (!snapshot) return page;
    const parts = releaseParts(page);
    if (!parts) return page;
    const cached = rendered.get(page);
    if (cached?.etag === snapshot.etag) return cached.page;
    const variant = Promise.resolve()
      .then(() => withBody(page, render(page, parts, snapshot, log)))
      .catch((error: unknown) => {
        log.error({ err: (error as Error).message }, "could not rewrite the page for the release catalogue");
        return page;
      });
    rendered.set(page, { etag: snapshot.etag, page: variant });
    return variant;
  };
}
