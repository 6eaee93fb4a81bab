/**
 * Build step: renders every picture of scripts/pictures/registry.ts, in each locale, at every
 * width a page shows it at 1× and 2× (app/components/sections/picture-files.ts), as
 * /pictures/<locale>/<name>-<px>w.webp; and the SVG favicon to a PNG (decision 026).
 * Files are cached in node_modules/.cache/pictures by a hash of the drawn SVG, the width and
 * the encoder, so a rebuild only encodes what changed (the build must stay under 3 minutes on
 * 2 cores).
 */
import { createHash } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { PRODUCT_PICTURE_SLOTS } from "../app/components/products/illustrations";
import { PICTURE_SLOTS, type PictureSlot, pictureUrl, renderedWidths } from "../app/components/sections/picture-files";
import { buildDir } from "../config/build-dir";
import type { Drawing, PictureLocale } from "./pictures/drawing";
import { siteFavicon } from "./pictures/favicon";
import { DRAWINGS } from "./pictures/registry";
import { drawingSvg, ENCODER, rasterize } from "./pictures/render";

const ROOT = path.join(import.meta.dirname, "..");
export const PICTURE_LOCALES: readonly PictureLocale[] = ["nl", "en"];
const DEFAULT_CACHE = path.join(ROOT, "node_modules", ".cache", "pictures");
/**
 * Every place that shows a picture at other than its design width: the home and case slots, and
 * the product pages' (which pass their `shown` to Picture themselves, so the page's bundle
 * need not carry them).
 */
export const ALL_SLOTS: readonly PictureSlot[] = [...PICTURE_SLOTS, ...PRODUCT_PICTURE_SLOTS];

interface Job {
  url: string;
  svg: string;
  width: number;
}

async function cached(cacheDir: string | null, key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  if (!cacheDir) return make();
  const file = path.join(cacheDir, `${key}.webp`);
  try {
    return await readFile(file);
  } catch {
    const bytes = await make();
    await mkdir(cacheDir, { recursive: true });
    await writeFile(file, bytes);
    return bytes;
  }
}

/** A drawing's SVG as a WebP file `width` pixels wide, from the cache when it was encoded before. */
export function encodedPicture(svg: string, width: number, cacheDir: string | null = DEFAULT_CACHE): Promise<Buffer> {
  const key = createHash("sha256").update(`${ENCODER}\n${width}\n${svg}`).digest("hex");
  return cached(cacheDir, key, () => rasterize(svg, width));
}

/** Writes every file of every drawing under `outDir` (the client folder); returns their URLs. */
export async function renderPictures(
  outDir: string,
  drawings: readonly Drawing<unknown>[] = DRAWINGS,
  options: { slots?: readonly PictureSlot[]; cacheDir?: string | null; parallel?: number } = {},
): Promise<string[]> {
  // The product pages' slots live with those pages, so the home page's bundle does not carry them.
  const { slots = ALL_SLOTS, cacheDir = DEFAULT_CACHE, parallel = 2 } = options;
  const names = new Set<string>();
  const jobs: Job[] = [];
  for (const drawing of drawings) {
    if (names.has(drawing.name)) throw new Error(`pictures: two drawings are named "${drawing.name}"`);
    names.add(drawing.name);
    for (const locale of PICTURE_LOCALES) {
      const svg = await drawingSvg(drawing, locale);
      for (const width of renderedWidths(drawing.name, drawing.width, slots)) jobs.push({ url: pictureUrl(locale, drawing.name, width), svg, width });
    }
  }
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { url, svg, width } = jobs[next++]!;
      const bytes = await encodedPicture(svg, width, cacheDir);
      const file = path.join(outDir, url);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return jobs.map((job) => job.url);
}

if (import.meta.main) {
  const started = performance.now();
  const clientDir = path.join(buildDir(), "client");
  const written = await renderPictures(clientDir);
  await writeFile(path.join(clientDir, "favicon.png"), await siteFavicon());
  console.log(`pictures: ${written.length} WebP files and favicon.png in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}
