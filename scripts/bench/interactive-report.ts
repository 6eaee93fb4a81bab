/**
 * Budgets (docs/budgets.md) and summary of `npm run bench:interactive`: how soon a page on a cheap
 * phone does what a visitor asks of it. Kept apart from the browser work so the judging is
 * unit-tested.
 */
export const INTERACTIVE_BUDGETS = {
  /** From the first tap on the visible menu button to the tap that opened it. */
  deadTapMs: 0,
  /** Enhancement complete, measured from navigation start, on the pages that sell and hand out files. */
  enhancedMs: 1500,
  enhancedPaths: ["/", "/prijzen", "/downloads"] as readonly string[],
  /** First-load JavaScript, brotli, and how many requests it takes. */
  jsBytes: 100 * 1024,
  jsRequests: 12,
} as const;

/** One load of one page. */
export interface InteractiveRun {
  /** ms from the first tap (made as soon as the button was visible) to the tap that opened the menu; null if none did. */
  deadTapMs: number | null;
  /** ms from navigation start to the first tap: how late the bench itself could tap. */
  firstTapMs: number;
  /** ms from navigation start until the page's script marked it enhanced; null if it never did. */
  enhancedMs: number | null;
  /** Whether the menu opened before the page's script runs was still open after it. */
  stayedOpen: boolean;
  jsBytes: number;
  jsRequests: number;
}

export interface InteractiveReport {
  locale: string;
  path: string;
  runs: InteractiveRun[];
  median: { deadTapMs: number; firstTapMs: number; enhancedMs: number; jsBytes: number; jsRequests: number };
  problems: string[];
  ok: boolean;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** A run where nothing ever happened counts as infinitely late, so it cannot pass by luck. */
const orInfinity = (value: number | null) => value ?? Number.POSITIVE_INFINITY;

export function judge(locale: string, path: string, runs: InteractiveRun[]): InteractiveReport {
  const m = {
    deadTapMs: median(runs.map((run) => orInfinity(run.deadTapMs))),
    firstTapMs: median(runs.map((run) => run.firstTapMs)),
    enhancedMs: median(runs.map((run) => orInfinity(run.enhancedMs))),
    jsBytes: median(runs.map((run) => run.jsBytes)),
    jsRequests: median(runs.map((run) => run.jsRequests)),
  };
  const b = INTERACTIVE_BUDGETS;
  const problems: string[] = [];
  if (!(m.deadTapMs <= b.deadTapMs)) problems.push(`dead-tap window ${ms(m.deadTapMs)} > ${b.deadTapMs} ms`);
  if (runs.some((run) => !run.stayedOpen)) problems.push("a menu opened before the page's script ran was closed by it");
  if (b.enhancedPaths.includes(path) && !(m.enhancedMs <= b.enhancedMs)) problems.push(`enhanced at ${ms(m.enhancedMs)} > ${b.enhancedMs} ms`);
  if (m.jsBytes > b.jsBytes) problems.push(`JS ${kib(m.jsBytes)} > ${kib(b.jsBytes)}`);
  if (m.jsRequests > b.jsRequests) problems.push(`JS in ${m.jsRequests} requests > ${b.jsRequests}`);
  return { locale, path, runs, median: m, problems, ok: problems.length === 0 };
}

const ms = (value: number) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "never");
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function formatInteractiveLine(report: InteractiveReport, width: number): string {
  const { median: m } = report;
  return [
    `${report.locale} ${report.path.padEnd(width)}`,
    `dead-tap ${ms(m.deadTapMs).padStart(8)}`,
    `(first tap at ${ms(m.firstTapMs)})`,
    `enhanced ${ms(m.enhancedMs).padStart(8)}`,
    `JS ${kib(m.jsBytes).padStart(10)} in ${String(m.jsRequests).padStart(2)} requests`,
    report.ok ? "OK" : `FAIL(${report.problems.join("; ")})`,
  ].join("  ");
}
