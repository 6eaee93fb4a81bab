import type { PlanId } from "../pricing-constants";
import type { PageCopy } from "./page";

/** The fields of one plan card. Amounts come from content/pricing-constants.ts as {placeholders}. */
interface PlanCopy {
  title: string;
  /** "{free}", "{starter}" … or a word such as "Op maat" for Enterprise. */
  price: string;
  period: string;
  subtitle: string;
  description: string;
  enabledFeatures: string[];
  disabledFeatures: string[];
  start: string;
}

/** A cell is text, or true/false for a tick or a cross. */
export type TableCell = string | boolean;

interface TableRowCopy {
  label: string;
  cells: readonly [TableCell, TableCell, TableCell, TableCell];
}

export interface PricingCopy extends PageCopy {
  plansTitle: string;
  vatNote: string;
  /** Screen-reader text before the enabled and disabled feature lists. */
  included: string;
  notIncluded: string;
  plans: Record<PlanId, PlanCopy>;
  calculator: {
    title: string;
    intro: string;
    label: string;
    hint: string;
    /** Caption of the results: "{revenue}" is filled in. */
    resultsFor: string;
    perMonth: string;
    /** "{commission}" of "{revenue}". */
    commissionLine: string;
    flatLine: string;
    custom: string;
    cheapest: string;
    /** On each of the plans that cost the same and least, instead of `cheapest`. */
    tie: string;
    /** "{plan}" and "{amount}": the first whole euro of revenue at which the plan is the cheapest (calculator.ts). */
    breakEven: string;
    /** Professional is never the cheapest: what it adds for its higher fee. */
    professionalAdds: string;
    /** The table of costs at a few example revenues, shown until the live calculator works (and without JavaScript); the note says payments come on top. */
    examples: { caption: string; revenue: string; note: string };
    /** Label of the payment costs at the stated mix, the same in every plan. */
    paymentsLine: string;
    /** The mix the payment costs are counted with, and that they come on top of every plan. */
    paymentsNote: string;
    /** Read out when the figures change: "{revenue}", "{plan}", "{amount}", "{payments}" and "{total}" (the plan plus payments). */
    summary: string;
    /** Read out instead of `summary` when plans cost the same and least: "{plans}" (joined with `and`) instead of "{plan}". */
    tieSummary: string;
    /** The word before the last of several plans: "Gratis en Starter". */
    and: string;
    /** Why the calculator cannot count with the input: no amount, a negative one, or more than "{maxRevenue}". */
    invalid: string;
    negative: string;
    tooLarge: string;
  };
  table: {
    title: string;
    caption: string;
    swipeHint: string;
    regionLabel: string;
    featureHeader: string;
    yes: string;
    no: string;
    rows: TableRowCopy[];
    includedTitle: string;
    includedRows: string[];
  };
  /**
   * The free trial's terms, the one place that states them (what is free, what is not, what happens
   * the day after): every page that promises the trial links here (frame.trialTerms).
   */
  trial: { title: string; intro: string; items: ReadonlyArray<{ title: string; text: string }> };
  /** What a merchant pays besides the plan: payments per method, the POS device, QR stickers, the contract and customer service. */
  costs: {
    title: string;
    intro: string;
    payments: {
      title: string;
      caption: string;
      methodHeader: string;
      costHeader: string;
      rows: ReadonlyArray<{ method: string; provider: string; cost: string }>;
      note: string;
    };
    items: ReadonlyArray<{ title: string; text: string }>;
  };
}
