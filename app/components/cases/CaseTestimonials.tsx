import { Quote } from "lucide-react";
import { useId } from "react";
import type { CaseCopy } from "../../../content/types";

/** Two quotes from the (fictional) team, each with the person's name and job title. */
export function CaseTestimonials({ testimonials }: { testimonials: CaseCopy["testimonials"] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <div className="container-page">
        <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink-900">
          {testimonials.label}
        </h2>
        <div className="mt-8 grid gap-6 md:grid-cols-2">
          {testimonials.items.map((item) => (
            <figure key={item.name} data-testimonial className="flex flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-8">
              <Quote aria-hidden="true" className="size-8 text-brand-600" />
              <blockquote className="mt-4 flex-1 text-lg text-ink-900">
                <p>{item.text}</p>
              </blockquote>
              <figcaption className="mt-6 border-t border-ink-100 pt-4">
                <span className="block font-bold text-ink-900">{item.name}</span>
                <span className="block text-sm text-ink-700">{item.job_title}</span>
              </figcaption>
            </figure>
          ))}
        </div>
      </div>
    </section>
  );
}
