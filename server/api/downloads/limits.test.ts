import { rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const KEY = { path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" };

describe("limits and an unusable store", () => {
  it("answers 429 with Retry-After past the per-client rate limit on POST", async () => {
    t = await createTestApp({ linksPerMinute: 3 });
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await t.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: KEY })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await t.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: KEY });
    // The clock has not moved since the first request: the whole minute is left.
    expect(limited.headers["retry-after"]).toBe("60");
    expect(limited.json().error).toContain("Too many");
    const other = await t.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: KEY, remoteAddress: "10.0.0.2" });
    expect(other.statusCode).toBe(200);
  });

  it("lets the client in again when its minute is over, and not a second before", async () => {
    const clock = manualClock();
    t = await createTestApp({ linksPerMinute: 2, clock });
    const post = () => t!.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: KEY });
    expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([200, 200, 429]);
    clock.advance(59_000);
    const last = await post();
    expect(last.statusCode).toBe(429);
    expect(last.headers["retry-after"]).toBe("1");
    clock.advance(1000);
    expect([(await post()).statusCode, (await post()).statusCode, (await post()).statusCode]).toEqual([200, 200, 429]);
  });

  it("answers 503 and /readyz 503 while no manifest has ever loaded", async () => {
    t = await createTestApp({ samples: false });
    expect((await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" })).statusCode).toBe(503);
    const post = await t.app.inject({ method: "POST", url: "/api/home/v1/downloads", payload: KEY });
    expect(post.statusCode).toBe(503);
    expect(post.json().error).toBeTruthy();
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(503);
  });

  it("keeps serving the last good catalogue when the store breaks or the manifest goes bad", async () => {
    t = await createTestApp();
    const before = (await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" })).body;
    await writeFile(path.join(t.dir, "manifest.json"), '{"schemaVersion": 1, "files": [{"path": "../../etc/passwd"}]}');
    expect(await t.releases.catalogue.refresh()).toBe(false);
    await rm(t.dir, { recursive: true });
    expect(await t.releases.catalogue.refresh()).toBe(false);
    const after = await t.app.inject({ method: "GET", url: "/api/home/v1/downloads" });
    expect(after.statusCode).toBe(200);
    expect(after.body).toBe(before);
    expect((await t.app.inject({ method: "GET", url: "/readyz" })).statusCode).toBe(200);
  });
});
