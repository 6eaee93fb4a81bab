/*
 * The offer's figures an editor changes in the browser (decision 079): what each is called, its
 * unit, and the rules it is held to, in one place. The editor's form (scripts/cms/), its server's
 * check on every save (scripts/cms/editor-routes.ts) and the pages' rendering
 * (app/render/render-page.tsx) all use these, so a figure is refused or accepted the same
 * everywhere. figures.json holds each figure as an editor types it (7 for 7%);
 * pricing-constants.ts reads it and turns a percentage into the share the code counts with.
 */

/** How a figure is written: its unit, shown beside its box, and what it may be. */
export type FigureUnit = "euroExclVat" | "euroNoVat" | "percent" | "days" | "hours" | "hourOfDay";

export const UNIT_LABELS: Record<FigureUnit, string> = {
  euroExclVat: "€, excluding VAT",
  euroNoVat: "€, no VAT",
  percent: "%",
  days: "days",
  hours: "hours",
  hourOfDay: "hour of the day, Dutch time",
};

export interface FigureBox {
  readonly label: string;
  readonly unit: FigureUnit;
}

export interface FigureGroup {
  readonly label: string;
  readonly description?: string;
  readonly boxes: Readonly<Record<string, FigureBox>>;
  /** Rules between the group's figures (a trial plan's price, opening before closing), each a sentence when broken. */
  readonly across?: (values: Readonly<Record<string, number>>) => string[];
}

const box = (label: string, unit: FigureUnit): FigureBox => ({ label, unit });

/** Plans with a free trial (docs/offer.md): a plan without a monthly fee has nothing to try out, so these need a price. */
const TRIAL_PLAN_BOXES = { starter: "Starter", professional: "Professional" } as const;

export const FIGURE_GROUPS = {
  plans: {
    label: "Plans",
    description: "Gratis stays € 0 a month and Enterprise's price is agreed with sales; the paid plans have no commission.",
    boxes: {
      starter: box("Starter, per month", "euroExclVat"),
      professional: box("Professional, per month", "euroExclVat"),
      commission: box("Gratis: commission on each successful order", "percent"),
    },
    across: (values) =>
      Object.entries(TRIAL_PLAN_BOXES)
        .filter(([key]) => (values[key] ?? 0) <= 0)
        .map(([, plan]) => `${plan} has a free trial, so it needs a monthly fee above € 0 (a plan without one has nothing to try out).`),
  },
  start: {
    label: "Trial and start",
    boxes: {
      trialDays: box("Free trial of Starter and Professional", "days"),
      onboardingHours: box("A new restaurant is online within", "hours"),
    },
  },
  payments: {
    label: "Payment costs, per successful payment, in every plan",
    description: "A fixed amount plus a share of the amount paid (0 for none); payment services carry no VAT.",
    boxes: {
      idealFixed: box("iDEAL", "euroNoVat"),
      idealRate: box("iDEAL, share of the amount paid", "percent"),
      bancontactFixed: box("Bancontact", "euroNoVat"),
      bancontactRate: box("Bancontact, share of the amount paid", "percent"),
      cardsFixed: box("Credit and debit cards", "euroNoVat"),
      cardsRate: box("Credit and debit cards, share of the amount paid", "percent"),
      walletsFixed: box("Apple Pay and Google Pay", "euroNoVat"),
      walletsRate: box("Apple Pay and Google Pay, share of the amount paid", "percent"),
    },
  },
  paymentMix: {
    label: "Calculator: the orders it counts payment costs with",
    description: "The calculator states these beside its result; the shares of the four ways to pay add up to 100%.",
    boxes: {
      averageOrder: box("Average order", "euroNoVat"),
      ideal: box("Paid by iDEAL", "percent"),
      bancontact: box("Paid by Bancontact", "percent"),
      cards: box("Paid by card", "percent"),
      wallets: box("Paid by Apple Pay or Google Pay", "percent"),
    },
    across: (values) => {
      const total = ["ideal", "bancontact", "cards", "wallets"].reduce((sum, key) => sum + (values[key] ?? 0), 0);
      return Math.abs(total - 100) < 1e-9 ? [] : [`The shares of the ways to pay add up to ${Math.round(total * 100) / 100}%, not 100%.`];
    },
  },
  calculatorExamples: {
    label: "Calculator: example monthly revenues",
    description: "The rows of the table the pricing page shows before its calculator works.",
    boxes: {
      first: box("First row", "euroExclVat"),
      second: box("Second row", "euroExclVat"),
      third: box("Third row", "euroExclVat"),
      fourth: box("Fourth row", "euroExclVat"),
      fifth: box("Fifth row", "euroExclVat"),
    },
  },
  goods: {
    label: "Optional extras",
    boxes: {
      posBuy: box("POS device, to buy", "euroExclVat"),
      posRent: box("POS device, rent per month", "euroExclVat"),
      qrSticker: box("One QR sticker", "euroExclVat"),
      sms: box("One SMS", "euroExclVat"),
    },
  },
  support: {
    label: "Customer service, every day",
    boxes: { opens: box("Opens at", "hourOfDay"), closes: box("Closes at", "hourOfDay") },
    across: (values) => ((values.opens ?? 0) < (values.closes ?? 0) ? [] : ["Customer service must open before it closes."]),
  },
  claims: {
    label: "Figures the site claims",
    description: "Revenue, orders and cost savings are maxima: the site always writes “up to” before them.",
    boxes: {
      refundRate: box("Orders refunded, across the platform", "percent"),
      costSavings: box("Most a restaurant saved on costs", "percent"),
      moreRevenue: box("Most revenue grew", "percent"),
      moreOrders: box("Most orders grew", "percent"),
      productivity: box("How much more productive a team became", "percent"),
      caseSavingsPerMonth: box("What the case with savings saves per month", "euroExclVat"),
    },
  },
} as const satisfies Record<string, FigureGroup>;

