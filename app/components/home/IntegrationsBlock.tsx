import { ArrowRight, Plug } from "lucide-react";
import { useId } from "react";
import type { HomeCopy } from "../../../content/schema/home";
import { Breakable, Prose } from "../../i18n/word-breaks";
import { pathOf } from "../../shared/route-table";

/** A short pitch for the integrations page, with a link to it. */
export function IntegrationsBlock({ copy }: { copy: HomeCopy["integrations"] }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="bg-ink-900 py-14 text-white sm:py-20">
      <div className="container-page flex flex-col gap-8 lg:flex-row lg:items-center lg:justify-between">
        {/* On a phone the icon sits above the heading: a column of its own left the heading ~200 px at 320 px. */}
        <div className="flex flex-col gap-4 sm:flex-row sm:gap-5">
          <Plug aria-hidden="true" className="size-10 shrink-0 text-brand-100 sm:mt-1" />
          <div>
            <h2 id={titleId} className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
              <Breakable text={copy.title} />
            </h2>
            <p className="mt-4 max-w-2xl text-lg text-ink-100">
              <Prose text={copy.text} />
            </p>
          </div>
        </div>
        <a className="btn btn-on-dark shrink-0 self-start lg:self-center" href={pathOf("info.integrations")}>
          {copy.link}
          <ArrowRight aria-hidden="true" className="size-5" />
        </a>
      </div>
    </section>
  );
}
