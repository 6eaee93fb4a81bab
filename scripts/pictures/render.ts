/**
 * Draws a picture with satori (JSX → SVG) and resvg (SVG → pixels), then encodes it with sharp.
 * No browser involved, like the share cards (scripts/og/render.ts). Text is embedded as glyph
 * outlines, so the files look the same on every machine; with `embedFont: false` the SVG keeps
 * the words as text, which the tests read.
 */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { renderAsync } from "@resvg/resvg-js";
import type { ReactNode } from "react";
import satori from "satori";
import sharp from "sharp";
import type { Locale } from "../../shared/locale";
import type { Drawing } from "./drawing";

const require = createRequire(import.meta.url);
const WEIGHTS = [400, 600, 800] as const;

type PictureFont = { name: string; data: Buffer; weight: (typeof WEIGHTS)[number]; style: "normal" };

let fonts: Promise<PictureFont[]> | undefined;

/** Inter, latin subset (covers é, ë, €): satori reads woff, not woff2. Loaded once per process. */
function pictureFonts(): Promise<PictureFont[]> {
  fonts ??= Promise.all(
    WEIGHTS.map(async (weight) => ({
      name: "Inter",
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
      weight,
      style: "normal" as const,
    })),
  );
  return fonts;
}

/** The picture as SVG in its design size. */
export async function drawingSvg<Text>(drawing: Drawing<Text>, locale: Locale, options: { embedFont?: boolean } = {}): Promise<string> {
  const element = drawing.draw(drawing.text[locale], locale);
  return satori(element as ReactNode, { width: drawing.width, height: drawing.height, fonts: await pictureFonts(), embedFont: options.embedFont ?? true });
}

/** Bumped when the encoding below changes, so cached files are not reused across it. */
export const ENCODER = "webp-min(lossless-e4,q75-e4)-v2";

/** Which of the two WebP encodings a file uses: flat colours and text are often smaller lossless, busy pictures lossy. */
export type WebpEncoding = "lossless" | "lossy";

/** Time spent per phase, summed over files (CPU time of the threads, not wall time). */
export interface RasterTimes {
  rasterizing: number;
  encoding: number;
}

const ENCODE: Record<WebpEncoding, (png: Buffer) => Promise<Buffer>> = {
  lossless: (png) => sharp(png).webp({ lossless: true, effort: 4 }).toBuffer(),
  lossy: (png) => sharp(png).webp({ quality: 75, effort: 4 }).toBuffer(),
};

/** The encoding of a WebP file, read from its first chunk ("VP8L" is the lossless bitstream). */
export function webpEncoding(file: Buffer): WebpEncoding {
  return file.subarray(12, 16).toString("latin1") === "VP8L" ? "lossless" : "lossy";
}

/**
 * Vector drawn at the target width (not a scaled-up raster), then encoded as WebP. Without a
 * known `encoding` it is encoded twice, keeping the smaller; with it, once, giving the same bytes
 * when it names the encoding that wins (scripts/pictures/encodings.json records the winner per
 * picture, as both encodes were 60% of a cold build's work). AVIF was 30–40% smaller still, but
 * took 4–6 s per file here against 0.1–0.4 s, which the 3-minute build on 2 cores cannot afford
 * for ~170 files (decision 026).
 */
export async function rasterize(svg: string, pixelWidth: number, encoding?: WebpEncoding, times?: RasterTimes): Promise<Buffer> {
  const started = performance.now();
  // Off the main thread, so two pictures are drawn at once on two cores.
  const png = (await renderAsync(svg, { fitTo: { mode: "width", value: pixelWidth }, font: { loadSystemFonts: false } })).asPng();
  const rasterized = performance.now();
  if (times) times.rasterizing += rasterized - started;
  const candidates = encoding ? [ENCODE[encoding](png)] : [ENCODE.lossless(png), ENCODE.lossy(png)];
  const files = await Promise.all(candidates);
  if (times) times.encoding += performance.now() - rasterized;
  return files.reduce((smallest, file) => (file.length < smallest.length ? file : smallest));
}
