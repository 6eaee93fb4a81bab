import type { Locale } from "../../i18n/locales";
import { useFrame } from "../../i18n/frame-context";
import { type ShownWidths, pictureUrl, shownFor, sizes, srcSet } from "./picture-files";
import { PICTURE_SIZES, type PictureName } from "./picture-sizes";

interface PictureProps {
  /** The drawing's name in scripts/pictures/registry.ts. */
  name: PictureName;
  /**
   * What the picture shows, in the page's language, from the page's copy (the drawing's `alt`
   * is the same string). Passed in rather than looked up, so the bundle does not carry every
   * picture's alt text in both languages.
   */
  alt: string;
  /** The language of the words in the picture; the page's own by default. */
  locale?: Locale;
  /**
   * How wide the page shows it: a slot of picture-files.ts, which the build also renders from.
   * By default, the slot that shows this picture, else its design width.
   */
  shown?: ShownWidths;
  /** Above the fold: loaded at once and early (fetchpriority="high"), so the LCP is not delayed. */
  priority?: boolean;
  className?: string;
}

/**
 * One of our drawings, as the WebP files the build renders for the page's language, in the widths
 * it is shown at (decisions 020, 026). Costs no JavaScript of its own, and width/height reserve
 * its box (no CLS).
 */
export function Picture({ name, alt, locale, shown, priority = false, className = "" }: PictureProps) {
  const frame = useFrame();
  const language = locale ?? frame.locale;
  const { width, height } = PICTURE_SIZES[name];
  const widths = shown ?? shownFor(name, width);
  return (
    <img
      src={pictureUrl(language, name, widths[0].width)}
      srcSet={srcSet(language, name, widths)}
      sizes={sizes(widths)}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={`h-auto max-w-full ${className}`}
    />
  );
}
