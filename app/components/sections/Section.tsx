import { useId } from "react";
import { Breakable } from "../../i18n/word-breaks";

interface SectionProps {
  title: string;
  /** A fragment other pages link to (the trial's terms). */
  id?: string;
  intro?: string;
  /** Alternating sections sit on cream (docs/decisions/004-styling.md). */
  tone?: "white" | "cream";
  children: React.ReactNode;
}

/** A page section named by its h2, with the site's one heading style and spacing. */
export function Section({ title, id, intro, tone = "white", children }: SectionProps) {
  const titleId = useId();
  return (
    <section id={id} aria-labelledby={titleId} className={`py-14 sm:py-20 ${tone === "cream" ? "bg-cream-100" : ""}`}>
      <div className="container-page">
        <h2 id={titleId} className="max-w-3xl text-3xl leading-tight font-extrabold tracking-tight text-balance text-ink-900 sm:text-4xl">
          <Breakable text={title} />
        </h2>
        {intro ? <p className="mt-4 max-w-2xl text-lg text-ink-700">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
