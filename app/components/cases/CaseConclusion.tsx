import { ArrowRight } from "lucide-react";
import { useId } from "react";
import type { CaseCopy } from "../../../content/types";
import { Breakable } from "../../i18n/word-breaks";
import { pathOf } from "../../shared/route-table";

type Props = Pick<CaseCopy, "conclusion" | "results" | "cta">;

/**
 * "tot 30%" → "tot" and "30%": the words before a figure ("tot", "up to") sit small above it, so
 * a narrow tile neither breaks the figure nor sets "up" and "to" on lines of their own. Amounts
 * keep their no-break space ("€ 250"), so only a real space splits.
 */
function splitFigure(value: string): { qualifier: string; figure: string } {
  const at = value.lastIndexOf(" ");
  return at < 0 ? { qualifier: "", figure: value } : { qualifier: value.slice(0, at), figure: value.slice(at + 1) };
}

/** The outcome: the story's end, its headline figures and the product behind it. */
export function CaseConclusion({ conclusion, results, cta }: Props) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-ink-900 py-14 text-white sm:py-20">
      <div className="container-page grid gap-10 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <h2 id={titleId} className="text-3xl font-extrabold tracking-tight">
            <Breakable text={conclusion.title} />
          </h2>
          <p className="mt-4 text-lg text-ink-100">{conclusion.text}</p>
          <a className="btn btn-on-dark mt-8" href={pathOf(cta.product)}>
            {cta.label}
            <ArrowRight aria-hidden="true" className="size-5" />
          </a>
        </div>
        <div>
          <h3 className="sr-only">{results.label}</h3>
          <dl className="grid grid-cols-2 gap-3 sm:gap-4">
            {results.items.map((item) => {
              const { qualifier, figure } = splitFigure(item.value);
              return (
                <div key={item.text} className="flex flex-col rounded-card bg-ink-800 p-4 sm:p-5">
                  {/* Two columns on a 320 px phone: smaller words there, with the copy's break points, keep "bestellingen" whole. */}
                  <dt className="text-sm text-ink-100 hyphens-auto wrap-break-word sm:text-base">
                    <Breakable text={item.text} />
                  </dt>
                  {/* Phone-sized figures: "0,2%" and "€ 250" at text-4xl are wider than a tile on a 320 px phone. */}
                  <dd className="order-first text-3xl font-extrabold tracking-tight text-white sm:text-4xl">
                    {qualifier && <span className="block text-base font-bold">{qualifier} </span>}
                    {figure}
                  </dd>
                </div>
              );
            })}
          </dl>
        </div>
      </div>
    </section>
  );
}
