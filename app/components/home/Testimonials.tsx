import type { HomeCopy } from "../../../content/schema/home";
import { Section } from "../sections/Section";
import { TestimonialCard } from "../sections/TestimonialCard";

/** Three short quotes from restaurant owners, marked as illustrative. */
export function Testimonials({ copy }: { copy: HomeCopy["testimonials"] }) {
  return (
    <Section title={copy.title} intro={copy.note} tone="cream">
      <ul className="mt-8 grid gap-5 lg:grid-cols-3">
        {copy.items.map((item) => (
          <li key={item.name}>
            <TestimonialCard testimonial={item} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
