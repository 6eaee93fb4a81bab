import { normalizeIP } from "@fastify/rate-limit";
import { describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { addressKey, CountedRoutes, LocalCounts } from "./local-counts";

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

  it("keep the order of use when a client is counted several times in a row", async () => {
    const store = new LocalCounts(manualClock());
    await count(store, "first");
    expect((await count(store, "first")).current).toBe(2);
    await count(store, "second");
    for (let i = 0; i < 4998; i++) await count(store, `client-${i}`);
    // 5,000 clients; "first" was counted before all the others, twice in a row or not.
    await count(store, "one-too-many");
    expect((await count(store, "second")).current).toBe(2);
    expect((await count(store, "first")).current).toBe(1);
  });

  it("start a new window for the client counted last once its window has passed", async () => {
    const clock = manualClock();
    const store = new LocalCounts(clock);
    await count(store, "10.0.0.1", 1_000);
    clock.advance(1_000);
    expect(await count(store, "10.0.0.1", 1_000)).toEqual({ current: 1, ttl: 1_000 });
    expect(await count(store, "10.0.0.1", 1_000)).toEqual({ current: 2, ttl: 1_000 });
  });
});

describe("the key of an address", () => {
  it.each([
    ["10.0.0.1", undefined],
    ["203.0.113.7", 56],
    ["2001:DB8::1", undefined],
    ["2001:db8:0:0:1:0:0:1", 64],
    ["2001:db8:abcd:12::1", 56],
    ["2001:db8::1", 128],
    ["::ffff:10.0.0.1", 56],
    ["::1", undefined],
    ["not-an-address", undefined],
  ])("is the plugin's key for %s (IPv6 subnet %s)", (ip, subnet) => {
    expect(addressKey(ip, subnet)).toBe(normalizeIP(ip, subnet));
  });
});

describe("a route's counts for the direct lane", () => {
  const routeOptions = (url: string, rateLimit: Record<string, unknown> = {}) =>
    ({ max: 3, timeWindow: 60_000, routeInfo: { method: ["GET", "HEAD"], url, config: { rateLimit } } }) as never;

  it("are the very counts the route's store keeps, and count nothing once the next would be over the limit", async () => {
    const counted = new CountedRoutes();
    const store = new LocalCounts(manualClock(), counted).child(routeOptions("/feed/:file"));
    const lane = counted.get("GET", "/feed/:file");
    expect(lane?.max).toBe(3);
    expect(lane?.count("10.0.0.1")).toEqual({ current: 1, ttl: 60_000 });
    expect((await count(store, "10.0.0.1")).current).toBe(2);
    expect(lane?.count("10.0.0.1")).toEqual({ current: 3, ttl: 60_000 });
    expect(lane?.count("10.0.0.1")).toBeNull();
    // The refused one was not counted: the route counts it when it refuses it.
    expect((await count(store, "10.0.0.1")).current).toBe(4);
    expect(counted.get("HEAD", "/feed/:file")).toBeDefined();
  });

  it("are not offered for a route that counts by its own key, or by a limit that depends on the request", () => {
    const counted = new CountedRoutes();
    const parent = new LocalCounts(manualClock(), counted);
    parent.child(routeOptions("/own-key", { keyGenerator: () => "x" }));
    parent.child({ ...(routeOptions("/per-request") as object), max: () => 3 } as never);
    expect(counted.get("GET", "/own-key")).toBeUndefined();
    expect(counted.get("GET", "/per-request")).toBeUndefined();
  });

  it("are not offered for a route in a group, behind an allow-list, or under a global key of the app's own", () => {
    const counted = new CountedRoutes();
    const parent = new LocalCounts(manualClock(), counted);
    parent.child(routeOptions("/grouped", { groupId: "feeds" }));
    parent.child({ ...(routeOptions("/allowed") as object), allowList: ["127.0.0.1"] } as never);
    parent.child({
      ...(routeOptions("/global-key") as object),
      keyGenerator: function byTenant() {
        return "tenant";
      },
    } as never);
    for (const url of ["/grouped", "/allowed", "/global-key"]) expect(counted.get("GET", url)).toBeUndefined();
  });

  it("count an IPv6 client by the route's subnet, as the plugin keys it", () => {
    const counted = new CountedRoutes();
    new LocalCounts(manualClock(), counted).child({ ...(routeOptions("/feed") as object), ipv6Subnet: 64 } as never);
    const lane = counted.get("GET", "/feed");
    expect(lane?.count("2001:db8:1:2::1")?.current).toBe(1);
    // Another address in the same /64 is the same client.
    expect(lane?.count("2001:db8:1:2::ffff")?.current).toBe(2);
    expect(lane?.count("2001:db8:1:3::1")?.current).toBe(1);
  });
});
