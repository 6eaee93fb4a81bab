import { useId } from "react";
import type { HomeCopy } from "../../../content/schema/home";
import { Illustration } from "../sections/Illustration";
import { TEMPLATE_SLIDER } from "../sections/illustration-files";
import "./motion.css";

const TEMPLATES = ["sushi", "lunchroom", "pizzeria", "grill", "snackbar"] as const;

/**
 * Webshop designs in a row that slides sideways while the page scrolls past it (motion.css).
 * Without motion it is a plain row the visitor can scroll, so nothing is hidden.
 */
export function TemplateSlider({ copy }: { copy: HomeCopy["slider"] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bw-slider overflow-hidden py-14 sm:py-20" data-testid="template-slider">
      <div className="container-page">
        <h2 id={titleId} className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-4 max-w-2xl text-lg text-ink-700">{copy.text}</p>
        {/* Focusable so keyboard users can scroll the row when it does not move by itself. */}
        <div className="bw-slider-viewport mt-10 overflow-x-auto pb-4" tabIndex={0} role="region" aria-labelledby={titleId}>
          <ul className="bw-slider-track flex w-max gap-5">
            {TEMPLATES.map((name) => (
              <li key={name} className="shrink-0">
                {/* The widths here are TEMPLATE_SLIDER's, which the build renders files for. */}
                <Illustration name={`template-${name}`} alt={copy.templates[name]} width={220} height={440} shown={TEMPLATE_SLIDER.shown} className="w-[220px] rounded-card shadow-card lg:w-[280px]" />
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
