import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import type { LoadedPage } from "../plugins/pages";
import type { Catalogue } from "../releases/catalogue";
import { fillSoftwareBlock, hasSoftwareBlock, latestVersions } from "./software-block";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

export type PageVariant = (page: LoadedPage) => LoadedPage | Promise<LoadedPage>;

type Logger = { error(object: object, message: string): void };

/** The same page with another body: a new validator and freshly compressed twins. */
async function withBody(page: LoadedPage, html: string): Promise<LoadedPage> {
  const identity = Buffer.from(html);
  const [br, gzip] = await Promise.all([
    page.bodies.br && brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } }),
    page.bodies.gzip && gz(identity, { level: 9 }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { ...page, hash, bodies: { identity, br: br || undefined, gzip: gzip || undefined } };
}

/**
 * Pages whose structured data names the current release (the downloads page) are rewritten
 * once per catalogue state and locale, not per request; every other page passes through.
 * Until the catalogue has loaded, the pre-rendered block (valid, without versions) is served.
 */
export function releaseAwarePages(catalogue: Catalogue | undefined, log: Logger): PageVariant {
  const withBlock = new WeakMap<LoadedPage, boolean>();
  const rendered = new Map<LoadedPage, { etag: string; page: Promise<LoadedPage> }>();
  const needsVersions = (page: LoadedPage) => {
    let answer = withBlock.get(page);
    if (answer === undefined) withBlock.set(page, (answer = hasSoftwareBlock(page.bodies.identity.toString())));
    return answer;
  };
  return (page) => {
    const snapshot = catalogue?.current;
    if (!snapshot || !needsVersions(page)) return page;
    const cached = rendered.get(page);
    if (cached?.etag === snapshot.etag) return cached.page;
    const variant = Promise.resolve()
      .then(() => withBody(page, fillSoftwareBlock(page.bodies.identity.toString(), latestVersions(snapshot.manifest))))
      .catch((error: unknown) => {
        log.error({ err: (error as Error).message }, "could not add the release versions to the page");
        return page;
      });
    rendered.set(page, { etag: snapshot.etag, page: variant });
    return variant;
  };
}
