import { Quote } from "lucide-react";
import type { TestimonialCopy } from "../../../content/schema/home";

/** One quote with the person's name and job title, as on the home and case pages. */
export function TestimonialCard({ testimonial }: { testimonial: Pick<TestimonialCopy, "text" | "name" | "job_title"> }) {
  return (
    <figure data-testimonial className="flex h-full flex-col rounded-card bg-white p-6 shadow-card ring-1 ring-ink-100 sm:p-8">
      <Quote aria-hidden="true" className="size-8 text-brand-600" />
      <blockquote className="mt-4 flex-1 text-lg text-ink-900">
        <p>{testimonial.text}</p>
      </blockquote>
      <figcaption className="mt-6 border-t border-ink-100 pt-4">
        <span className="block font-bold text-ink-900">{testimonial.name}</span>
        <span className="block text-sm text-ink-700">{testimonial.job_title}</span>
      </figcaption>
    </figure>
  );
}
