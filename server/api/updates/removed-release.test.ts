import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { LocalReleaseStore } from "../../releases/local-store";
import { publish, remove } from "../../releases/publish";

/*
 * An update check right after `npm run release -- remove` once answered 404 with a
 * sentence for the downloads page's visitors ("Reload the downloads page") until the replica's
 * next refresh. The release CLI is another process: it changes the store, and this replica's
 * catalogue learns of it only when it reads the manifest. Here the CLI's functions change the
 * store behind the app's back, as they would.
 */

const FEED = "/api/home/v1/updates";
const NEW = "win/2.12.0/bestelwijs-2.12.0-x64.exe";
let t: TestApp;
let clock: ManualClock;
let reads = 0;

beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ clock });
  const read = t.releases.store.readManifest.bind(t.releases.store);
  t.releases.store.readManifest = (...args) => {
    reads++;
    return read(...args);
  };
  const source = path.join(t.dir, "..", `src-${path.basename(t.dir)}`, "bestelwijs-2.12.0-x64.exe");
  await mkdir(path.dirname(source), { recursive: true });
  await writeFile(source, "installer 2.12.0");
  await publish(t.releases.store, { os: "win", version: "2.12.0", arch: "x64", kind: "installer", file: source }, undefined, { rollout: { percent: 100 } });
  await t.releases.catalogue.refresh();
  // Any read-through earlier in the test's setup lies more than a second back.
  clock.advance(5000);
});
afterEach(() => t.app.close());

const get = (url: string, language = "en") => t.app.inject({ method: "GET", url, headers: { "accept-language": language } });

/** The object disappears while the manifest still lists it (deleted by hand, or a store that lost it). */
async function deleteObjectOnly(key: string): Promise<void> {
  await rm((t.releases.store as LocalReleaseStore).filePath(key));
}

describe("an update check right after `release remove`", () => {
  it("offers the next best version from the manifest read at once", async () => {
    expect((await get(`${FEED}/win/x64/2.9.0`)).json().version).toBe("2.12.0");
    await remove(t.releases.store, NEW);
    const before = reads;
    const answer = await get(`${FEED}/win/x64/2.9.0`);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ version: "2.10.0" });
    expect(reads - before).toBe(1);
    expect(t.releases.catalogue.current?.byPath.has(NEW)).toBe(false);
  });

  it("answers 204 to an app that is up to date once the removed version is gone", async () => {
    await remove(t.releases.store, NEW);
    const answer = await get(`${FEED}/win/x64/2.10.0`);
    expect(answer.statusCode).toBe(204);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("gives electron-updater a latest.yml of the version still published", async () => {
    expect((await get(`${FEED}/electron/win/x64/latest.yml`)).body).toContain('version: "2.12.0"');
    await remove(t.releases.store, NEW);
    const feed = await get(`${FEED}/electron/win/x64/latest.yml`);
    expect(feed.statusCode).toBe(200);
    expect(feed.body).toContain('version: "2.10.0"');
  });

  it("answers electron-updater's download of the removed file with a sentence for an app, not for the downloads page", async () => {
    await remove(t.releases.store, NEW);
    for (const [language, words] of [
      ["en", /check for updates again/i],
      ["nl", /opnieuw naar updates/i],
    ] as const) {
      clock.advance(1000);
      const answer = await get(`${FEED}/electron/win/x64/2.12.0/bestelwijs-2.12.0-x64.exe`, language);
      expect(answer.statusCode).toBe(404);
      expect(answer.json().error).toMatch(words);
      expect(answer.json().error).not.toMatch(/downloads page|downloadpagina/i);
    }
  });
});

