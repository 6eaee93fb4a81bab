import { Quote } from "lucide-react";
import { useId } from "react";
import type { HomeCopy } from "../../../content/schema/home";

/** Three short quotes from restaurant owners. */
export function Testimonials({ copy }: { copy: HomeCopy["testimonials"] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-cream-100 py-14 sm:py-20">
      <div className="container-page">
        <h2 id={titleId} className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          {copy.title}
        </h2>
        <p className="mt-3 text-sm text-ink-700">{copy.note}</p>
        <ul className="mt-8 grid gap-5 lg:grid-cols-3">
          {copy.items.map((item) => (
            <li key={item.name}>
              <figure className="flex h-full flex-col rounded-card bg-white p-6 shadow-card">
                <Quote aria-hidden="true" className="size-8 text-brand-600" />
                <blockquote className="mt-3 flex-1 text-lg text-ink-900">
                  <p>{item.text}</p>
                </blockquote>
                <figcaption className="mt-5 text-ink-700">
                  <span className="block font-bold text-ink-900">{item.name}</span>
                  {item.job_title}
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
