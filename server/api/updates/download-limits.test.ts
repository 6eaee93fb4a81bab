import { afterEach, describe, expect, it } from "vitest";
import { manualClock } from "../../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { UPDATE_LIMIT_DEFAULTS } from "../../config";

/*
 * A differential download asks one range per request when the app sets useMultipleRangeRequest:
 * false: hundreds of requests to the feed's file route for one update. They are counted apart
 * from the checks and the whole downloads (docs/decisions/069-a-download-is-not-an-update-check.md).
 */

const FEED = "/api/home/v1/updates/electron/win/x64";
const INSTALLER = `${FEED}/2.10.0/bestelwijs-2.10.0-x64-sample.exe`;

let t: TestApp | undefined;
afterEach(async () => {
  await t?.app.close();
  t = undefined;
});

const get = (url: string, headers: Record<string, string> = {}, remoteAddress = "10.0.0.1") =>
  t!.app.inject({ method: "GET", url, headers, remoteAddress }).then((answer) => answer.statusCode);

describe("the feed's file route with the default limits", () => {
  it("lets one address ask far more single ranges than update checks, and still download the whole file after them", async () => {
    t = await createTestApp({ updateChecksPerMinute: UPDATE_LIMIT_DEFAULTS.checksPerMinute, updateRangesPerMinute: UPDATE_LIMIT_DEFAULTS.rangesPerMinute });
    const ranges = new Map<number, number>();
    for (let i = 0; i < 1000; i++) {
      const status = await get(INSTALLER, { range: `bytes=${i % 50}-${(i % 50) + 9}` });
      ranges.set(status, (ranges.get(status) ?? 0) + 1);
    }
    expect(Object.fromEntries(ranges)).toEqual({ 302: 1000 });
    // The fall-back full download, the blockmaps and the feed itself are not touched by them.
    expect(await get(INSTALLER)).toBe(302);
    expect(await get(`${FEED}/latest.yml`)).toBe(200);
  });

  it("counts whole downloads, blockmaps and several-range batches as update checks of the file route, apart from single ranges", async () => {
    const clock = manualClock();
    t = await createTestApp({ updateChecksPerMinute: 3, updateRangesPerMinute: 5, clock });
    expect([await get(INSTALLER), await get(INSTALLER, { range: "bytes=0-1, 4-5" }), await get(INSTALLER), await get(INSTALLER)]).toEqual([302, 302, 302, 429]);
    // The ranges have their own budget: not used up by the downloads above, and limited too.
    const single = [];
    for (let i = 0; i < 6; i++) single.push(await get(INSTALLER, { range: "bytes=0-9" }));
    expect(single).toEqual([302, 302, 302, 302, 302, 429]);
    // Per address, and the feed keeps its own count.
    expect(await get(INSTALLER, {}, "10.0.0.2")).toBe(302);
    expect(await get(INSTALLER, { range: "bytes=0-9" }, "10.0.0.2")).toBe(302);
    expect(await get(`${FEED}/latest.yml`)).toBe(200);
    clock.advance(60_000);
    expect([await get(INSTALLER), await get(INSTALLER, { range: "bytes=0-9" })]).toEqual([302, 302]);
  });
});
