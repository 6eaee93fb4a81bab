import { PLAN_IDS, type PlanId } from "../pricing-constants";
import { type CopyOf, group, keyed, list, page, text, textOrMark } from "./fields";
import { HERO, META } from "./page";

/**
 * What the page fills in for each placeholder of its texts besides the figures, as the editor
 * explains it beside a field: worked out from the prices (app/components/pricing/pricing-figures.ts)
 * or, in the calculator, from the revenue the visitor types (app/shared/calculator/calculator-view.ts).
 */
const FILLED_IN = {
  breakEven: "the revenue per month from which Starter costs less than the Gratis plan's commission",
  professionalOverStarter: "how much more Professional costs per month than Starter",
  averageOrder: "the average order the payment costs are counted with",
  idealShare: "the share of payments made with iDEAL, in that count",
  bancontactShare: "the share of payments made with Bancontact, in that count",
  cardShare: "the share of payments made with a credit or debit card, in that count",
  walletShare: "the share of payments made with Apple Pay or Google Pay, in that count",
  paymentShare: "what the payments cost, as a share of the revenue, in that count",
  maxRevenue: "the highest revenue the calculator counts with",
  revenue: "the revenue per month the visitor typed",
  plan: "the name of the cheapest plan",
  plans: "the names of the plans that cost the same and least, the last after the word of And",
  amount: "what the cheapest plan costs per month",
  payments: "about what the payments cost per month at that revenue",
  total: "the plan and the payments together, per month",
} as const;

/** A text that names some of the page's placeholders. */
const filled = (label: string, ...names: ReadonlyArray<keyof typeof FILLED_IN>) =>
  text(label, { placeholders: Object.fromEntries(names.map((name) => [name, FILLED_IN[name]])) });

const PLANS = { free: "Gratis", starter: "Starter", professional: "Professional", enterprise: "Enterprise" } as const satisfies Record<PlanId, string>;

const titleAndText = (label: string) => list(label, group(label, { title: text("Heading"), text: text("Text") }));

/** The pricing page. Amounts come from content/pricing-constants.ts as {placeholders}. */
export const PRICING_PAGE = page("pricing.index", "Prijzen / Pricing", {
  meta: META,
  hero: HERO,
  plansTitle: text("Heading above the plans"),
  vatNote: text("Note under the plans"),
  included: text("Before a plan's included features, read out by screen readers"),
  notIncluded: text("Before a plan's features it does not include, read out by screen readers"),
  plans: keyed("Plans", PLANS, (plan) =>
    group(plan, {
      title: text("Name"),
      price: text("Price", { description: "The plan's figure, such as {starter}, or words such as Op maat for Enterprise." }),
      period: text("Under the price"),
      subtitle: text("Text under the name"),
      description: text("Description"),
      enabledFeatures: list("Included feature", text("Feature")),
      disabledFeatures: list("Feature it does not include", text("Feature")),
      start: text("Button"),
    }),
  ),
  calculator: group("Calculator", {
    title: text("Heading"),
    intro: filled("Text under the heading", "breakEven"),
    label: text("Label of the revenue box"),
    hint: text("Hint under the revenue box"),
    resultsFor: filled("Caption of the results", "revenue"),
    perMonth: text("After each plan's cost"),
    commissionLine: filled("Under the Gratis plan's cost", "revenue"),
    flatLine: text("Under the cost of a plan without commission"),
    custom: text("Enterprise's cost"),
    cheapest: text("Badge on the cheapest plan"),
    tie: text("Badge on each of the plans that cost the same and least, instead of the cheapest's"),
    breakEven: text("Under a plan: from which revenue it is the cheapest", {
      placeholders: { plan: "the plan's name", amount: "the first whole euro of revenue per month at which the plan is the cheapest" },
    }),
    professionalAdds: filled("Under Professional, which is never the cheapest: what it adds for its higher price", "professionalOverStarter"),
    paymentsLine: text("Label of the payment costs, the same in every plan"),
    paymentsNote: filled(
      "The mix the payment costs are counted with, and that they come on top of every plan",
      "averageOrder",
      "idealShare",
      "bancontactShare",
      "cardShare",
      "walletShare",
    ),
    summary: filled("Read out when the figures change", "revenue", "plan", "amount", "payments", "total"),
    invalid: text("When the revenue is not an amount"),
    tieSummary: filled("Read out instead, when plans cost the same and least", "revenue", "plans", "amount", "payments", "total"),
    and: text("The word before the last of several plans (Gratis en Starter)"),
    negative: text("When the revenue is negative"),
    tooLarge: filled("When the revenue is more than the calculator counts with", "maxRevenue"),
    examples: group("Example costs, shown until the calculator works (and without JavaScript)", {
      caption: text("Caption of the table"),
      revenue: text("Header of the revenue column"),
      note: filled("Note that payments come on top", "paymentShare"),
    }),
  }),
  table: group("Comparison table", {
    title: text("Heading"),
    caption: text("Caption, read out by screen readers"),
    swipeHint: text("Hint to swipe, on phones"),
    regionLabel: text("Name of the scrolling table, read out by screen readers"),
    featureHeader: text("Header of the features column"),
    yes: text("A tick, read out by screen readers"),
    no: text("A cross, read out by screen readers"),
    rows: list(
      "Row",
      group("Row", {
        label: text("Feature"),
        // One cell a plan, in the order of the plans' columns.
        cells: list("Cell", textOrMark("Cell"), { length: PLAN_IDS.length }),
      }),
    ),
    includedTitle: text("Heading of what every plan includes"),
    includedRows: list("Included in every plan", text("Feature")),
  }),
  /*
   * The free trial's terms, the one place that states them (what is free, what is not, what happens
   * the day after): every page that promises the trial links here (frame.trialTerms).
   */
  trial: group("Free trial's terms", { title: text("Heading"), intro: text("Text"), items: titleAndText("Term") }),
  costs: group("What a merchant pays besides the plan", {
    title: text("Heading"),
    intro: text("Text"),
    payments: group("Payment costs", {
      title: text("Heading"),
      caption: text("Caption of the table"),
      methodHeader: text("Header of the method column"),
      costHeader: text("Header of the cost column"),
      rows: list("Payment method", group("Payment method", { method: text("Method"), provider: text("Who handles it"), cost: text("Cost") })),
      note: text("Note under the table"),
    }),
    items: titleAndText("Other cost"),
  }),
});

/** The pricing page's copy, in one language. */
export type PricingCopy = CopyOf<typeof PRICING_PAGE>;

/** A cell is text, or true/false for a tick or a cross. */
export type TableCell = PricingCopy["table"]["rows"][number]["cells"][number];
