import { readFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";

const FAVICON_SOURCE = path.resolve(import.meta.dirname, "../../public/favicon.svg");

/** Three device pixels per CSS pixel of a 16 px tab icon. */
export const FAVICON_PX = 48;

/**
 * The SVG favicon as a PNG: an SVG favicon becomes a document of its own on the page's main
 * thread (decision 015); the pre-renderer inlines this PNG instead.
 */
export async function renderFavicon(svg: Buffer | string): Promise<Buffer> {
  return sharp(svg, { density: 600 }).resize(FAVICON_PX, FAVICON_PX).png({ compressionLevel: 9, palette: true }).toBuffer();
}

/** The site's favicon (public/favicon.svg) as that PNG. */
export async function siteFavicon(): Promise<Buffer> {
  return renderFavicon(await readFile(FAVICON_SOURCE));
}
