/**
 * Renders our SVG drawings (content/illustrations/) to WebP in the build, at every width a page
 * shows them and at twice that for sharp phone screens (illustration-files.ts, decision 020),
 * and the SVG favicon to a PNG. Pages show the rasters: an SVG in an <img>, and an SVG favicon
 * too, becomes a document of its own on the page's main thread, which cost 13–45 ms each on
 * this 2-core host, where a WebP or PNG is decoded off it
 * (docs/decisions/015-short-tasks-after-first-paint.md).
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ILLUSTRATION_SLOTS, type IllustrationSlot, illustrationUrl, renderedWidths } from "../app/components/sections/illustration-files";
import { buildDir } from "../config/build-dir";

const ROOT = path.join(import.meta.dirname, "..");
const ILLUSTRATIONS_SOURCE = path.join(ROOT, "content", "illustrations");
const FAVICON_SOURCE = path.join(ROOT, "public", "favicon.svg");
/** Three device pixels per CSS pixel of a 16 px tab icon. */
export const FAVICON_PX = 48;
/** librsvg takes SVG user units as pixels at 72 dpi: a drawing's own width is its width at 72. */
const OWN_DENSITY = 72;

/** `svg` is the drawing's bytes or its file path. */
export async function ownWidth(svg: Buffer | string): Promise<number> {
  const { width } = await sharp(svg, { density: OWN_DENSITY }).metadata();
  if (!width) throw new Error(`illustrations: ${typeof svg === "string" ? svg : "a drawing"} has no width`);
  return width;
}

/**
 * Drawn as a vector at the density that gives `pixelWidth`, so a larger file is sharper, not a
 * blown-up raster; the resize only settles the rounding to the exact width.
 */
export async function renderIllustration(svg: Buffer | string, pixelWidth: number): Promise<Buffer> {
  const density = (OWN_DENSITY * pixelWidth) / (await ownWidth(svg));
  return sharp(svg, { density }).resize({ width: pixelWidth }).webp({ quality: 80, effort: 6 }).toBuffer();
}

export async function renderIllustrations(sourceDir: string, outDir: string, slots: readonly IllustrationSlot[] = ILLUSTRATION_SLOTS): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const file of (await readdir(sourceDir)).filter((name) => name.endsWith(".svg")).sort()) {
    const name = path.basename(file, ".svg");
    const source = path.join(sourceDir, file);
    for (const width of renderedWidths(name, await ownWidth(source), slots)) {
      const out = path.basename(illustrationUrl(name, width));
      await writeFile(path.join(outDir, out), await renderIllustration(source, width));
      written.push(out);
    }
  }
  return written;
}

export async function renderFavicon(svg: Buffer | string): Promise<Buffer> {
  return sharp(svg, { density: 600 }).resize(FAVICON_PX, FAVICON_PX).png({ compressionLevel: 9, palette: true }).toBuffer();
}

if (import.meta.main) {
  const clientDir = path.join(buildDir(), "client");
  const written = await renderIllustrations(ILLUSTRATIONS_SOURCE, path.join(clientDir, "illustrations"));
  await writeFile(path.join(clientDir, "favicon.png"), await renderFavicon(FAVICON_SOURCE));
  console.log(`illustrations: ${written.length} WebP files and favicon.png`);
}
