import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { Metrics } from "./metrics";

/*
 * The dashboard and the alert examples in docs/operations/ query metrics by name; a renamed or
 * removed metric would leave an empty panel that nobody notices until they need it. Every name
 * they query must be one the server's /metrics output declares.
 */

const OPERATIONS = path.resolve(import.meta.dirname, "../../docs/operations");

/** PromQL words that are not metric names: functions, aggregations, keywords. */
const PROMQL_WORDS = new Set([
  ...["sum", "min", "max", "avg", "count", "stddev", "stdvar", "topk", "bottomk", "quantile", "count_values", "group"],
  ...["rate", "irate", "increase", "delta", "idelta", "deriv", "histogram_quantile", "label_values", "label_replace", "label_join"],
  ...["abs", "ceil", "floor", "round", "clamp_min", "clamp_max", "vector", "scalar", "time", "absent", "changes", "resets", "sort", "sort_desc"],
  ...["avg_over_time", "max_over_time", "min_over_time", "sum_over_time", "count_over_time", "last_over_time", "predict_linear"],
  ...["by", "without", "on", "ignoring", "group_left", "group_right", "and", "or", "unless", "offset", "bool", "inf", "nan"],
]);

/** The metric names a PromQL expression (or a Grafana label_values query) reads. */
function metricNamesIn(expression: string): string[] {
  const bare = expression
    .replace(/"(?:[^"\\]|\\.)*"/g, '""') // label values and strings, Grafana's $variables among them
    .replace(/\{[^}]*\}/g, "") // label matchers
    .replace(/\[[^\]]*\]/g, "") // range selectors, $__rate_interval among them
    .replace(/\b(?:by|without|on|ignoring|group_left|group_right)\s*\([^)]*\)/g, "") // grouping label lists
    .replace(/(?<![\w:])\d+(?:\.\d+)?(?:e[+-]?\d+)?/gi, ""); // numbers, 1e9 among them
  const names = new Set<string>();
  for (const match of bare.matchAll(/[A-Za-z_:][\w:]*/g)) {
    const word = match[0];
    const next = bare.slice((match.index ?? 0) + word.length).trimStart();
    if (PROMQL_WORDS.has(word.toLowerCase()) || next.startsWith("(")) continue;
    // label_values(metric, label): its second argument is a label.
    if (/^,?\s*\)/.test(next) && /label_values\s*\([^,]*,\s*$/.test(bare.slice(0, match.index))) continue;
    names.add(word);
  }
  return [...names];
}

interface Panel {
  title?: string;
  targets?: Array<{ expr?: string }>;
  panels?: Panel[];
}

async function dashboardQueries(): Promise<Array<{ where: string; expression: string }>> {
  const dashboard = JSON.parse(await readFile(path.join(OPERATIONS, "grafana-dashboard.json"), "utf8")) as {
    panels: Panel[];
    templating: { list: Array<{ name: string; query?: string | { query: string } }> };
  };
  const queries: Array<{ where: string; expression: string }> = [];
  const visit = (panel: Panel) => {
    for (const target of panel.targets ?? []) if (target.expr) queries.push({ where: `panel "${panel.title}"`, expression: target.expr });
    for (const inner of panel.panels ?? []) visit(inner);
  };
  for (const panel of dashboard.panels) visit(panel);
  for (const variable of dashboard.templating.list) {
    const query = typeof variable.query === "string" ? variable.query : variable.query?.query;
    if (query?.includes("label_values")) queries.push({ where: `variable $${variable.name}`, expression: query });
  }
  return queries;
}

async function alertQueries(): Promise<Array<{ where: string; expression: string }>> {
  const text = await readFile(path.join(OPERATIONS, "prometheus.yml"), "utf8");
  return [...text.matchAll(/expr:\s*(.+)$/gm)].map((match) => ({ where: "prometheus.yml", expression: match[1]!.trim() }));
}

let t: TestApp;
let declared: Map<string, string>;
beforeAll(async () => {
  const metrics = new Metrics();
  t = await createTestApp({ metrics });
  await t.app.inject({ method: "GET", url: "/prijzen" });
  await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" });
  await t.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: { path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" } });
  await t.app.inject({ method: "GET", url: "/api/home/v1/updates/win/x64/2.4.0" });
  const text = await metrics.registry.metrics();
  declared = new Map([...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((match) => [match[1]!, match[2]!]));
});
afterAll(() => t.app.close());

/** Whether /metrics has this series name: a metric itself, or a histogram's (or summary's) _bucket, _sum or _count. */
function isDeclared(name: string): boolean {
  if (declared.has(name)) return true;
  const parts = /^(.+)_(bucket|sum|count)$/.exec(name);
  if (!parts) return false;
  const type = declared.get(parts[1]!);
  return type === "histogram" || (type === "summary" && parts[2] !== "bucket");
}

describe("the dashboard and alert examples in docs/operations", () => {
  it("reads metric names out of PromQL, leaving functions, labels, variables and ranges aside", () => {
    expect(metricNamesIn('histogram_quantile(0.99, sum by (route, le) (rate(http_request_duration_seconds_bucket{job=~"$job"}[$__rate_interval])))')).toEqual([
      "http_request_duration_seconds_bucket",
    ]);
    expect(metricNamesIn("sum(rate(a_total[5m])) / ignoring(x) group_left sum(rate(b_total[5m])) > 0.05")).toEqual(["a_total", "b_total"]);
    expect(metricNamesIn("max(process_resident_memory_bytes) / 1e9")).toEqual(["process_resident_memory_bytes"]);
    expect(metricNamesIn('label_values(up{job=~"$job"}, instance)')).toEqual(["up"]);
  });

  it("query only metrics that /metrics declares", async () => {
    const queries = [...(await dashboardQueries()), ...(await alertQueries())];
    expect(queries.length).toBeGreaterThan(20);
    const missing = queries.flatMap(({ where, expression }) => {
      const names = metricNamesIn(expression);
      expect(names.length, `${where}: ${expression}`).toBeGreaterThan(0);
      return names.filter((name) => !isDeclared(name)).map((name) => `${where}: ${name}`);
    });
    expect(missing).toEqual([]);
  });

  it("is a dashboard Grafana can import: a Prometheus input, and every panel on it", async () => {
    const dashboard = JSON.parse(await readFile(path.join(OPERATIONS, "grafana-dashboard.json"), "utf8"));
    expect(dashboard.__inputs).toEqual([expect.objectContaining({ name: "DS_PROMETHEUS", type: "datasource", pluginId: "prometheus" })]);
    const ids = dashboard.panels.map((panel: { id: number }) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos.x + panel.gridPos.w, panel.title).toBeLessThanOrEqual(24);
      // Grafana fills in the data source chosen at import where the dashboard says ${DS_PROMETHEUS}.
      if (panel.type !== "row") expect(panel.datasource, panel.title).toEqual({ type: "prometheus", uid: `\${DS_PROMETHEUS}` });
    }
  });
});
