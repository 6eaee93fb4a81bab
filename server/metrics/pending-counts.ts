import type { Counter } from "prom-client";

/** One combination's count since the last read, with its label values in the counter's order. */
interface Pending {
  values: readonly [string, string, string, string];
  count: number;
}

type Level<Inner> = Map<string, Inner>;

/**
 * Counts of a four-label counter kept as plain numbers until the counter is read, then added to it
 * with its own `inc`: a count costs four map lookups instead of prom-client's work per call (the
 * labels checked and joined into a key, about 0.3 µs), which the busiest answer, the update check,
 * pays for every installation's check (docs/decisions/070-near-the-platforms-speed.md). The
 * counter drains it from its `collect`, which prom-client calls before every read, so a scrape
 * sees every count made before it; combinations reach the counter in the order they were first
 * counted, as they would have with `inc` at each count.
 */
export class PendingCounts<Label extends string> {
  private readonly pending: Level<Level<Level<Level<Pending>>>> = new Map();
  private readonly firstCounted: Pending[] = [];

  constructor(private readonly labelNames: readonly [Label, Label, Label, Label]) {}

  add(first: string, second: string, third: string, fourth: string): void {
    const fourths = within(within(within(this.pending, first), second), third);
    const found = fourths.get(fourth);
    if (found) found.count++;
    else {
      const made: Pending = { values: [first, second, third, fourth], count: 1 };
      fourths.set(fourth, made);
      this.firstCounted.push(made);
    }
  }

  /** What is pending added to `counter`, and nothing pending after. */
  drainInto(counter: Counter<Label>): void {
    const [a, b, c, d] = this.labelNames;
    for (const { values, count } of this.firstCounted)
      counter.inc({ [a]: values[0], [b]: values[1], [c]: values[2], [d]: values[3] } as Record<Label, string>, count);
    this.clear();
  }

  /** Nothing pending: for the counter's reset, which would otherwise get back what was counted before it at the next read. */
  clear(): void {
    this.pending.clear();
    this.firstCounted.length = 0;
  }
}

/** The map under `key`, made on first use. */
function within<Inner>(level: Map<string, Inner>, key: string): Inner {
  let inner = level.get(key);
  if (!inner) {
    inner = new Map() as Inner;
    level.set(key, inner);
  }
  return inner;
}