describe("a file the fresh manifest still lists but the store does not hold", () => {
  it("answers the update check 503 with Retry-After and a sentence for an app, in its language", async () => {
    await deleteObjectOnly(NEW);
    for (const [language, words] of [
      ["en", /check for updates again/i],
      ["nl", /opnieuw naar updates/i],
    ] as const) {
      clock.advance(1000);
      const answer = await get(`${FEED}/win/x64/2.9.0`, language);
      expect(answer.statusCode).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(Object.keys(answer.json())).toEqual(["error"]);
      expect(answer.json().error).toMatch(words);
      expect(answer.json().error).not.toMatch(/downloads page|downloadpagina/i);
    }
  });

  it("answers latest.yml and the file route 503 too, never a feed that promises a missing file", async () => {
    await deleteObjectOnly(NEW);
    for (const url of [`${FEED}/electron/win/x64/latest.yml`, `${FEED}/electron/win/x64/2.12.0/bestelwijs-2.12.0-x64.exe`]) {
      clock.advance(1000);
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(503);
      expect(answer.headers["retry-after"]).toBeDefined();
      expect(answer.json().error).toMatch(/check for updates again/i);
    }
  });

  it("reads the manifest at most once a second however many apps ask", async () => {
    await deleteObjectOnly(NEW);
    // 2.4.0 is a version the catalogue knows: no read-through for an unknown one adds to the count.
    const before = reads;
    const answers = await Promise.all(Array.from({ length: 30 }, () => get(`${FEED}/win/x64/2.4.0`)));
    expect(answers.every((answer) => answer.statusCode === 503)).toBe(true);
    for (let i = 0; i < 10; i++) await get(`${FEED}/win/x64/2.4.0`);
    expect(reads - before).toBe(1);
    clock.advance(1000);
    await get(`${FEED}/win/x64/2.4.0`);
    expect(reads - before).toBe(2);
  });
});

describe("caching of the update routes", () => {
  it.each([
    ["an offer", `${FEED}/win/x64/2.9.0`, 200],
    ["up to date", `${FEED}/win/x64/2.12.0`, 204],
    ["a bad version", `${FEED}/win/x64/2.10`, 400],
    ["latest.yml", `${FEED}/electron/win/x64/latest.yml`, 200],
    ["beta.yml", `${FEED}/electron/win/x64/beta.yml`, 200],
    ["an unknown feed file", `${FEED}/electron/win/x64/latest-linux.yml`, 404],
    ["a feed for an arch without a build", `${FEED}/electron/win/arm64/latest.yml`, 404],
    ["an electron file", `${FEED}/electron/win/x64/2.12.0/bestelwijs-2.12.0-x64.exe`, 302],
    ["an unknown electron file", `${FEED}/electron/win/x64/2.12.0/nope.exe.blockmap`, 404],
    ["an unknown os", `${FEED}/electron/linux/x64/latest.yml`, 400],
  ])("%s: %s answers %i with Cache-Control: no-store", async (_what, url, status) => {
    const answer = await get(url);
    expect(answer.statusCode).toBe(status);
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("sends no-store with a 429", async () => {
    const limited = await createTestApp({ updateChecksPerMinute: 2 });
    try {
      const answers = [];
      for (let i = 0; i < 3; i++) answers.push(await limited.app.inject({ method: "GET", url: `${FEED}/electron/win/x64/latest.yml` }));
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
      expect(answers.map((answer) => answer.headers["cache-control"])).toEqual(["no-store", "no-store", "no-store"]);
    } finally {
      await limited.app.close();
    }
  });

  it("sends no-store with a 503 before any catalogue", async () => {
    const empty = await createTestApp({ samples: false });
    try {
      for (const url of [`${FEED}/win/x64/2.9.0`, `${FEED}/electron/win/x64/latest.yml`, `${FEED}/electron/win/x64/2.10.0/a.exe`]) {
        const answer = await empty.app.inject({ method: "GET", url });
        expect(answer.statusCode).toBe(503);
        expect(answer.headers["cache-control"], url).toBe("no-store");
      }
    } finally {
      await empty.app.close();
    }
  });
});

describe("a store that cannot be asked", () => {
  it("answers 503 with the store's Retry-After, not a missing-file sentence", async () => {
    t.releases.store.exists = async () => {
      throw new Error("store down");
    };
    const answer = await get(`${FEED}/win/x64/2.9.0`);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers["retry-after"]).toBe("30");
    expect(answer.json().error).toMatch(/cannot be checked/);
  });
});

it("keeps the local store type the tests use", () => {
  expect(t.releases.store).toBeInstanceOf(LocalReleaseStore);
});
