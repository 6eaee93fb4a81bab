import { ILLUSTRATION_SCALES, illustrationUrl } from "./illustration-files";

interface IllustrationProps {
  /** The drawing's name in content/illustrations/, without ".svg". */
  name: string;
  alt: string;
  width: number;
  height: number;
  /** Above the fold: load at once and early, so the LCP is not delayed. */
  eager?: boolean;
  className?: string;
}

/**
 * One of our own drawings, as the WebP files the build renders from its SVG (decision 015).
 * Costs no JavaScript, and width/height reserve its box (no CLS).
 */
export function Illustration({ name, alt, width, height, eager = false, className = "" }: IllustrationProps) {
  return (
    <img
      src={illustrationUrl(name, 1)}
      srcSet={ILLUSTRATION_SCALES.map((scale) => `${illustrationUrl(name, scale)} ${scale}x`).join(", ")}
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
