import type { Registry } from "prom-client";

/** One series of a histogram, its labels resolved once: what an answer sent thousands of times a second observes into. */
export interface HistogramSeries {
  observe(value: number): void;
}

interface Series extends HistogramSeries {
  labels: Record<string, string>;
  /** Observations per bucket, not cumulative; the last is the ones above every bound. */
  counts: number[];
  sum: number;
  count: number;
}

/** A value as a registry reads it from a metric: the bucket's `le`, or nothing, in `labels`; the series' own in `sharedLabels`. */
interface ExposedValue {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  exemplar?: null;
}

interface Exposed<Value> {
  name: string;
  help: string;
  type: "histogram";
  values: Value[];
  aggregator: "sum";
}

interface Config<Label extends string> {
  name: string;
  help: string;
  labelNames: readonly Label[];
  buckets: readonly number[];
  registers: Registry[];
}

/**
 * A Prometheus histogram whose series are looked up once and then observed into directly. prom-client's
 * own `Histogram` works out every observation's series again from its labels (an object made,
 * checked, joined into a key, looked up, the bucket found by its bound as a property name): half a
 * microsecond, as much as the rest of an update check's own work (docs/decisions/070-near-the-platforms-speed.md).
 * Registered in a prom-client registry and exposed as its `Histogram` exposes the same observations,
 * byte for byte (pre-resolved-histogram.test.ts compares them): the buckets cumulative, `+Inf`,
 * `_sum` and `_count`, series in the order they were first observed since they were made or reset.
 */
export class PreResolvedHistogram<Label extends string> {
  readonly type = "histogram" as const;
  readonly aggregator = "sum" as const;
  readonly name: string;
  readonly help: string;
  private readonly labelNames: readonly Label[];
  private readonly bounds: readonly number[];
  private readonly series = new Map<string, Series>();
  /** The series observed into since they were made or last reset, in the order of their first observation: prom-client's order. */
  private readonly observed: Series[] = [];

  constructor({ name, help, labelNames, buckets, registers }: Config<Label>) {
    this.name = name;
    this.help = help;
    this.labelNames = labelNames;
    this.bounds = [...buckets];
    // A registry takes any object that answers get() as a metric; prom-client's type names its own classes.
    for (const registry of registers) registry.registerMetric(this as unknown as Parameters<Registry["registerMetric"]>[0]);
  }

  /** The series of these label values, made on first use; keep it and observe into it. */
  seriesOf(labels: Record<Label, string>): HistogramSeries {
    const key = this.labelNames.map((name) => labels[name]).join("\u0000");
    let found = this.series.get(key);
    if (!found) {
      found = this.newSeries(Object.fromEntries(this.labelNames.map((name) => [name, labels[name]])));
      this.series.set(key, found);
    }
    return found;
  }

  /** Every series back to nothing observed, as prom-client's `reset`; a series kept by its observer goes on counting from zero. */
  reset(): void {
    for (const series of this.series.values()) {
      series.counts.fill(0);
      series.sum = 0;
      series.count = 0;
    }
    this.observed.length = 0;
  }

  /** As prom-client's `Histogram#get`: every value's labels whole. */
  async get(): Promise<Exposed<Omit<ExposedValue, "sharedLabels">>> {
    const exposed = this.exposed();
    return { ...exposed, values: exposed.values.map(({ labels, sharedLabels, ...value }) => ({ ...value, labels: { ...labels, ...sharedLabels } })) };
  }

  /** As prom-client's `Histogram#getForPromString`, which a registry reads to write its text: the series' labels apart from `le`. */
  async getForPromString(): Promise<Exposed<ExposedValue>> {
    return this.exposed();
  }

  private exposed(): Exposed<ExposedValue> {
    const values: ExposedValue[] = [];
    // A series looked up but not observed into (or reset since) is not shown, as prom-client shows only series it has observed.
    for (const series of this.observed) {
      let cumulative = 0;
      this.bounds.forEach((bound, at) => {
        cumulative += series.counts[at] as number;
        values.push({ labels: { le: bound }, sharedLabels: series.labels, value: cumulative, metricName: `${this.name}_bucket`, exemplar: null });
      });
      values.push({ labels: { le: "+Inf" }, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_bucket`, exemplar: null });
      values.push({ labels: {}, sharedLabels: series.labels, value: series.sum, metricName: `${this.name}_sum` });
      values.push({ labels: {}, sharedLabels: series.labels, value: series.count, metricName: `${this.name}_count` });
    }
    return { name: this.name, help: this.help, type: this.type, values, aggregator: this.aggregator };
  }

  private newSeries(labels: Record<string, string>): Series {
    const bounds = this.bounds;
    const observed = this.observed;
    const series: Series = {
      labels,
      counts: new Array<number>(bounds.length + 1).fill(0),
      sum: 0,
      count: 0,
      observe(value: number): void {
        if (!Number.isFinite(value)) throw new TypeError(`Value is not a valid number: ${value}`);
        let at = 0;
        while (at < bounds.length && value > (bounds[at] as number)) at++;
        if (series.count === 0) observed.push(series);
        series.counts[at] = (series.counts[at] as number) + 1;
        series.sum += value;
        series.count++;
      },
    };
    return series;
  }
}
