import { Check, ChevronsRight, Minus } from "lucide-react";
import { useId } from "react";
import { PLAN_IDS } from "../../../content/pricing-constants";
import type { PricingCopy, TableCell } from "../../../content/schema/pricing";
import { Breakable } from "../../i18n/word-breaks";
import { SWIPE_HINT_ATTRIBUTE } from "../../shared/markup/attributes";

/*
 * Two layouts of one table. From `sm` up: the features down the first column, which stays put
 * while the plans scroll past it. Below `sm` a feature column leaves no room for two plans (a
 * 320 px phone shows 280 px of table, "Professional" alone needs 120), so each feature's name
 * takes its own line above its four cells, and the plans get the width: every plan column is
 * the scroller's width (100cqw) / 2.15, so two plans show whole, with the edge of the third
 * hinting that more follows. The rows become grids there, and each cell carries its plan's name
 * above its value: the table's head scrolls away down the page (a sticky head cannot work inside
 * a sideways scroller), and a row of ✓ and — under no column label says nothing. From
 * `sm` to `lg` the table is set smaller, so it fits whole: a table that overflowed by a few pixels
 * cut its last column and asked for a swipe with nothing to swipe to. No explicit ARIA roles on its
 * parts: the HTML standard forbids them inside a <table>, and current browsers keep a table's
 * semantics when its parts get another display (docs/decisions/040-narrow-and-wide-layouts.md).
 */
/*
 * After the plans an empty column as wide as the third plan's edge in view at the start: swiped to
 * the end, the last two plans then fill the view, where the second plan's edge showed a cut-off
 * letter of its words. A column, not padding, so the feature names that span the row
 * reach into it and keep their place at the end too.
 */
const phoneRow = "max-sm:grid max-sm:grid-cols-[repeat(4,calc(100cqw/2.15))_calc(100cqw*0.15/2.15)]";
const cellClass = "px-2 py-3 text-center align-top sm:max-md:px-1 lg:px-4";
const rowHeadClass =
  "px-4 text-left font-semibold align-top sm:sticky sm:left-0 sm:w-44 sm:py-3 sm:max-md:px-2 md:max-lg:px-3 lg:w-64 max-sm:col-span-full max-sm:pt-3";
/** Below `sm` the feature's name spans the row, so it keeps to the visible part of the scroller. */
const rowHeadTextClass = "max-sm:sticky max-sm:left-4 max-sm:block max-sm:w-[calc(100cqw-2rem)]";

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

/** The plan's name above a cell's value, on phones only; hidden from screen readers, which take it from the column's header. */
function PlanName({ children }: { children: string }) {
  return (
    <span aria-hidden="true" className="mb-1 block text-xs font-semibold text-ink-500 sm:hidden">
      {children}
    </span>
  );
}

interface RowsProps {
  rows: PricingCopy["table"]["rows"];
  copy: PricingCopy["table"];
  plans: PricingCopy["plans"];
}

function Rows({ rows, copy, plans }: RowsProps) {
  return (
    <tbody className="divide-y divide-ink-100 max-sm:block">
      {rows.map((row) => (
        <tr key={row.label} className={phoneRow}>
          <th scope="row" className={`${rowHeadClass} bg-white`}>
            <span className={rowHeadTextClass}>{row.label}</span>
          </th>
          {row.cells.map((cell, column) => (
            <td key={PLAN_IDS[column]} className={cellClass}>
              <PlanName>{plans[PLAN_IDS[column]!].title}</PlanName>
              <Cell value={cell} yes={copy.yes} no={copy.no} />
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

/** The plans side by side: sideways-scrollable on phones under a hint that leaves after 150 px, two plans always in view; whole from `sm` up. */
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
          className="mt-6 flex min-h-7 items-center gap-2 font-semibold text-ink-700 sm:hidden"
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
          className="@container relative mt-2 overflow-x-auto rounded-card border border-ink-100 sm:mt-6"
          data-testid="table-scroller"
        >
          <table className="border-collapse text-base max-sm:block max-sm:w-max sm:w-full sm:max-lg:text-sm">
            <caption className="sr-only">{copy.caption}</caption>
            <thead className="bg-ink-900 text-white max-sm:block">
              <tr className={phoneRow}>
                {/* Below `sm` the features are no column, so their heading is only for screen readers. */}
                <th scope="col" className={`${rowHeadClass} bg-ink-900 max-sm:sr-only`}>
                  {copy.featureHeader}
                </th>
                {PLAN_IDS.map((id) => (
                  <th key={id} scope="col" className="px-2 py-3 text-center sm:max-md:px-1 lg:px-4">
                    {plans[id].title}
                  </th>
                ))}
              </tr>
            </thead>
            <Rows rows={copy.rows} copy={copy} plans={plans} />
            <tbody className="border-t-4 border-ink-100 max-sm:block">
              <tr className={`bg-cream-100 ${phoneRow}`}>
                <th scope="rowgroup" colSpan={PLAN_IDS.length + 1} className="px-4 py-3 text-left font-bold max-sm:col-span-full">
                  {/* Stays in view while the plan columns scroll sideways on phones, wrapping within it (not cut at its end). */}
                  <span className={`sticky left-4 ${rowHeadTextClass}`}>{copy.includedTitle}</span>
                </th>
              </tr>
            </tbody>
            <Rows rows={copy.includedRows.map((label) => ({ label, cells: [true, true, true, true] }))} copy={copy} plans={plans} />
          </table>
        </div>
      </div>
    </section>
  );
}
