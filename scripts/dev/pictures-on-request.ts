import { renderedWidths } from "../../app/components/sections/picture-files";
import type { Locale } from "../../shared/locale";
import { ALL_SLOTS, encodedPicture, PICTURE_LOCALES } from "../pictures/index";
import { DRAWINGS } from "../pictures/registry";
import { drawingSvg } from "../pictures/render";

const PICTURE_URL = /^\/pictures\/([a-z]+)\/(.+)-(\d+)w\.webp$/;

/**
 * One picture file as the build writes it (scripts/pictures/index.ts), made when the browser asks:
 * drawn from its drawing and the copy it shows as they are now, encoded through the same cache.
 * Null for an address the build would not have written.
 * @public Vite loads this module by its path (ssrLoadModule in scripts/dev/index.ts), which knip cannot follow.
 */
export async function pictureOnRequest(url: string): Promise<Buffer | null> {
  const [, locale, name, px] = PICTURE_URL.exec(url) ?? [];
  if (!locale || !name || !px || !PICTURE_LOCALES.includes(locale as Locale)) return null;
  const drawing = DRAWINGS.find((candidate) => candidate.name === name);
  const width = Number(px);
  if (!drawing || !renderedWidths(drawing.name, drawing.width, ALL_SLOTS).includes(width)) return null;
  return encodedPicture(await drawingSvg(drawing, locale as Locale), width);
}
