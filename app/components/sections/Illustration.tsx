import { type ShownWidths, illustrationUrl, shownAtOwnWidth, sizes, srcSet } from "./illustration-files";

interface IllustrationProps {
  /** The drawing's name in content/illustrations/, without ".svg". */
  name: string;
  alt: string;
  /** The drawing's own size (its SVG's width and height): the box's aspect ratio, so no CLS. */
  width: number;
  height: number;
  /**
   * How wide the page shows it, when not at its own width: the `shown` of an
   * IllustrationSlot in illustration-files.ts, which the build also renders from.
   */
  shown?: ShownWidths;
  /** Above the fold: load at once and early, so the LCP is not delayed. */
  eager?: boolean;
  className?: string;
}

/**
 * One of our own drawings, as the WebP files the build renders from its SVG (decision 015),
 * in the widths it is shown at (decision 020). Costs no JavaScript, and width/height reserve
 * its box (no CLS).
 */
export function Illustration({ name, alt, width, height, shown = shownAtOwnWidth(width), eager = false, className = "" }: IllustrationProps) {
  return (
    <img
      src={illustrationUrl(name, shown[0].width)}
      srcSet={srcSet(name, shown)}
      sizes={sizes(shown)}
      alt={alt}
      width={width}
      height={height}
      loading={eager ? "eager" : "lazy"}
      fetchPriority={eager ? "high" : undefined}
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  );
}
