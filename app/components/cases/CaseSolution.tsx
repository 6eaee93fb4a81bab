import { Check } from "lucide-react";
import { useId } from "react";
import type { CaseCopy } from "../../../content/types";
import { Breakable, Prose } from "../../i18n/word-breaks";

/** What the business switched on, as a checklist. */
export function CaseSolution({ solution }: { solution: CaseCopy["solution"] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <div className="container-page">
        <div className="max-w-3xl">
          <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink-900">
            <Breakable text={solution.title} />
          </h2>
          <p className="mt-4 text-lg text-ink-700">
            <Prose text={solution.text} />
          </p>
          <ul data-solution-checklist className="mt-6 grid gap-3">
            {solution.checklist.map((item) => (
              <li key={item} className="flex gap-3">
                <span aria-hidden="true" className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-fresh-700 text-white">
                  <Check className="size-4" strokeWidth={3} />
                </span>
                <span className="text-lg">
                  <Prose text={item} />
                </span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
