import { ChevronDown } from "lucide-react";
import { FAQ_IDS, type FaqCopy } from "../../../content/schema/faq";
import { Breakable } from "../../i18n/word-breaks";
import { FaqAnswer } from "./FaqAnswer";

/**
 * The 12 questions: one exclusive <details name> group, so at most one answer is
 * open and a click on the open one closes it, natively: before the page's script runs and without
 * JavaScript. Every answer is in the HTML, where find-in-page reaches and opens it. The
 * question is a heading inside its <summary>, which the HTML content model allows.
 */
export function FaqAccordion({ copy }: { copy: FaqCopy }) {
  return (
    <section aria-label={copy.listLabel} className="py-14 sm:py-20">
      <div className="container-page">
        <div className="max-w-4xl divide-y lg:mx-auto divide-ink-100 rounded-card bg-white shadow-card ring-1 ring-ink-100">
          {FAQ_IDS.map((id) => {
            const item = copy.items[id];
            return (
              <details key={id} name="faq" data-faq-item={id} className="group relative">
                <summary
                  id={`${id}-vraag`}
                  className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-5 sm:px-8 [&::-webkit-details-marker]:hidden"
                >
                  <h2 className="text-lg font-bold text-ink-900 sm:text-xl">
                    <Breakable text={item.question} />
                  </h2>
                  <ChevronDown aria-hidden="true" className="size-6 shrink-0 text-brand-700 transition-transform group-open:rotate-180" />
                </summary>
                {/*
                  The target of a deep link (/info/faq#printers): inside the answer, so the browser
                  opens the item for it; at the item's top, so the question shows above the answer.
                */}
                <span id={id} className="absolute top-0" />
                <div id={`${id}-antwoord`} className="grid gap-3 px-5 pb-6 text-ink-700 sm:px-8">
                  <FaqAnswer answer={item.answer} labels={copy.labels} />
                </div>
              </details>
            );
          })}
        </div>
      </div>
    </section>
  );
}
