/**
 * The pure half of `npm run bench:navigation` (issue 24): the taps it makes, the pages it strips
 * the speculation rules from, and how it sums up the runs. Kept apart from the browser work so
 * the judging is unit-tested.
 */
import { median } from "./interactive-report";

/** The three taps, in order, each from the page the previous one opened. */
export const TAPS = [
  { from: "/", to: "/producten/webshop" },
  { from: "/producten/webshop", to: "/prijzen" },
  { from: "/prijzen", to: "/info/faq" },
] as const;

/** Issue 24: the median tap with the rules takes at most this share of the median tap without them. */
export const TARGET_RATIO = 0.7;

export type Variant = "with rules" | "without rules";

/** One tap of one run. */
export interface TapRun {
  variant: Variant;
  locale: string;
  from: string;
  to: string;
  /** ms from the finger going down to the next page's navigation start. */
  tapToStartMs: number;
  /** ms from the finger going down to the next page's HTML having arrived (responseEnd). */
  tapToHtmlMs: number;
  /** ms from the finger going down to the next page's first contentful paint. */
  tapToFcpMs: number;
  /** ms from the finger going down to the next page's largest contentful paint so far. */
  tapToLcpMs: number;
  /** Whether the browser served the next page from its prefetch. */
  prefetched: boolean;
}

const SPECULATION_RULES_SCRIPT = /<script type="speculationrules">[\s\S]*?<\/script>/g;

/** The same page without its speculation rules: the "without" side of the bench. Throws if a page has none, so the bench cannot compare a page with itself. */
export function withoutSpeculationRules(html: string): string {
  const found = html.match(SPECULATION_RULES_SCRIPT)?.length ?? 0;
  if (found !== 1) throw new Error(`expected one speculation rules script in the page, found ${found}`);
  return html.replace(SPECULATION_RULES_SCRIPT, "");
}

export interface NavigationSummary {
  /** Per tap and variant: medians over the runs, and how many taps were served from a prefetch. */
  taps: { from: string; to: string; variant: Variant; fcpMs: number; lcpMs: number; prefetched: number; runs: number }[];
  /** Medians over every tap of a variant. */
  overall: Record<Variant, { fcpMs: number; lcpMs: number }>;
  /** overall with ÷ overall without, on first contentful paint. */
  ratio: number;
  ok: boolean;
}

export function summarise(runs: readonly TapRun[]): NavigationSummary {
  const variants: Variant[] = ["with rules", "without rules"];
  const taps = TAPS.flatMap(({ from, to }) =>
    variants.map((variant) => {
      const these = runs.filter((run) => run.variant === variant && run.from === from && run.to === to);
      return {
        from,
        to,
        variant,
        fcpMs: median(these.map((run) => run.tapToFcpMs)),
        lcpMs: median(these.map((run) => run.tapToLcpMs)),
        prefetched: these.filter((run) => run.prefetched).length,
        runs: these.length,
      };
    }),
  );
  const overallOf = (variant: Variant) => {
    const these = runs.filter((run) => run.variant === variant);
    return { fcpMs: median(these.map((run) => run.tapToFcpMs)), lcpMs: median(these.map((run) => run.tapToLcpMs)) };
  };
  const overall = { "with rules": overallOf("with rules"), "without rules": overallOf("without rules") };
  const ratio = overall["with rules"].fcpMs / overall["without rules"].fcpMs;
  return { taps, overall, ratio, ok: Number.isFinite(ratio) && ratio <= TARGET_RATIO };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a");

export function formatSummary(summary: NavigationSummary): string[] {
  const width = Math.max(...TAPS.map(({ from, to }) => `${from} → ${to}`.length));
  const lines = TAPS.map(({ from, to }) => {
    const [withRules, without] = (["with rules", "without rules"] as const).map((variant) => summary.taps.find((tap) => tap.from === from && tap.to === to && tap.variant === variant)!);
    return [
      `${from} → ${to}`.padEnd(width),
      `with rules ${ms(withRules!.fcpMs).padStart(7)} (LCP ${ms(withRules!.lcpMs)}, ${withRules!.prefetched}/${withRules!.runs} from the prefetch)`,
      `without ${ms(without!.fcpMs).padStart(7)} (LCP ${ms(without!.lcpMs)})`,
      `ratio ${(withRules!.fcpMs / without!.fcpMs).toFixed(2)}`,
    ].join("   ");
  });
  const { overall, ratio } = summary;
  lines.push(
    `all taps: with rules ${ms(overall["with rules"].fcpMs)} (LCP ${ms(overall["with rules"].lcpMs)}), without ${ms(overall["without rules"].fcpMs)} (LCP ${ms(overall["without rules"].lcpMs)}), ` +
      `ratio ${ratio.toFixed(2)} (target ≤ ${TARGET_RATIO}) ${summary.ok ? "OK" : "FAIL"}`,
  );
  return lines;
}
