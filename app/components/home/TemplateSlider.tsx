import { useId } from "react";
import type { HomeCopy } from "../../../content/schema/home";
import { Breakable } from "../../i18n/word-breaks";
import { SLIDER_STEP_ATTRIBUTE } from "../../shared/markup/attributes";
import { Picture } from "../sections/Picture";

const TEMPLATES = ["sushi", "lunchroom", "pizzeria", "grill", "snackbar"] as const;

/** A thin chevron; drawn here rather than taken from the icon set, which would add to the home page's bundle. */
function Chevron({ back }: { back: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-6"
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={back ? "M15 5l-7 7 7 7" : "M9 5l7 7-7 7"} />
    </svg>
  );
}

/**
 * An arrow button: a white disc on the row's edge, vertically centred; from `lg`, where the row
 * shows designs whole at both its ends, above the row's right end, so it covers none of them.
 */
const arrowClass = [
  "bw-slider-arrow absolute top-1/2 z-10 inline-flex size-11 -translate-y-1/2 items-center justify-center lg:top-auto lg:bottom-full lg:mb-3 lg:translate-y-0",
  "rounded-full bg-white text-ink-900 shadow-card ring-1 ring-ink-100 hover:not-aria-disabled:bg-cream-100",
  "aria-disabled:cursor-default aria-disabled:text-ink-300 aria-disabled:shadow-none",
].join(" ");

/**
 * Five webshop designs in a row that scrolls sideways: swipe, scrollbar and (once focused) the
 * arrow keys work without JavaScript, with native scroll snapping; the arrow buttons appear once
 * the page's script runs (app/browser/enhance/template-slider.ts), each disabled while the row has nowhere
 * further to go its way. While the page scrolls past, the row slides in (motion.css, which the home
 * page links: app/render/assets.ts), unless the visitor prefers reduced motion. Decision 026.
 */
export function TemplateSlider({ copy }: { copy: HomeCopy["slider"] }) {
  const titleId = useId();
  const viewportId = useId();
  const arrow = (direction: -1 | 1) => (
    <button
      type="button"
      // Shown, made to step one card and marked aria-disabled at either end of the row by
      // app/browser/enhance/template-slider.ts; until then they stay hidden (absolutely placed: no shift),
      // as without a script they could do nothing. aria-disabled rather than disabled: a keyboard
      // user pressing "Next" to the end keeps focus on it, where disabled would drop focus to the page.
      // Disabled, the chevron fades and the shadow goes, but the white disc and its ring stay in view.
      hidden
      aria-controls={viewportId}
      {...{ [SLIDER_STEP_ATTRIBUTE]: direction }}
      className={`${arrowClass} ${direction < 0 ? "left-1 sm:left-2 lg:right-14 lg:left-auto" : "right-1 sm:right-2 lg:right-0"}`}
    >
      <Chevron back={direction < 0} />
      <span className="sr-only">{direction < 0 ? copy.previous : copy.next}</span>
    </button>
  );

  return (
    <section aria-labelledby={titleId} className="bw-slider overflow-hidden py-14 sm:py-20" data-testid="template-slider">
      <div className="container-page">
        <h2 id={titleId} className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          <Breakable text={copy.title} />
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">{copy.text}</p>
        {/* The row reaches the screen's edges (the container's padding), so a card cut off there says "there is more". */}
        {/* Slides in with the page's scroll (motion.css): the whole row, so the designs inside its scroller never move under the visitor's choice. */}
        <div className="bw-slider-slide relative mt-10 lg:mt-16">
          {arrow(-1)}
          {/* Focusable, so the arrow keys scroll it; a region, so screen readers can find it by its title. */}
          {/* biome-ignore lint/a11y/useSemanticElements: a named role=region is the landmark a named <section> would be; the markup stays as built */}
          <div
            id={viewportId}
            className="bw-slider-viewport @container -mx-5 snap-x snap-mandatory scroll-px-5 overflow-x-auto overscroll-x-contain px-5 pb-4 sm:-mx-8 sm:scroll-px-8 sm:px-8"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard (axe: scrollable-region-focusable)
            tabIndex={0}
            role="region"
            aria-labelledby={titleId}
          >
            {/*
              Room after the last design, so the row's end is a design's snap point: there the designs
              in view show whole from the row's start, where one was once cut in half. It is
              what is left of the view (100cqw) and a gap after whole designs and their gaps (the
              cards' widths below, and gap-5).
            */}
            <ul className="bw-slider-track flex w-max gap-5 pr-[mod(100cqw_+_20px,260px)] lg:pr-[mod(100cqw_+_20px,300px)]">
              {TEMPLATES.map((name) => (
                <li key={name} className="shrink-0 snap-start">
                  {/* The widths here are TEMPLATE_SLIDER's (picture-files.ts), which the build renders files for. */}
                  <Picture name={`template-${name}`} alt={copy.templates[name]} className="w-[240px] lg:w-[280px]" />
                </li>
              ))}
            </ul>
          </div>
          {arrow(1)}
        </div>
      </div>
    </section>
  );
}
