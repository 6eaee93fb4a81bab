/**
 * First-load JS and CSS, brotli-compressed. Lighthouse's transferSize is not used for the
 * budget: it includes response headers, and its encoding depends on what Chrome chose to
 * advertise for this origin (br only on secure contexts). The budget is about the bytes a
 * visitor downloads in production, which is the .br file scripts/precompress.ts wrote (or
 * our own quality-11 brotli for files under its 512-byte floor, which it leaves alone).
 */
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants } from "node:zlib";
import type { Result } from "lighthouse";

export interface AssetBytes {
  url: string;
  kind: "js" | "css";
  /** Brotli size counted against the budget. */
  brotli: number;
  /** What Chrome actually received in this run (headers included), for comparison. */
  transfer: number;
  /** Where the brotli number came from. */
  source: "br-file" | "compressed-here" | "transfer-size";
}

export interface PageBytes {
  jsBytes: number;
  cssBytes: number;
  assets: AssetBytes[];
  /** Every image the first load fetched (at most 150 KB on any page: docs/budgets.md). */
  imageBytes: number;
  images: ImageBytes[];
}

/** An image as downloaded: WebP is sent as it is (not precompressed), so our file's size, else what was transferred. */
interface ImageBytes {
  url: string;
  bytes: number;
}

interface NetworkItem {
  url: string;
  resourceType?: string;
  transferSize?: number;
  statusCode?: number;
}

const KIND_BY_TYPE: Record<string, "js" | "css"> = { Script: "js", Stylesheet: "css" };
const cache = new Map<string, { brotli: number; source: AssetBytes["source"] }>();

export function firstLoadBytes(lhr: Result, origin: string, clientDir: string): PageBytes {
  const details = lhr.audits["network-requests"]?.details as { items?: NetworkItem[] } | undefined;
  const seen = new Set<string>();
  const assets: AssetBytes[] = [];
  for (const item of details?.items ?? []) {
    const kind = KIND_BY_TYPE[item.resourceType ?? ""];
    // Count each URL once (a modulepreload and the import that uses it are one download).
    if (!kind || seen.has(item.url)) continue;
    seen.add(item.url);
    const file = localFile(item.url, origin, clientDir);
    const measured = file ? brotliSize(file) : undefined;
    assets.push({
      url: item.url,
      kind,
      transfer: item.transferSize ?? 0,
      // Third-party or unmapped files can only be counted as transferred.
      brotli: measured?.brotli ?? item.transferSize ?? 0,
      source: measured?.source ?? "transfer-size",
    });
  }
  const sum = (kind: "js" | "css") => assets.filter((a) => a.kind === kind).reduce((total, a) => total + a.brotli, 0);
  const images = firstLoadImages(details?.items ?? [], origin, clientDir);
  return { jsBytes: sum("js"), cssBytes: sum("css"), assets, imageBytes: images.reduce((total, image) => total + image.bytes, 0), images };
}

/** Each image URL once (a preload and the <img> that uses it are one download). */
function firstLoadImages(items: readonly NetworkItem[], origin: string, clientDir: string): ImageBytes[] {
  const seen = new Set<string>();
  const images: ImageBytes[] = [];
  for (const item of items) {
    if (item.resourceType !== "Image" || seen.has(item.url) || (item.statusCode !== undefined && item.statusCode >= 400)) continue;
    seen.add(item.url);
    // data: URLs (the inlined favicon) are part of the HTML, already counted there.
    if (item.url.startsWith("data:")) continue;
    const file = localFile(item.url, origin, clientDir);
    images.push({ url: item.url, bytes: file ? statSync(file).size : (item.transferSize ?? 0) });
  }
  return images;
}

/** The brotli bytes a visitor downloads for one of our own files, or undefined for anything else. */
export function ownFileBrotliBytes(url: string, origin: string, clientDir: string): number | undefined {
  const file = localFile(url, origin, clientDir);
  return file ? brotliSize(file).brotli : undefined;
}

/** URL on our own server → file in build/client, refusing anything that escapes it. */
function localFile(url: string, origin: string, clientDir: string): string | undefined {
  const parsed = new URL(url);
  if (parsed.origin !== origin) return undefined;
  const file = path.resolve(clientDir, `.${decodeURIComponent(parsed.pathname)}`);
  if (!file.startsWith(clientDir + path.sep) || !existsSync(file) || !statSync(file).isFile()) return undefined;
  return file;
}

function brotliSize(file: string): { brotli: number; source: AssetBytes["source"] } {
  const cached = cache.get(file);
  if (cached) return cached;
  const precompressed = `${file}.br`;
  const result = existsSync(precompressed)
    ? { brotli: statSync(precompressed).size, source: "br-file" as const }
    : { brotli: compress(readFileSync(file)), source: "compressed-here" as const };
  cache.set(file, result);
  return result;
}

/** Same settings as scripts/precompress.ts, so both paths give the same number. */
function compress(body: Buffer): number {
  return brotliCompressSync(body, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  }).length;
}
