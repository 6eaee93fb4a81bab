import { CircleAlert } from "lucide-react";
import { useId } from "react";
import type { CaseCopy } from "../../../content/types";
import { Breakable } from "../../i18n/word-breaks";

/** Where the business stood: one paragraph and the four problems it had, beside the business's own picture. */
export function CaseChallenge({ challenge, picture }: { challenge: CaseCopy["challenge"]; picture: React.ReactNode }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-cream-100 py-14 sm:py-20">
      <div className="container-page grid grid-cols-1 items-center gap-10 lg:grid-cols-2 lg:gap-12">
        <div>
          <h2 id={titleId} className="text-3xl font-extrabold tracking-tight text-ink-900">
            <Breakable text={challenge.title} />
          </h2>
          <p className="mt-4 text-lg text-ink-700">{challenge.text}</p>
          <ul data-challenge-bullets className="mt-6 grid gap-3">
            {challenge.bullets.map((bullet) => (
              <li key={bullet} className="flex gap-3 rounded-card bg-white p-4 shadow-card">
                <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                <span>{bullet}</span>
              </li>
            ))}
          </ul>
        </div>
        <div className="flex justify-center">{picture}</div>
      </div>
    </section>
  );
}
