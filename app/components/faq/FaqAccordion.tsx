import { ChevronDown } from "lucide-react";
import { FAQ_IDS, type FaqCopy } from "../../../content/schema/faq";
import { FaqAnswer } from "./FaqAnswer";
import { useOpenItem } from "./useOpenItem";

const buttonId = (id: string) => `${id}-vraag`;
const panelId = (id: string) => `${id}-antwoord`;

/** The 12 questions (spec §2, §4): a heading with a disclosure button per item, one open at a time. */
export function FaqAccordion({ copy }: { copy: FaqCopy }) {
  const { openId, toggle } = useOpenItem(FAQ_IDS);
  return (
    <section aria-label={copy.listLabel} className="py-14 sm:py-20">
      <div className="container-page">
        <div className="max-w-4xl divide-y divide-ink-100 rounded-card bg-white shadow-card ring-1 ring-ink-100">
          {FAQ_IDS.map((id) => {
            const item = copy.items[id];
            const open = openId === id;
            return (
              <div key={id} id={id} data-faq-item={id}>
                <h2 className="text-lg font-bold text-ink-900 sm:text-xl">
                  <button
                    type="button"
                    id={buttonId(id)}
                    aria-expanded={open}
                    aria-controls={panelId(id)}
                    onClick={() => toggle(id)}
                    className="flex w-full cursor-pointer items-center justify-between gap-4 px-5 py-5 text-left sm:px-8"
                  >
                    {item.question}
                    <ChevronDown aria-hidden="true" className={`size-6 shrink-0 text-brand-700 transition-transform ${open ? "rotate-180" : ""}`} />
                  </button>
                </h2>
                <div id={panelId(id)} hidden={!open} className="grid gap-3 px-5 pb-6 text-ink-700 sm:px-8">
                  <FaqAnswer answer={item.answer} labels={copy.labels} />
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}
