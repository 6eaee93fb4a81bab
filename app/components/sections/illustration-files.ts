/**
 * Which WebP files the build renders from each drawing, and how a page offers them. Shared by
 * scripts/illustrations.ts (which writes the files) and Illustration.tsx (which links them), so
 * the two cannot disagree. A picture is described by the CSS widths it is shown at; the build
 * renders every such width at 1× and 2×, and the page lists those files in srcset with a sizes
 * attribute made of the same numbers, so the browser picks a file at least as wide as the
 * picture times the screen's pixel ratio, and no wider than it needs (decision 020).
 */
export const ILLUSTRATION_SCALES = [1, 2] as const;

/** From a viewport width up (CSS px, inclusive), the picture is this many CSS px wide. */
export interface ShownWidth {
  readonly fromViewport: number;
  readonly width: number;
}

/** Mobile first: the first entry starts at 0, the rest in ascending `fromViewport`. */
export type ShownWidths = readonly [ShownWidth, ...ShownWidth[]];

/** A place that shows drawings at widths other than their own, e.g. a slider that enlarges them. */
export interface IllustrationSlot {
  /** The drawings (names in content/illustrations/, without ".svg") this place shows. */
  readonly shows: (name: string) => boolean;
  readonly shown: ShownWidths;
}

/**
 * The home page's template slider: 220 px cards on phones and tablets, 280 px from lg (1024 px),
 * matching TemplateSlider's `w-[220px] lg:w-[280px]`. Every drawing named template-* is a card.
 */
export const TEMPLATE_SLIDER: IllustrationSlot = {
  shows: (name) => name.startsWith("template-"),
  shown: [
    { fromViewport: 0, width: 220 },
    { fromViewport: 1024, width: 280 },
  ],
};

/** Every place with a slot of its own; the build renders the widths of each for its drawings. */
export const ILLUSTRATION_SLOTS: readonly IllustrationSlot[] = [TEMPLATE_SLIDER];

/** A drawing shown at its own size everywhere (no slot): the default of every other picture. */
export function shownAtOwnWidth(width: number): ShownWidths {
  return [{ fromViewport: 0, width }];
}

export function illustrationUrl(name: string, pixelWidth: number): string {
  return `/illustrations/${name}-${pixelWidth}w.webp`;
}

/** The pixel widths of the files for one way of showing a drawing, narrowest first. */
export function fileWidths(shown: ShownWidths): number[] {
  const widths = shown.flatMap(({ width }) => ILLUSTRATION_SCALES.map((scale) => Math.round(width * scale)));
  return [...new Set(widths)].sort((a, b) => a - b);
}

/** Every file width the build renders for a drawing: its own size, and each slot that shows it. */
export function renderedWidths(name: string, ownWidth: number, slots: readonly IllustrationSlot[] = ILLUSTRATION_SLOTS): number[] {
  const shown = [shownAtOwnWidth(ownWidth), ...slots.filter((slot) => slot.shows(name)).map((slot) => slot.shown)];
  return [...new Set(shown.flatMap(fileWidths))].sort((a, b) => a - b);
}

export function srcSet(name: string, shown: ShownWidths): string {
  return fileWidths(shown)
    .map((width) => `${illustrationUrl(name, width)} ${width}w`)
    .join(", ");
}

/** The widest range first, as the browser takes the first media condition that matches. */
export function sizes(shown: ShownWidths): string {
  return [...shown]
    .sort((a, b) => b.fromViewport - a.fromViewport)
    .map(({ fromViewport, width }) => (fromViewport > 0 ? `(min-width: ${fromViewport}px) ${width}px` : `${width}px`))
    .join(", ");
}
