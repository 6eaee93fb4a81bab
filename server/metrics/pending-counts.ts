import type { Counter } from "prom-client";

type Level<Inner> = Map<string, Inner>;

/**
 * Counts of a four-label counter kept as plain numbers until the counter is read, then added to it
 * with its own `inc`: a count costs four map lookups instead of prom-client's work per call (the
 * labels checked and joined into a key, about 0.3 µs), which the busiest answer, the update check,
 * pays for every installation's check (docs/decisions/070-near-the-platforms-speed.md). The
 * counter drains it from its `collect`, which prom-client calls before every read, so a scrape
 * sees every count made before it.
 */
export class PendingCounts<Label extends string> {
  private readonly pending: Level<Level<Level<Level<number>>>> = new Map();

  constructor(private readonly labelNames: readonly [Label, Label, Label, Label]) {}

  add(first: string, second: string, third: string, fourth: string): void {
    const fourths = within(within(within(this.pending, first), second), third);
    fourths.set(fourth, (fourths.get(fourth) ?? 0) + 1);
  }

  /** What is pending added to `counter`, and nothing pending after. */
  drainInto(counter: Counter<Label>): void {
    const [a, b, c, d] = this.labelNames;
    for (const [first, seconds] of this.pending)
      for (const [second, thirds] of seconds)
        for (const [third, fourths] of thirds)
          for (const [fourth, count] of fourths) counter.inc({ [a]: first, [b]: second, [c]: third, [d]: fourth } as Record<Label, string>, count);
    this.pending.clear();
  }
}

/** The map under `key`, made on first use. */
function within<Inner extends Map<string, unknown>>(level: Map<string, Inner>, key: string): Inner {
  let inner = level.get(key);
  if (!inner) {
    inner = new Map() as Inner;
    level.set(key, inner);
  }
  return inner;
}
