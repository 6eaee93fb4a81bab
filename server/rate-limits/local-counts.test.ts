import { describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { LocalCounts } from "./local-counts";

const count = (store: LocalCounts, key: string, timeWindow = 60_000) =>
  new Promise<{ current: number; ttl: number }>((resolve, reject) =>
    store.incr(key, (error, result) => (error ? reject(error) : resolve(result!)), timeWindow, 5),
  );

describe("per-process rate-limit counts", () => {
  it("count per key within a fixed window that starts at the key's first request", async () => {
    const clock = manualClock();
    const store = new LocalCounts(clock);
    expect(await count(store, "10.0.0.1")).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(20_000);
    expect(await count(store, "10.0.0.1")).toEqual({ current: 2, ttl: 40_000 });
    expect(await count(store, "10.0.0.2")).toEqual({ current: 1, ttl: 60_000 });
    clock.advance(39_999);
    expect(await count(store, "10.0.0.1")).toEqual({ current: 3, ttl: 1 });
    clock.advance(1);
    expect(await count(store, "10.0.0.1")).toEqual({ current: 1, ttl: 60_000 });
  });

  it("keep each route's counts apart", async () => {
    const store = new LocalCounts(manualClock());
    const other = store.child();
    await count(store, "10.0.0.1");
    expect(await count(other, "10.0.0.1")).toEqual({ current: 1, ttl: 60_000 });
  });

  it("forget the least recently counted client past 5,000, so a flood of addresses cannot grow memory without end", async () => {
    const store = new LocalCounts(manualClock());
    await count(store, "first");
    await count(store, "kept");
    for (let i = 0; i < 4998; i++) await count(store, `client-${i}`);
    // "kept" is used again, so "first" is now the least recently counted of 5,000.
    expect((await count(store, "kept")).current).toBe(2);
    await count(store, "one-too-many");
    expect((await count(store, "kept")).current).toBe(3);
    expect((await count(store, "first")).current).toBe(1);
  });
});
