/**
 * One page, one locale: N Lighthouse runs as served and N with scripts blocked, reduced to
 * the numbers the budgets need plus enough per-run detail in the JSON to see the spread.
 * Full LHRs are not kept: 200 of them with screenshots would be hundreds of megabytes.
 */
import type { LaunchedChrome } from "chrome-launcher";
import type { Result } from "lighthouse";
import { NOT_FOUND_PATH } from "./args";
import { budgetFailures, type Measurement, type Scores } from "./budgets";
import { firstLoadBytes } from "./bytes";
import { failingAudits, medianOf, medianRun, runLighthouse } from "./lighthouse";
import { type PageReport, scoreOf, summariseRun } from "./report";

/**
 * A 404 page must answer 404 and must not be indexed, so these audits fail by design there.
 * They are still printed (a "*" after the seo score, a note under the table) and listed in
 * the JSON, never hidden. errors-in-console is excused only while its sole entry is Chrome's
 * own "Failed to load resource … 404" for the document itself; any other error still fails.
 */
const EXCUSED_ON_404: Record<string, (lhr: Result) => boolean> = {
  "http-status-code": () => true,
  "is-crawlable": () => true,
  "errors-in-console": (lhr) => {
    const items = (lhr.audits["errors-in-console"]?.details as { items?: ConsoleItem[] } | undefined)?.items ?? [];
    return (
      items.length > 0 &&
      items.every((item) => item.source === "network" && item.sourceLocation?.url === lhr.mainDocumentUrl && / 404 /.test(item.description ?? ""))
    );
  },
};

interface ConsoleItem {
  source?: string;
  description?: string;
  sourceLocation?: { url?: string };
}

const CATEGORY_IDS: Record<keyof Scores, string> = {
  performance: "performance",
  accessibility: "accessibility",
  bestPractices: "best-practices",
  seo: "seo",
};

export async function measurePage(
  chrome: LaunchedChrome,
  target: { origin: string; locale: string; path: string; runs: number; clientDir: string },
  progress: (message: string) => void,
): Promise<PageReport> {
  const url = `${target.origin}${target.path}?lang=${target.locale}`;
  const expectErrorStatus = target.path === NOT_FOUND_PATH;
  const withJs: Result[] = [];
  const withoutJs: Result[] = [];
  // Strictly one Lighthouse run at a time: on two cores, overlap would skew every timing.
  for (let i = 1; i <= target.runs; i++) {
    progress(`run ${i}/${target.runs}`);
    withJs.push(await runLighthouse(chrome, url, { expectErrorStatus }));
  }
  for (let i = 1; i <= target.runs; i++) {
    progress(`no-JS run ${i}/${target.runs}`);
    withoutJs.push(await runLighthouse(chrome, url, { expectErrorStatus, blockScripts: true }));
  }

  const median = medianRun(withJs);
  // The no-JS side is one number, so its plain median is the fairest reference.
  const lcpNoJsMs = medianOf(withoutJs, "largest-contentful-paint");
  const bytes = firstLoadBytes(median, target.origin, target.clientDir);
  const scores = Object.fromEntries(Object.entries(CATEGORY_IDS).map(([key, id]) => [key, scoreOf(median, id)])) as unknown as Scores;
  const failing = {} as Measurement["failing"];
  const excused = {} as Measurement["excused"];
  for (const key of Object.keys(CATEGORY_IDS) as (keyof Scores)[]) {
    const all = failingAudits(median, CATEGORY_IDS[key]);
    const isExcused = (id: string) => expectErrorStatus && Object.hasOwn(EXCUSED_ON_404, id) && EXCUSED_ON_404[id]!(median);
    failing[key] = all.filter((id) => !isExcused(id));
    excused[key] = all.filter(isExcused);
  }
  const measurement: Measurement = {
    scores,
    failing,
    excused,
    lcpMs: metric(median, "largest-contentful-paint"),
    lcpNoJsMs,
    cls: metric(median, "cumulative-layout-shift"),
    tbtMs: metric(median, "total-blocking-time"),
    tbtNoJsMs: medianOf(withoutJs, "total-blocking-time"),
    jsBytes: bytes.jsBytes,
    cssBytes: bytes.cssBytes,
    imageBytes: bytes.imageBytes,
    // Only an error that leaves nothing to measure fails the page; a single failed run is
    // left out of its median and named in `problems` (printed under the page's line).
    runtimeError: median.runtimeError?.code ?? (Number.isFinite(lcpNoJsMs) ? undefined : withoutJs[0]?.runtimeError?.code),
  };
  const reasons = budgetFailures(measurement);
  return {
    locale: target.locale,
    path: target.path,
    url,
    ok: reasons.length === 0,
    reasons,
    measurement,
    runs: withJs.map(summariseRun),
    noJsRuns: withoutJs.map(summariseRun),
    assets: bytes.assets,
    warnings: median.runWarnings.map(String),
    problems: [...runProblems("run", withJs), ...runProblems("no-JS run", withoutJs)],
  };
}

function metric(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

function runProblems(kind: string, runs: Result[]): string[] {
  return runs.flatMap((run, i) =>
    run.runtimeError ? [`${kind} ${i + 1}/${runs.length} failed twice with ${run.runtimeError.code}; left out of the median`] : [],
  );
}
