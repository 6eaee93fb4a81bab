import { useFrame } from "../../i18n/frame-context";
import type { Locale } from "../../shared/locales";
import { pictureUrl, type ShownWidths, shownFor, sizes, srcSet } from "./picture-files";
import { PICTURE_SIZES, type PictureName } from "./picture-sizes";

/** Tailwind's lg, where PictureHero puts the picture beside the heading. */
const WIDE_SCREEN = "(min-width: 64rem)";

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
  /**
   * A hero picture: loaded at once, and from lg up (where it stands beside the heading and can be
   * the largest paint) preloaded with high priority. On a phone it follows the heading, which is
   * the largest paint there; a high-priority picture then took the heading's bandwidth and moved
   * Lighthouse's mobile LCP by 300 ms in every other run.
   */
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
  const files = srcSet(language, name, widths);
  const shownSizes = sizes(widths);
  return (
    <>
      {/* React hoists this into <head>. Not fetchPriority on the <img>: React would then preload it for every screen. */}
      {priority && <link rel="preload" as="image" imageSrcSet={files} imageSizes={shownSizes} fetchPriority="high" media={WIDE_SCREEN} />}
      <img
        src={pictureUrl(language, name, widths[0].width)}
        srcSet={files}
        sizes={shownSizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        decoding="async"
        className={`h-auto max-w-full ${className}`}
      />
    </>
  );
}
