/**
 * The page budgets, checked against one page's measurements. They mirror docs/budgets.md: change
 * both together. Kept as data so the printed reasons and the JSON report name exactly the numbers
 * the gate used.
 */
export const BUDGETS = {
  minPerformance: 98,
  /** Accessibility, best practices and SEO must all be 100. */
  minOtherScores: 100,
  maxCls: 0,
  maxTbtMs: 50,
  maxLcpRatio: 1.15,
  /** First-load JavaScript, brotli: the developers' budget of 100 KiB (docs/budgets.md). */
  maxJsKb: 100,
  maxCssKb: 25,
  /** The pictures a page loads at once, on a phone (docs/decisions/026-pictures-and-template-slider.md). */
  maxImageKb: 150,
} as const;

export interface Scores {
  performance: number | null;
  accessibility: number | null;
  bestPractices: number | null;
  seo: number | null;
}

export interface Measurement {
  scores: Scores;
  /** Failing weighted audits per category, minus any excused below. */
  failing: Record<keyof Scores, string[]>;
  /** Audits that fail by design on this page (the 404 page), per category: reported, not gating. */
  excused: Record<keyof Scores, string[]>;
  lcpMs: number;
  lcpNoJsMs: number;
  cls: number;
  tbtMs: number;
  /**
   * TBT of the same page with its scripts blocked: not gated, printed next to TBT. When it is as
   * high as TBT, the blocking time is the host's parsing, style and layout, not the page's scripts.
   */
  tbtNoJsMs: number;
  jsBytes: number;
  cssBytes: number;
  imageBytes: number;
  runtimeError?: string;
}

export const kb = (bytes: number) => bytes / 1024;

export function lcpRatio(m: Measurement): number {
  return m.lcpMs / m.lcpNoJsMs;
}

/** Empty when every budget is met. NaN (a missing metric) always fails: it was not measured. */
export function budgetFailures(m: Measurement): string[] {
  const reasons: string[] = [];
  if (m.runtimeError) reasons.push(`error ${m.runtimeError}`);
  const score = (label: string, key: keyof Scores, min: number) => {
    const value = m.scores[key];
    // Performance "audits" are the metrics, already on the line; the JSON keeps them anyway.
    const audits = key === "performance" ? [] : m.failing[key];
    // A score lowered only by excused audits does not gate; anything else failing does.
    const onlyExcused = m.failing[key].length === 0 && m.excused[key].length > 0;
    if (value === null || (value < min && !onlyExcused)) {
      reasons.push(`${label} ${value ?? "n/a"}<${min}${audits.length ? ` [${audits.join(" ")}]` : ""}`);
    }
  };
  score("perf", "performance", BUDGETS.minPerformance);
  score("a11y", "accessibility", BUDGETS.minOtherScores);
  score("bp", "bestPractices", BUDGETS.minOtherScores);
  score("seo", "seo", BUDGETS.minOtherScores);
  // Any shift fails, even one too small to show in three decimals, so print enough digits.
  if (!(m.cls <= BUDGETS.maxCls)) reasons.push(`CLS ${m.cls < 0.001 ? m.cls.toExponential(1) : m.cls.toFixed(3)}>${BUDGETS.maxCls}`);
  if (!(m.tbtMs <= BUDGETS.maxTbtMs)) reasons.push(`TBT ${Math.round(m.tbtMs)}ms>${BUDGETS.maxTbtMs}ms`);
  const ratio = lcpRatio(m);
  if (!Number.isFinite(ratio)) reasons.push("LCP ratio not measured");
  else if (ratio > BUDGETS.maxLcpRatio) reasons.push(`LCP ×${ratio.toFixed(2)}>×${BUDGETS.maxLcpRatio}`);
  if (!(kb(m.jsBytes) <= BUDGETS.maxJsKb)) reasons.push(`JS ${kb(m.jsBytes).toFixed(1)}KB>${BUDGETS.maxJsKb}KB`);
  if (!(kb(m.cssBytes) <= BUDGETS.maxCssKb)) reasons.push(`CSS ${kb(m.cssBytes).toFixed(1)}KB>${BUDGETS.maxCssKb}KB`);
  if (!(kb(m.imageBytes) <= BUDGETS.maxImageKb)) reasons.push(`IMG ${kb(m.imageBytes).toFixed(1)}KB>${BUDGETS.maxImageKb}KB`);
  return reasons;
}

const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)}s` : "n/a");
const pad = (value: number | null) => String(value ?? "n/a").padStart(3);

/** One aligned line per page; "*" after a score marks one lowered by excused audits. */
export function formatLine(locale: string, pagePath: string, pathWidth: number, m: Measurement): string {
  const reasons = budgetFailures(m);
  const mark = (key: keyof Scores) => (m.excused[key].length > 0 ? "*" : " ");
  const ratio = lcpRatio(m);
  return [
    `${locale} ${pagePath.padEnd(pathWidth)}`,
    `perf ${pad(m.scores.performance)}`,
    `a11y ${pad(m.scores.accessibility)}`,
    `bp ${pad(m.scores.bestPractices)}${mark("bestPractices")}`,
    `seo ${pad(m.scores.seo)}${mark("seo")}`,
    `LCP ${seconds(m.lcpMs)}`,
    `noJS ${seconds(m.lcpNoJsMs)}`,
    `×${Number.isFinite(ratio) ? ratio.toFixed(2) : "n/a"}`,
    `CLS ${Number.isFinite(m.cls) ? m.cls.toFixed(3) : "n/a"}`,
    `TBT ${Number.isFinite(m.tbtMs) ? Math.round(m.tbtMs) : "n/a"}ms`,
    `(noJS ${Number.isFinite(m.tbtNoJsMs) ? Math.round(m.tbtNoJsMs) : "n/a"}ms)`,
    `JS ${kb(m.jsBytes).toFixed(1)}KB`,
    `CSS ${kb(m.cssBytes).toFixed(1)}KB`,
    `IMG ${kb(m.imageBytes).toFixed(1)}KB`,
    reasons.length === 0 ? "OK" : `FAIL(${reasons.join("; ")})`,
  ].join("  ");
}
