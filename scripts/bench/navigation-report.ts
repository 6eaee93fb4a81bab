/**
 * The pure half of `npm run bench:navigation`
 * (docs/decisions/030-speculation-rules-and-view-transitions.md): the taps it makes, the pages it
 * strips the speculation rules from, and how it sums up the runs. Kept apart from the browser work
 * so the judging is unit-tested.
 */
import { median } from "./interactive-report";

/** The three taps, in order, each from the page the previous one opened. */
export const TAPS = [
  { from: "/", to: "/producten/webshop" },
  { from: "/producten/webshop", to: "/prijzen" },
  { from: "/prijzen", to: "/info/faq" },
] as const;

/** The median tap with the rules takes at most this share of the median tap without them. */
const TARGET_RATIO = 0.7;

/**
 * The three sides of a run. "with rules": the build as it is, in Chromium driven by Playwright,
 * which never prerenders (PrerenderingDisabledByDevTools), so only the prefetch rule acts.
 * "with rules, prerendered": the same server, in a Chromium driven over DevTools' pipe through its
 * tab target, which prerenders as a visitor's Chrome does. "without rules": the build with its
 * speculation rules taken out, in Chromium driven by Playwright.
 */
export const VARIANTS = ["with rules", "with rules, prerendered", "without rules"] as const;
export type Variant = (typeof VARIANTS)[number];

/** One tap of one run. */
export interface TapRun {
  variant: Variant;
  locale: string;
  from: string;
  to: string;
  /** ms from the finger going down to the next page's navigation start (below zero for a prerendered page: it started before the tap). */
  tapToStartMs: number;
  /** ms from the finger going down to the next page's HTML having arrived (responseEnd; below zero when it came before the tap). */
  tapToHtmlMs: number;
  /**
   * ms from the finger going down to the next page painted: its first contentful paint. For a
   * prerendered page that is the paint Chromium reports when the page is first presented after
   * its activation (or, should it report one from before, the first frame after activation).
   */
  tapToFcpMs: number;
  /** ms from the finger going down to the next page's largest contentful paint so far (for a prerendered page, not before it was shown). */
  tapToLcpMs: number;
  /** Whether the browser served the next page from its prefetch. */
  prefetched: boolean;
  /** Whether the next page was shown from a prerender (only on the side "with rules, prerendered"). */
  prerendered?: boolean;
  /** For a prerendered page: ms from the finger going down to its activationStart. */
  tapToActivationMs?: number;
  /** For a prerendered page: ms from the finger going down to the first frame after its activation (a requestAnimationFrame). */
  tapToFirstFrameMs?: number;
  /** On the side "with rules, prerendered", why a tap was not shown from a prerender (Chromium's final status). */
  notPrerendered?: string;
}

const SPECULATION_RULES_SCRIPT = /<script type="speculationrules">[\s\S]*?<\/script>/g;

/** The same page without its speculation rules: the "without" side of the bench. Throws if a page has none, so the bench cannot compare a page with itself. */
export function withoutSpeculationRules(html: string): string {
  const found = html.match(SPECULATION_RULES_SCRIPT)?.length ?? 0;
  if (found !== 1) throw new Error(`expected one speculation rules script in the page, found ${found}`);
  return html.replace(SPECULATION_RULES_SCRIPT, "");
}

type Medians = { fcpMs: number; lcpMs: number };

interface SideSummary extends Medians {
  /** Taps measured, and how many were served from a prefetch or shown from a prerender. */
  runs: number;
  prefetched: number;
  prerendered: number;
  /** fcpMs ÷ the same median without the rules (NaN for the side without them, or with no runs). */
  ratio: number;
}

export interface NavigationSummary {
  /** Per tap and side: medians over the runs. */
  taps: ({ from: string; to: string; variant: Variant } & SideSummary)[];
  /** Medians over every tap of a side. */
  overall: Record<Variant, SideSummary>;
  /**
   * The side the verdict is on: what a visitor's Chrome does. That is the prerendered side when at
   * least one of its taps was shown from a prerender (its median counts the taps that were not,
   * as a visitor would have them); when none was, Chromium did not prerender here, and the verdict
   * falls back on the prefetch side.
   */
  judgedOn: "with rules" | "with rules, prerendered";
  /** Why the prerendered side's taps that were not prerendered were not, with how often. */
  notPrerendered: { reason: string; taps: number }[];
  /** overall[judgedOn].ratio */
  ratio: number;
  ok: boolean;
}

function sideOf(these: readonly TapRun[], without: readonly TapRun[]): SideSummary {
  const fcpMs = median(these.map((run) => run.tapToFcpMs));
  return {
    fcpMs,
    lcpMs: median(these.map((run) => run.tapToLcpMs)),
    runs: these.length,
    prefetched: these.filter((run) => run.prefetched).length,
    prerendered: these.filter((run) => run.prerendered === true).length,
    ratio: these === without ? Number.NaN : fcpMs / median(without.map((run) => run.tapToFcpMs)),
  };
}