type FigureGroupId = keyof typeof FIGURE_GROUPS;

/** The figures file as it is stored: each group's figures as an editor typed them. */
export type StoredFigures = { [G in FigureGroupId]: { [B in keyof (typeof FIGURE_GROUPS)[G]["boxes"]]: number } };

/** Units counted in whole numbers: a trial of 30.5 days, or support opening at 9.5, is not an offer. */
const WHOLE: ReadonlySet<FigureUnit> = new Set(["days", "hours", "hourOfDay"]);

/** What is wrong with one figure as typed, in sentences an editor reads under its box; none when it may be saved. */
export function figureProblems(value: unknown, unit: FigureUnit): string[] {
  if (typeof value !== "number" || !Number.isFinite(value)) return ["Type a number."];
  if (value < 0) return ["A figure cannot be below 0."];
  if (unit === "percent" && value > 100) return ["A percentage is at most 100."];
  if (WHOLE.has(unit) && !Number.isInteger(value)) return [`Type a whole number of ${unit === "hourOfDay" ? "hours" : unit}.`];
  if (unit === "hourOfDay" && value > 24) return ["An hour of the day is at most 24."];
  if ((unit === "euroExclVat" || unit === "euroNoVat") && Math.abs(value * 100 - Math.round(value * 100)) > 1e-6)
    return ["A price has at most two digits after the decimal point (cents)."];
  return [];
}

/** Every problem of one group's figures, each named by its box (or the group, for a rule between them). */
export function groupProblems(group: FigureGroup, values: unknown): Array<{ box?: string; problem: string }> {
  const stored = values && typeof values === "object" && !Array.isArray(values) ? (values as Record<string, unknown>) : {};
  const unknown = Object.keys(stored).filter((key) => !(key in group.boxes));
  const own = [
    ...unknown.map((key) => ({ box: key, problem: "The figures have no such field." })),
    ...Object.entries(group.boxes).flatMap(([key, { unit }]) => figureProblems(stored[key], unit).map((problem) => ({ box: key, problem }))),
  ];
  // The rules between figures only make sense once each figure is one.
  if (own.length > 0 || !group.across) return own;
  return group.across(stored as Record<string, number>).map((problem) => ({ problem }));
}

/** Why the figures file may not be written (or read), each problem named by its group and box; none when it is fine. */
export function figuresRefusal(stored: unknown): string[] {
  if (!stored || typeof stored !== "object" || Array.isArray(stored)) return ["content/figures.json does not hold the figures."];
  const groups: Readonly<Record<string, FigureGroup>> = FIGURE_GROUPS;
  const unknown = Object.keys(stored).filter((key) => !(key in groups));
  return [
    ...unknown.map((key) => `${key}: the figures have no such group.`),
    ...Object.entries(groups).flatMap(([id, group]) =>
      groupProblems(group, (stored as Record<string, unknown>)[id]).map(
        ({ box: key, problem }) => `${group.label}${key ? ` › ${group.boxes[key]?.label ?? key}` : ""}: ${problem}`,
      ),
    ),
  ];
}

/** The figures file, checked: the site is not rendered from figures the editor would have refused. */
export function checkedFigures(stored: unknown): StoredFigures {
  const problems = figuresRefusal(stored);
  if (problems.length > 0) throw new Error(`content/figures.json: ${problems.join(" ")}`);
  return stored as StoredFigures;
}
