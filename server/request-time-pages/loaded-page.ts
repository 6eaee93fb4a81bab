import { createHash } from "node:crypto";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { inlineScriptHashes } from "../inline-script-hashes";
import type { LoadedPage } from "../plugins/pages";

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** How much a rendered page is worth compressing: see loadedPage. */
export type Compression = "all" | "gzip" | "none";

/**
 * A page rendered at run time as the pages plugin serves it: its validator, compressed twins and
 * the CSP hashes of its scripts. "all" adds brotli at its slow best (a page fetched often),
 * "gzip" only the cheap twin (a rare page), "none" sends it as it is.
 */
export async function loadedPage(
  html: string,
  base: Pick<LoadedPage, "status" | "locale" | "path" | "tagManager">,
  compress: Compression,
): Promise<LoadedPage> {
  const identity = Buffer.from(html);
  const [br, gzipped] = await Promise.all([
    compress === "all"
      ? brotli(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: identity.length } })
      : undefined,
    compress === "none" ? undefined : gz(identity, { level: 9 }),
  ]);
  const hash = createHash("sha256").update(identity).digest("base64url").slice(0, 27);
  return { ...base, hash, scriptHashes: inlineScriptHashes(html), bodies: { identity, br, gzip: gzipped } };
}