export function summarise(runs: readonly TapRun[]): NavigationSummary {
  const taps = TAPS.flatMap(({ from, to }) => {
    const ofTap = runs.filter((run) => run.from === from && run.to === to);
    const without = ofTap.filter((run) => run.variant === "without rules");
    return VARIANTS.map((variant) => ({
      from,
      to,
      variant,
      ...sideOf(variant === "without rules" ? without : ofTap.filter((run) => run.variant === variant), without),
    }));
  });
  const without = runs.filter((run) => run.variant === "without rules");
  const overall = Object.fromEntries(
    VARIANTS.map((variant) => [variant, sideOf(variant === "without rules" ? without : runs.filter((run) => run.variant === variant), without)]),
  ) as Record<Variant, SideSummary>;
  const judgedOn = overall["with rules, prerendered"].prerendered > 0 ? "with rules, prerendered" : "with rules";
  const reasons = new Map<string, number>();
  for (const run of runs)
    if (run.variant === "with rules, prerendered" && run.prerendered !== true)
      reasons.set(run.notPrerendered ?? "unknown", (reasons.get(run.notPrerendered ?? "unknown") ?? 0) + 1);
  const ratio = overall[judgedOn].ratio;
  return {
    taps,
    overall,
    judgedOn,
    notPrerendered: [...reasons].map(([reason, count]) => ({ reason, taps: count })),
    ratio,
    ok: Number.isFinite(ratio) && ratio <= TARGET_RATIO,
  };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a");
const times = (value: number) => (Number.isFinite(value) ? value.toFixed(2) : "n/a");

/** One tap as the bench prints it while it runs: * served from the prefetch, ** shown from a prerender. */
export function formatTap(tap: TapRun): string {
  if (tap.prerendered)
    return `${Math.round(tap.tapToFcpMs)} ms** (activation ${Math.round(tap.tapToActivationMs ?? Number.NaN)}, first frame ${Math.round(tap.tapToFirstFrameMs ?? Number.NaN)})`;
  const not = tap.variant === "with rules, prerendered" ? `, not prerendered: ${tap.notPrerendered ?? "unknown"}` : "";
  return `${Math.round(tap.tapToFcpMs)} ms${tap.prefetched ? "*" : ""} (start ${Math.round(tap.tapToStartMs)}, HTML ${Math.round(tap.tapToHtmlMs)}${not})`;
}

const LABELS: Record<Variant, string> = { "with rules": "prefetch", "with rules, prerendered": "prerendered", "without rules": "without" };

function formatSide(variant: Variant, side: SideSummary): string {
  const counted =
    variant === "with rules"
      ? `, ${side.prefetched}/${side.runs} from the prefetch`
      : variant === "with rules, prerendered"
        ? `, ${side.prerendered}/${side.runs} prerendered`
        : "";
  const ratio = variant === "without rules" ? "" : `, ratio ${times(side.ratio)}`;
  return `${LABELS[variant]} ${ms(side.fcpMs)} (LCP ${ms(side.lcpMs)}${counted}${ratio})`;
}

export function formatSummary(summary: NavigationSummary): string[] {
  const width = Math.max(...TAPS.map(({ from, to }) => `${from} → ${to}`.length));
  const lines = TAPS.map(({ from, to }) =>
    [
      `${from} → ${to}`.padEnd(width),
      ...VARIANTS.map((variant) => formatSide(variant, summary.taps.find((tap) => tap.from === from && tap.to === to && tap.variant === variant)!)),
    ].join("   "),
  );
  lines.push(["all taps".padEnd(width), ...VARIANTS.map((variant) => formatSide(variant, summary.overall[variant]))].join("   "));
  const prerendered = summary.overall["with rules, prerendered"];
  const reasons = summary.notPrerendered.map(({ reason, taps }) => `${taps}× ${reason}`).join("; ");
  lines.push(
    summary.judgedOn === "with rules, prerendered"
      ? `verdict on the prerendered side, what a visitor's Chrome shows (${prerendered.prerendered}/${prerendered.runs} taps prerendered${reasons ? `; not: ${reasons}` : ""}): ` +
          `ratio ${times(summary.ratio)} (target ≤ ${TARGET_RATIO}) ${summary.ok ? "OK" : "FAIL"}`
      : `verdict on the prefetch side: NO TAP WAS PRERENDERED${reasons ? ` (${reasons})` : ""}, so this run says nothing about prerender: ` +
          `ratio ${times(summary.ratio)} (target ≤ ${TARGET_RATIO}) ${summary.ok ? "OK" : "FAIL"}`,
  );
  return lines;
}
