/**
 * Renders our SVG drawings (content/illustrations/) to WebP in the build, at their intrinsic
 * size and at twice that for sharp phone screens, and the SVG favicon to a PNG. Pages show the
 * rasters: an SVG in an <img>, and an SVG favicon too, becomes a document of its own on the
 * page's main thread, which cost 13–45 ms each on this 2-core host, where a WebP or PNG is
 * decoded off it (docs/decisions/015-short-tasks-after-first-paint.md).
 */
import { mkdir, readdir, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ILLUSTRATION_SCALES, illustrationUrl } from "../app/components/sections/illustration-files";
import { buildDir } from "../config/build-dir";

const ROOT = path.join(import.meta.dirname, "..");
const ILLUSTRATIONS_SOURCE = path.join(ROOT, "content", "illustrations");
const FAVICON_SOURCE = path.join(ROOT, "public", "favicon.svg");
/** Three device pixels per CSS pixel of a 16 px tab icon. */
export const FAVICON_PX = 48;
/** SVG user units are CSS pixels at 72 dpi in librsvg; 144 dpi gives the 2× file. */
const DENSITY_PER_SCALE = 72;

/** `svg` is the drawing's bytes or its file path. */
export async function renderIllustration(svg: Buffer | string, scale: number): Promise<Buffer> {
  return sharp(svg, { density: DENSITY_PER_SCALE * scale }).webp({ quality: 80, effort: 6 }).toBuffer();
}

export async function renderIllustrations(sourceDir: string, outDir: string): Promise<string[]> {
  await mkdir(outDir, { recursive: true });
  const written: string[] = [];
  for (const file of (await readdir(sourceDir)).filter((name) => name.endsWith(".svg")).sort()) {
    const name = path.basename(file, ".svg");
    for (const scale of ILLUSTRATION_SCALES) {
      const out = path.basename(illustrationUrl(name, scale));
      await writeFile(path.join(outDir, out), await renderIllustration(path.join(sourceDir, file), scale));
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
