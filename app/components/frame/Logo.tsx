import { useFrame } from "../../i18n/frame-context";

interface LogoProps {
  /** Height classes for both parts, e.g. "h-7". */
  sizeClassName?: string;
  /** Colour (fill-*) and visibility of the wordmark; the mark keeps its brand red. */
  wordmarkClassName?: string;
}

// A fixed advance per letter plus textLength keeps the wordmark the same width on every
// platform's system font, so the header never reflows once fonts settle.
const ADVANCE = 12.6;

/** The mark (a bag with a tick) and the brand name as decorative SVG; the caller names the link. */
export function Logo({ sizeClassName = "h-7", wordmarkClassName = "fill-ink-900" }: LogoProps) {
  const { site } = useFrame();
  const textLength = Math.round(site.brandName.length * ADVANCE);
  return (
    <span className="flex items-center gap-2" aria-hidden="true">
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative: the span around it is aria-hidden, and the logo's link carries the name */}
      <svg viewBox="0 0 32 32" width="32" height="32" className={`${sizeClassName} w-auto shrink-0`} focusable="false">
        <rect width="32" height="32" rx="9" className="fill-brand-600" />
        <path d="M13 13v-2a3 3 0 0 1 6 0v2" fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round" />
        <path d="M9.5 13h13l-1.1 11.2a2 2 0 0 1-2 1.8h-6.8a2 2 0 0 1-2-1.8z" fill="#fff" />
        <path d="m13.2 19.4 2 2 3.8-4.2" fill="none" className="stroke-brand-600" strokeWidth="2.2" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative: the span around it is aria-hidden, and the logo's link carries the name */}
      <svg viewBox={`0 0 ${textLength + 2} 32`} width={textLength + 2} height="32" className={`${sizeClassName} w-auto ${wordmarkClassName}`} focusable="false">
        <text
          x="0"
          y="24"
          textLength={textLength}
          lengthAdjust="spacingAndGlyphs"
          fontSize="23"
          fontWeight="800"
          fontFamily="ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif"
        >
          {site.brandName}
        </text>
      </svg>
    </span>
  );
}
