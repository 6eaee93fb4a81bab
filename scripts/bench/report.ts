/**
 * The shape of one page's result, as printed and as written to .bench/web-*.json, and the
 * summary line over all pages. Separate from measure.ts so the error path shares it.
 */
import type { Result } from "lighthouse";
import { budgetFailures, kb, lcpRatio, type Measurement } from "./budgets";
import type { AssetBytes } from "./bytes";

export interface PageReport {
  locale: string;
  path: string;
  url: string;
  ok: boolean;
  reasons: string[];
  measurement: Measurement;
  runs: RunSummary[];
  noJsRuns: RunSummary[];
  assets: AssetBytes[];
  /** Lighthouse's own run warnings of the median run (e.g. the ignored 404 status). */
  warnings: string[];
  /** Runs that failed even after a retry, and so are not in the median. */
  problems: string[];
}

export interface RunSummary {
  performance: number | null;
  fcpMs?: number;
  lcpMs?: number;
  ttiMs?: number;
  tbtMs?: number;
  cls?: number;
  /** Lighthouse's CPU benchmark of this machine at the time; low values mean a busy host. */
  benchmarkIndex?: number;
  runtimeError?: string;
}

/** Lighthouse shows category scores as whole numbers; the budgets are written that way too. */
export function scoreOf(lhr: Result, categoryId: string): number | null {
  const score = lhr.categories[categoryId]?.score;
  return typeof score === "number" ? Math.round(score * 100) : null;
}

export function summariseRun(lhr: Result): RunSummary {
  const value = (id: string) => lhr.audits[id]?.numericValue;
  return {
    performance: scoreOf(lhr, "performance"),
    fcpMs: value("first-contentful-paint"),
    lcpMs: value("largest-contentful-paint"),
    ttiMs: value("interactive"),
    tbtMs: value("total-blocking-time"),
    cls: value("cumulative-layout-shift"),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    runtimeError: lhr.runtimeError?.code,
  };
}

/** A page whose runs threw (Chrome crashed, protocol timeout): reported as a failure, not skipped. */
export function errorReport(locale: string, pagePath: string, url: string, error: unknown): PageReport {
  const none = { performance: [], accessibility: [], bestPractices: [], seo: [] };
  const measurement: Measurement = {
    scores: { performance: null, accessibility: null, bestPractices: null, seo: null },
    failing: none,
    excused: none,
    lcpMs: Number.NaN,
    lcpNoJsMs: Number.NaN,
    tbtNoJsMs: Number.NaN,
    cls: Number.NaN,
    tbtMs: Number.NaN,
    jsBytes: 0,
    cssBytes: 0,
    imageBytes: 0,
    runtimeError: error instanceof Error ? error.message : String(error),
  };
  const reasons = budgetFailures(measurement);
  return { locale, path: pagePath, url, ok: false, reasons, measurement, runs: [], noJsRuns: [], assets: [], warnings: [], problems: [] };
}

/** Worst value of one number over the pages, with where it happened; NaN/null are skipped. */
function worst(reports: PageReport[], pick: (m: Measurement) => number | null, lowIsBad: boolean) {
  let best: { value: number; where: string } | undefined;
  for (const report of reports) {
    const value = pick(report.measurement);
    if (value === null || !Number.isFinite(value)) continue;
    if (!best || (lowIsBad ? value < best.value : value > best.value)) {
      best = { value, where: `${report.locale} ${report.path}` };
    }
  }
  return best;
}

export function summaryLine(reports: PageReport[], elapsedMs: number): string {
  const failed = reports.filter((report) => !report.ok).length;
  const show = (label: string, w: ReturnType<typeof worst>, format: (value: number) => string) => `${label} ${w ? `${format(w.value)} (${w.where})` : "n/a"}`;
  const int = (value: number) => String(value);
  const minutes = Math.floor(elapsedMs / 60_000);
  const secs = Math.round((elapsedMs % 60_000) / 1000);
  return [
    `SUMMARY ${reports.length} pages: ${reports.length - failed} OK, ${failed} FAIL`,
    show(
      "worst perf",
      worst(reports, (m) => m.scores.performance, true),
      int,
    ),
    show(
      "a11y",
      worst(reports, (m) => m.scores.accessibility, true),
      int,
    ),
    // Scores lowered only by excused audits (the 404 page) would hide the real worst one.
    show(
      "bp",
      worst(reports, (m) => (m.excused.bestPractices.length > 0 ? null : m.scores.bestPractices), true),
      int,
    ),
    show(
      "seo",
      worst(reports, (m) => (m.excused.seo.length > 0 ? null : m.scores.seo), true),
      int,
    ),
    show("max LCP ratio", worst(reports, lcpRatio, false), (v) => `×${v.toFixed(2)}`),
    show(
      "max CLS",
      worst(reports, (m) => m.cls, false),
      (v) => v.toFixed(3),
    ),
    show(
      "max TBT",
      worst(reports, (m) => m.tbtMs, false),
      (v) => `${Math.round(v)}ms`,
    ),
    show(
      "max JS",
      worst(reports, (m) => kb(m.jsBytes), false),
      (v) => `${v.toFixed(1)}KB`,
    ),
    show(
      "max CSS",
      worst(reports, (m) => kb(m.cssBytes), false),
      (v) => `${v.toFixed(1)}KB`,
    ),
    show(
      "max IMG",
      worst(reports, (m) => kb(m.imageBytes), false),
      (v) => `${v.toFixed(1)}KB`,
    ),
    `took ${minutes}m${String(secs).padStart(2, "0")}s`,
  ].join("  ·  ");
}

/** What was excused where, so a by-design failure is always visible under the table. */
export function excusedNotes(reports: PageReport[]): string[] {
  return reports.flatMap((report) => {
    const ids = Object.values(report.measurement.excused).flat();
    return ids.length === 0 ? [] : [`* ${report.locale} ${report.path}: fails by design on the 404 page, not counted: ${ids.join(", ")}`];
  });
}
