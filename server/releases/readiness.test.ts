import type { FastifyInstance } from "fastify";
import { afterEach, describe, expect, it, vi } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { buildTestApp } from "../../tooling/app/test-app";
import { Catalogue } from "./catalogue";
import { CircuitBreaker } from "./circuit-breaker";
import { emptyManifest } from "./manifest";
import { LinkSigner } from "./signing";
import { CorruptManifestError, type ReleaseStore, StoreUnavailableError } from "./store";

/*
 * /readyz once answered 200 while the store was down or its manifest corrupt. It now
 * says which: 503 naming the store when there is no catalogue to serve, and 200 with the reason
 * in `degraded` while the last good catalogue is served. The store is a fake in memory.
 */

type Answer = () => Promise<unknown>;
const LOCATION = "s3://releases/desktop/";
const fine: Answer = async () => emptyManifest();
const down: Answer = () => Promise.reject(new StoreUnavailableError(`Reading the manifest failed at ${LOCATION}: connect ECONNREFUSED`));
const notJson: Answer = () => Promise.reject(new CorruptManifestError(`${LOCATION}manifest.json is not valid JSON.`));
const hanging: Answer = () => new Promise(() => undefined);

const opened: FastifyInstance[] = [];
afterEach(async () => {
  vi.useRealTimers();
  await Promise.all(opened.splice(0).map((app) => app.close()));
});

async function setup(first: Answer) {
  let answer = first;
  let reads = 0;
  const store = {
    kind: "s3",
    location: LOCATION,
    readManifest: () => {
      reads++;
      return answer();
    },
  } as unknown as ReleaseStore;
  const clock = manualClock();
  const breaker = new CircuitBreaker({ clock, firstOpenMs: 1000, callLimitMs: 20 });
  const catalogue = new Catalogue(store, undefined, clock, breaker);
  const app = await buildTestApp({
    releases: { store, signer: new LinkSigner(), catalogue, linksPerMinute: 10, refreshSeconds: 30, clock },
  });
  opened.push(app);
  await app.ready();
  return {
    app,
    catalogue,
    clock,
    reads: () => reads,
    answerWith: (next: Answer) => void (answer = next),
    readyz: async () => {
      const reply = await app.inject({ url: "/readyz" });
      return { status: reply.statusCode, body: reply.json() as Record<string, unknown> };
    },
  };
}

describe("/readyz tells the truth about the release store", () => {
  it("is 503 naming the store and the failure when there is no catalogue", async () => {
    const t = await setup(down);
    expect(await t.readyz()).toEqual({
      status: 503,
      body: { error: `Not ready: the release store ${LOCATION} cannot be read: Reading the manifest failed at ${LOCATION}: connect ECONNREFUSED.` },
    });
  });

  it("is 503 naming the store when it hangs: start-up does not wait for it", async () => {
    const t = await setup(hanging);
    expect(await t.readyz()).toEqual({
      status: 503,
      body: { error: `Not ready: the release store ${LOCATION} cannot be read: Reading ${LOCATION}manifest.json did not answer within 20 ms.` },
    });
    expect((await t.app.inject({ url: "/livez" })).statusCode).toBe(200);
  });

  it("is 503 saying the manifest is corrupt when that is all there is", async () => {
    const t = await setup(notJson);
    expect(await t.readyz()).toEqual({
      status: 503,
      body: { error: `Not ready: the manifest in the release store ${LOCATION} is not valid: ${LOCATION}manifest.json is not valid JSON.` },
    });
    t.answerWith(async () => ({ schemaVersion: 2, files: "many" }));
    await t.catalogue.refresh();
    expect((await t.readyz()).body.error).toMatch(/^Not ready: the manifest in the release store s3:\/\/releases\/desktop\/ is not valid: /);
  });

  it("is 503 saying there is no manifest yet in an empty store", async () => {
    const t = await setup(async () => null);
    expect(await t.readyz()).toEqual({
      status: 503,
      body: {
        error: `Not ready: the release store ${LOCATION} has no manifest.json yet: publish the first release (npm run release -- publish, or node build/release.js publish where only the build was shipped; docs/deploy.md, "The first start"); if releases were published before, restore manifest.json or run release recover.`,
      },
    });
  });

  it("is degraded, with the reason, while the last good catalogue is served; the note goes once a read succeeds", async () => {
    const t = await setup(fine);
    expect(await t.readyz()).toEqual({ status: 200, body: { status: "ready" } });

    t.answerWith(down);
    await t.catalogue.refresh();
    expect(await t.readyz()).toEqual({
      status: 200,
      body: {
        status: "ready",
        degraded: [
          `serving the last good release catalogue (loaded 2026-11-01T10:00:00.000Z) because the release store ${LOCATION} cannot be read: Reading the manifest failed at ${LOCATION}: connect ECONNREFUSED`,
        ],
      },
    });

    t.answerWith(notJson);
    t.clock.advance(1000);
    await t.catalogue.refresh();
    expect((await t.readyz()).body.degraded).toEqual([
      `serving the last good release catalogue (loaded 2026-11-01T10:00:00.000Z) because the manifest in the release store ${LOCATION} is not valid: ${LOCATION}manifest.json is not valid JSON.`,
    ]);

    t.answerWith(fine);
    await t.catalogue.refresh();
    expect(await t.readyz()).toEqual({ status: 200, body: { status: "ready" } });
  });

  it("keeps the cause while the circuit is open, without asking the store", async () => {
    const t = await setup(fine);
    t.answerWith(down);
    await t.catalogue.refresh();
    const reads = t.reads();
    await t.catalogue.refresh();
    expect(t.reads()).toBe(reads);
    expect((await t.readyz()).body.degraded).toEqual([expect.stringContaining("connect ECONNREFUSED")]);
  });

  it("does not keep the server from starting when a store without a breaker hangs (a folder on a hung mount)", async () => {
    const store = { kind: "local", location: "/mnt/releases", readManifest: hanging } as unknown as ReleaseStore;
    const clock = manualClock();
    const app = await buildTestApp({
      releases: { store, signer: new LinkSigner(), catalogue: new Catalogue(store, undefined, clock), linksPerMinute: 10, refreshSeconds: 30, clock },
    });
    opened.push(app);
    // Fastify gives up on an onReady hook after 10 s and the process exits: start-up stops waiting at 5 s.
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    let started = false;
    const starting = app.ready().then(() => (started = true));
    await vi.advanceTimersByTimeAsync(4999);
    expect(started).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await starting;
    const ready = await app.inject({ url: "/readyz" });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ error: "Not ready: the release store /mnt/releases has not answered the first read of its manifest yet." });
  });
});
