import type { Locale } from "../../../shared/locale";

/**
 * Which files the build renders from each picture, and how a page offers them. Shared by
 * scripts/pictures/index.ts (which writes the files) and Picture.tsx (which links them), so the two
 * cannot disagree. A picture is described by the CSS widths it is shown at; the build renders
 * every such width at 1× and 2×, per locale, and the page lists those files in srcset with a
 * sizes attribute made of the same numbers, so the browser picks a file at least as wide as the
 * picture times the screen's pixel ratio, and no wider than it needs (decisions 020, 026).
 */
const PICTURE_SCALES = [1, 2] as const;

/** From a viewport width up (CSS px, inclusive), the picture is this many CSS px wide. */
interface ShownWidth {
  readonly fromViewport: number;
  readonly width: number;
}

/** Mobile first: the first entry starts at 0, the rest in ascending `fromViewport`. */
export type ShownWidths = readonly [ShownWidth, ...ShownWidth[]];

/**
 * A place that shows pictures at widths other than their design width. Its Tailwind width
 * classes must say the same (tests/e2e/pictures.e2e.test.ts fails otherwise).
 */
export interface PictureSlot {
  /** The pictures (registry names) this place shows. */
  readonly shows: (name: string) => boolean;
  readonly shown: ShownWidths;
}

/** The five webshop designs of the home page's slider: `w-[240px] lg:w-[280px]` in TemplateSlider. */
export const TEMPLATE_SLIDER: PictureSlot = {
  shows: (name) => name.startsWith("template-"),
  shown: [
    { fromViewport: 0, width: 240 },
    { fromViewport: 1024, width: 280 },
  ],
};

/**
 * Phones get as wide a picture as their column allows, so its words stay legible: 300 px on a
 * 320–374 px phone, 340 px from 375 px (max-w-full trims it to the column where that is less),
 * 400 px from sm. The classes `w-[300px] min-[375px]:w-[340px] sm:w-[400px]` say the same.
 */
const PHONE_THEN_400: ShownWidths = [
  { fromViewport: 0, width: 300 },
  { fromViewport: 375, width: 340 },
  { fromViewport: 640, width: 400 },
];

/** The home hero. */
const HOME_HERO: PictureSlot = {
  shows: (name) => name === "home-hero",
  shown: PHONE_THEN_400,
};

/** Each case page's picture beside its challenge. */
const CASE_PICTURE: PictureSlot = {
  shows: (name) => name.startsWith("case-"),
  shown: PHONE_THEN_400,
};

/** The Tailwind widths of HOME_HERO and CASE_PICTURE. */
export const PHONE_THEN_400_CLASSES = "w-[300px] min-[375px]:w-[340px] sm:w-[400px]";

/** Every place with a slot of its own; the build renders the widths of each for its pictures. */
export const PICTURE_SLOTS: readonly PictureSlot[] = [TEMPLATE_SLIDER, HOME_HERO, CASE_PICTURE];

/** A picture shown at its design width everywhere (no slot). */
export function shownAtOwnWidth(width: number): ShownWidths {
  return [{ fromViewport: 0, width }];
}

/** The one slot that shows a picture, else its design width. */
export function shownFor(name: string, ownWidth: number, slots: readonly PictureSlot[] = PICTURE_SLOTS): ShownWidths {
  return slots.find((slot) => slot.shows(name))?.shown ?? shownAtOwnWidth(ownWidth);
}

export function pictureUrl(locale: Locale, name: string, pixelWidth: number): string {
  return `/pictures/${locale}/${name}-${pixelWidth}w.webp`;
}

/** The pixel widths of the files for one way of showing a picture, narrowest first. */
export function fileWidths(shown: ShownWidths): number[] {
  const widths = shown.flatMap(({ width }) => PICTURE_SCALES.map((scale) => Math.round(width * scale)));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/**
 * Every file width the build renders for a picture: those of each slot that shows it, or its
 * design width when none does (no file is made that no page asks for).
 */
export function renderedWidths(name: string, ownWidth: number, slots: readonly PictureSlot[] = PICTURE_SLOTS): number[] {
  const bySlots = slots.filter((slot) => slot.shows(name)).map((slot) => slot.shown);
  const shown = bySlots.length > 0 ? bySlots : [shownAtOwnWidth(ownWidth)];
  return [...new Set(shown.flatMap(fileWidths))].sort((a, b) => a - b);
}

export function srcSet(locale: Locale, name: string, shown: ShownWidths): string {
  return fileWidths(shown)
    .map((width) => `${pictureUrl(locale, name, width)} ${width}w`)
    .join(", ");
}

/** The widest range first, as the browser takes the first media condition that matches. */
export function sizes(shown: ShownWidths): string {
  return [...shown]
    .sort((a, b) => b.fromViewport - a.fromViewport)
    .map(({ fromViewport, width }) => (fromViewport > 0 ? `(min-width: ${fromViewport}px) ${width}px` : `${width}px`))
    .join(", ");
}
