/** Draws share cards with satori (layout → SVG) and resvg (SVG → PNG); no browser involved. */
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { Resvg } from "@resvg/resvg-js";
import satori from "satori";
import { OG_IMAGE_SIZE } from "../../app/i18n/og-image";
import { HEADLINE_BOX, shareCard } from "./card";
import { fitHeadline } from "./headline";

const require = createRequire(import.meta.url);
const MARK_FILE = path.join(import.meta.dirname, "..", "..", "public", "favicon.svg");

/** satori reads woff (not woff2); both weights the card uses, latin subset (covers é, ë, €). */
async function interFonts() {
  const load = (weight: 400 | 800) => readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
  const [regular, extraBold] = await Promise.all([load(400), load(800)]);
  return [
    { name: "Inter", data: regular, weight: 400 as const, style: "normal" as const },
    { name: "Inter", data: extraBold, weight: 800 as const, style: "normal" as const },
  ];
}

export type CardRenderer = (headline: string) => Promise<Buffer>;

/** Loads fonts and the mark once; the returned function renders one card per call. */
export async function createCardRenderer(brandName: string): Promise<CardRenderer> {
  const [fonts, mark] = await Promise.all([interFonts(), readFile(MARK_FILE)]);
  const markDataUri = `data:image/svg+xml;base64,${mark.toString("base64")}`;
  return async (headline) => {
    const card = shareCard({ brandName, markDataUri, headline: fitHeadline(headline, HEADLINE_BOX) });
    const svg = await satori(card as unknown as React.ReactNode, { ...OG_IMAGE_SIZE, fonts });
    return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
  };
}
