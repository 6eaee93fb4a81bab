import { Check, ChevronsRight, Minus } from "lucide-react";
import { useId } from "react";
import { PLAN_IDS } from "../../../content/pricing-constants";
import type { PricingCopy, TableCell } from "../../../content/schema/pricing";
import { SWIPE_HINT_ATTRIBUTE } from "../../enhance/attributes";
import { Breakable } from "../../i18n/word-breaks";

const cellClass = "px-4 py-3 text-center align-top";
// The first column stays put while the plans scroll past it on phones.
const rowHeadClass = "sticky left-0 w-36 px-4 py-3 text-left font-semibold align-top sm:w-64";

function Cell({ value, yes, no }: { value: TableCell; yes: string; no: string }) {
  if (typeof value === "string") return <>{value}</>;
  const Icon = value ? Check : Minus;
  return (
    <>
      <Icon aria-hidden="true" className={`mx-auto size-5 ${value ? "text-fresh-600" : "text-ink-500"}`} />
      <span className="sr-only">{value ? yes : no}</span>
    </>
  );
}

function Rows({ rows, copy }: { rows: PricingCopy["table"]["rows"]; copy: PricingCopy["table"] }) {
  return (
    <tbody className="divide-y divide-ink-100">
      {rows.map((row) => (
        <tr key={row.label}>
          <th scope="row" className={`${rowHeadClass} bg-white`}>
            {row.label}
          </th>
          {row.cells.map((cell, column) => (
            <td key={PLAN_IDS[column]} className={cellClass}>
              <Cell value={cell} yes={copy.yes} no={copy.no} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** The plans side by side, sideways-scrollable on phones under a hint that leaves after 150 px. */
export function ComparisonTable({ copy, plans }: { copy: PricingCopy["table"]; plans: PricingCopy["plans"] }) {
  const titleId = useId();
  const scrollerId = useId();
  return (
    <section aria-labelledby={titleId} className="py-14 sm:py-20">
      <div className="container-page">
        <h2 id={titleId} className="text-3xl leading-tight font-extrabold tracking-tight text-balance sm:text-4xl">
          <Breakable text={copy.title} />
        </h2>
        {/* Always takes its line, so hiding it moves nothing (no layout shift). */}
        <p
          className="mt-6 flex min-h-7 items-center gap-2 font-semibold text-ink-700 lg:hidden"
          data-testid="swipe-hint"
          aria-hidden="false"
          {...{ [SWIPE_HINT_ATTRIBUTE]: scrollerId }}
        >
          <ChevronsRight aria-hidden="true" className="size-5" />
          {copy.swipeHint}
        </p>
        {/*
          Relative: the scroller is the containing block of the cells' screen-reader text
          (sr-only is position: absolute), so that text scrolls and clips inside it. Without it
          the text of the right-hand columns reached past the screen and the page panned sideways.
        */}
        {/* biome-ignore lint/a11y/useSemanticElements: a named role=region is the landmark a named <section> would be; the markup stays as built */}
        <div
          id={scrollerId}
          role="region"
          aria-label={copy.regionLabel}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard (axe: scrollable-region-focusable)
          tabIndex={0}
          className="relative mt-2 overflow-x-auto rounded-card border border-ink-100 lg:mt-6"
          data-testid="table-scroller"
        >
          <table className="w-full min-w-[44rem] border-collapse text-base">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="bg-ink-900 text-white">
              <tr>
                <th scope="col" className={`${rowHeadClass} bg-ink-900`}>
                  {copy.featureHeader}
                </th>
                {PLAN_IDS.map((id) => (
                  <th key={id} scope="col" className="px-4 py-3 text-center">
                    {plans[id].title}
                  </th>
                ))}
              </tr>
            </thead>
            <Rows rows={copy.rows} copy={copy} />
            <tbody className="border-t-4 border-ink-100">
              <tr className="bg-cream-100">
                <th scope="rowgroup" colSpan={PLAN_IDS.length + 1} className="px-4 py-3 text-left font-bold">
                  {/* Stays in view while the plan columns scroll sideways on phones. */}
                  <span className="sticky left-4">{copy.includedTitle}</span>
                </th>
              </tr>
            </tbody>
            <Rows rows={copy.includedRows.map((label) => ({ label, cells: [true, true, true, true] }))} copy={copy} />
          </table>
        </div>
      </div>
    </section>
  );
}
