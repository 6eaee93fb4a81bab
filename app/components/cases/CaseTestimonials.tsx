import type { CaseCopy } from "../../../content/types";
import { Section } from "../sections/Section";
import { TestimonialCard } from "../sections/TestimonialCard";

/** Two quotes from the (fictional) team, each with the person's name and job title. */
export function CaseTestimonials({ testimonials }: { testimonials: CaseCopy["testimonials"] }) {
  return (
    <Section title={testimonials.label}>
      <div className="mt-8 grid gap-6 md:grid-cols-2">
        {testimonials.items.map((item) => (
          <TestimonialCard key={item.name} testimonial={item} />
        ))}
      </div>
    </Section>
  );
}
