import { Histogram, Registry } from "prom-client";
import { describe, expect, it } from "vitest";
import { PreResolvedHistogram } from "./pre-resolved-histogram";

const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const config = {
  name: "http_request_duration_seconds",
  help: 'Time to answer, by "route" \\ method',
  labelNames: ["route", "method", "status"] as const,
  buckets: BUCKETS,
};
type Labels = Record<(typeof config.labelNames)[number], string>;

/** prom-client's own histogram and ours, each in its own registry, given the same observations. */
function pair() {
  const theirs = new Registry();
  const ours = new Registry();
  const histogram = new Histogram({ ...config, labelNames: [...config.labelNames], registers: [theirs] });
  const preResolved = new PreResolvedHistogram({ ...config, registers: [ours] });
  return {
    observe(labels: Labels, value: number) {
      histogram.observe(labels, value);
      preResolved.seriesOf(labels).observe(value);
    },
    histogram,
    preResolved,
    theirs,
    ours,
  };
}

const ROUTES: Labels[] = [
  { route: "/api/home/v1/downloads", method: "GET", status: "200" },
  { route: "/api/home/v1/updates/electron/:os/:arch/:file", method: "GET", status: "200" },
  { route: 'a "quoted" \\ route\nwith a new line', method: "other", status: "404" },
];

/** A value on a bucket's bound, between two, below the first, above the last. */
const VALUES = [0, 0.000_037, 0.005, 0.007, 0.01, 0.1, 0.25, 0.3, 2.5, 9.999, 10, 11, 1e9];

describe("PreResolvedHistogram", () => {
  it("writes the same Prometheus text and JSON as prom-client's Histogram for the same observations", async () => {
    const both = pair();
    let seed = 7;
    for (let at = 0; at < 2_000; at++) {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      both.observe(ROUTES[seed % ROUTES.length] as Labels, VALUES[seed % VALUES.length] as number);
    }
    const text = await both.ours.metrics();
    expect(text).toBe(await both.theirs.metrics());
    expect(text).toContain('http_request_duration_seconds_bucket{le="0.005",route="/api/home/v1/downloads",method="GET",status="200"}');
    expect(await both.ours.getMetricsAsJSON()).toEqual(await both.theirs.getMetricsAsJSON());
  });

  it("shows a series only once something is observed into it, as prom-client does", async () => {
    const both = pair();
    const kept = both.preResolved.seriesOf(ROUTES[0] as Labels);
    expect(await both.ours.metrics()).toBe(await both.theirs.metrics());
    kept.observe(0.002);
    both.histogram.observe(ROUTES[0] as Labels, 0.002);
    expect(await both.ours.metrics()).toBe(await both.theirs.metrics());
    expect(await both.ours.metrics()).toContain("http_request_duration_seconds_count{");
  });

  it("gives the same series for the same labels, whatever order they are named in", () => {
    const { preResolved } = pair();
    const series = preResolved.seriesOf({ route: "/", method: "GET", status: "200" });
    expect(preResolved.seriesOf({ status: "200", method: "GET", route: "/" })).toBe(series);
    expect(preResolved.seriesOf({ route: "/", method: "GET", status: "304" })).not.toBe(series);
  });

  it("starts from nothing after a reset, and a series kept by its observer goes on counting", async () => {
    const both = pair();
    const kept = both.preResolved.seriesOf(ROUTES[1] as Labels);
    kept.observe(0.02);
    both.histogram.observe(ROUTES[1] as Labels, 0.02);
    both.ours.resetMetrics();
    both.theirs.resetMetrics();
    expect(await both.ours.metrics()).toBe(await both.theirs.metrics());
    kept.observe(0.3);
    both.histogram.observe(ROUTES[1] as Labels, 0.3);
    expect(await both.ours.metrics()).toBe(await both.theirs.metrics());
    expect(await both.ours.metrics()).toContain("_sum{route=");
  });

  it("refuses a value that is not a number, as prom-client does", () => {
    const { preResolved } = pair();
    const series = preResolved.seriesOf(ROUTES[0] as Labels);
    expect(() => series.observe(Number.NaN)).toThrow(TypeError);
    expect(() => series.observe(Number.POSITIVE_INFINITY)).toThrow(TypeError);
  });

  it("lists series in the order they are first observed after a reset, as prom-client does, whatever order they were looked up in", async () => {
    const both = pair();
    const [first, second] = [both.preResolved.seriesOf(ROUTES[0] as Labels), both.preResolved.seriesOf(ROUTES[1] as Labels)];
    first.observe(0.001);
    second.observe(0.001);
    both.histogram.observe(ROUTES[0] as Labels, 0.001);
    both.histogram.observe(ROUTES[1] as Labels, 0.001);
    both.ours.resetMetrics();
    both.theirs.resetMetrics();
    second.observe(0.2);
    first.observe(0.3);
    both.histogram.observe(ROUTES[1] as Labels, 0.2);
    both.histogram.observe(ROUTES[0] as Labels, 0.3);
    expect(await both.ours.metrics()).toBe(await both.theirs.metrics());
  });
});
