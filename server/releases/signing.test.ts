import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../../shared/home-api";
import { createFixtureBuild } from "../../tooling/app/fixture-build";
import { manualClock } from "../../tooling/app/manual-clock";
import { buildTestApp, createTestApp, type TestApp } from "../../tooling/app/test-app";
import { ensureSampleReleases } from "./samples";
import { createReleases } from "./setup";
import { LinkSigner } from "./signing";

/*
 * A link's expiry is read only in its one canonical spelling. Number() reads
 * "01700000000", "1e9", "+1700000000" and " 1700000000" as the same number as the signed one, so
 * each of those spellings was a second working address for one link (and slipped past anything
 * that compares links as text: a cache key, a log filter, a deny list).
 */

const PATH = "win/1.0.0/a.exe";
const signer = new LinkSigner("s".repeat(32));

describe("LinkSigner.check reads only canonical decimal expiries", () => {
  const signature = signer.sign(PATH, 1000);

  it("accepts the expiry as it signed it", () => {
    expect(signer.check(PATH, "1000", signature, 999)).toBe("valid");
    expect(signer.check(PATH, "0", signer.sign(PATH, 0), 0)).toBe("valid");
  });

  it.each([
    "01000",
    "001000",
    "1e3",
    "1000e0",
    "+1000",
    " 1000",
    "1000 ",
    "\t1000",
    "1000\n",
    "1000.0",
    "1_000",
    "0x3e8",
    "１０００",
    "",
    "-0",
    "1".repeat(13),
  ])("refuses the expiry spelled %j, which Number() reads as the signed one or a number at all", (expires) => {
    expect(signer.check(PATH, expires, signature, 999)).toBe("bad-signature");
  });
});

describe("the file route", () => {
  const clock = manualClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ clock });
  });
  afterAll(() => t.app.close());

  it("answers a link whose expiry has a leading zero with 403, and the same link spelled canonically with 200", async () => {
    const key = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";
    const expires = Math.floor(clock() / 1000) + 60;
    const signature = t.releases.signer.sign(key, expires);
    const get = (spelled: string) => t.app.inject({ method: "GET", url: `/api/home/v1/files/${key}?expires=${spelled}&signature=${signature}` });
    expect((await get(String(expires))).statusCode).toBe(200);
    expect((await get(`0${expires}`)).statusCode).toBe(403);
    expect((await get(`%2B${expires}`)).statusCode).toBe(403);
  });
});

/*
 * Rotation (docs/operations/README.md, "Rotate the signing secret"): a replica signs with
 * RELEASE_SIGNING_SECRET only and also accepts RELEASE_SIGNING_SECRET_PREVIOUS, so a link handed
 * out under the old secret keeps working until its own expiry. Before, rotating broke every link
 * in hand with 403.
 */
describe("rotating the signing secret", () => {
  const OLD = "old-rotation-secret-of-at-least-32-characters";
  const NEW = "new-rotation-secret-of-at-least-32-characters";
  const KEY = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";
  const clock = manualClock();
  const apps: FastifyInstance[] = [];
  let dir: string;
  let buildDir: string;

  async function replica(signingSecret: string, previousSigningSecret?: string) {
    const releases = createReleases(
      { dir, signingSecret, previousSigningSecret, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 10_000, samples: true },
      FILES_URL,
      { clock },
    );
    await ensureSampleReleases(releases.store);
    const app = await buildTestApp({ buildDir, releases });
    await app.ready();
    apps.push(app);
    return app;
  }
  const linkFrom = async (app: FastifyInstance): Promise<string> =>
    (await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY } })).json().url;
  const statusOf = async (app: FastifyInstance, url: string) => (await app.inject({ method: "GET", url })).statusCode;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-rotation-"));
    buildDir = await createFixtureBuild();
  });
  afterAll(() => Promise.all(apps.map((app) => app.close())));

  it("serves a link signed with the old secret while RELEASE_SIGNING_SECRET_PREVIOUS holds it, and signs new links with the new one", async () => {
    const before = await replica(OLD);
    const rotated = await replica(NEW, OLD);
    const oldLink = await linkFrom(before);
    expect(await statusOf(rotated, oldLink)).toBe(200);
    const newLink = await linkFrom(rotated);
    expect(newLink).not.toBe(oldLink);
    expect(await statusOf(rotated, newLink)).toBe(200);
    // The new secret signs: a replica that knows only the old one refuses the new link.
    expect(await statusOf(before, newLink)).toBe(403);
  });

  it("refuses a link signed with the old secret with 403 when RELEASE_SIGNING_SECRET_PREVIOUS is not set", async () => {
    const before = await replica(OLD);
    const rotatedWithoutPrevious = await replica(NEW);
    const url = await linkFrom(before);
    const response = await rotatedWithoutPrevious.inject({ method: "GET", url });
    expect(response.statusCode).toBe(403);
    // What to do, for a person and for an app, and never kept by a cache: the next replica may serve it.
    expect(response.json()).toEqual({
      error: expect.stringMatching(/signed with a key this site no longer uses\. Get a new link: .*downloads page \(an app: check for updates again\)\.$/),
    });
    expect(response.headers["cache-control"]).toBe("no-store");
    const dutch = await rotatedWithoutPrevious.inject({ method: "GET", url, headers: { "accept-language": "nl" } });
    expect(dutch.json().error).toMatch(/Vraag een nieuwe link: .*downloadpagina \(een app: zoek opnieuw naar updates\)\.$/);
  });

  it("answers an old-secret link like any expired link (410) once its own expiry has passed", async () => {
    const before = await replica(OLD);
    const rotated = await replica(NEW, OLD);
    const oldLink = await linkFrom(before);
    clock.advance(300_000);
    expect(await statusOf(rotated, oldLink)).toBe(200);
    clock.advance(1000);
    const response = await rotated.inject({ method: "GET", url: oldLink });
    expect(response.statusCode).toBe(410);
    expect(response.json()).toEqual({ error: expect.stringMatching(/has expired.*Get a new link: .*\(an app: check for updates again\)\.$/) });
    expect(response.headers["cache-control"]).toBe("no-store");
  });

  it("refuses a link signed with neither secret with 403", async () => {
    const stranger = await replica("another-secret-of-at-least-32-characters!");
    const rotated = await replica(NEW, OLD);
    expect(await statusOf(rotated, await linkFrom(stranger))).toBe(403);
  });

  /*
   * A rolling restart has replicas of two phases at once, and a visitor's link may be served by
   * either. Each phase is safe beside the one before it: (1) accept the new secret, still sign
   * with the old; (2) sign with the new, accept the old; (3) after RELEASE_LINK_TTL_SECONDS, drop
   * the old. Going from (0) to (2) directly is not: a not-yet-restarted replica refuses new links.
   */
  it("keeps every link working on every replica through the two-phase roll, and not when phase 1 is skipped", async () => {
    const before = await replica(OLD);
    const phase1 = await replica(OLD, NEW);
    const phase2 = await replica(NEW, OLD);
    for (const [a, b] of [
      [before, phase1],
      [phase1, phase2],
    ] as const) {
      for (const [from, to] of [
        [a, b],
        [b, a],
      ] as const) {
        expect(await statusOf(to, await linkFrom(from))).toBe(200);
      }
    }
    // Phase 3, once every phase-1 link has expired: the new secret alone.
    clock.advance(301_000);
    const done = await replica(NEW);
    expect(await statusOf(done, await linkFrom(phase2))).toBe(200);
    expect(await statusOf(phase2, await linkFrom(done))).toBe(200);
    // Skipping phase 1: an old replica during the roll refuses what a rotated one hands out.
    expect(await statusOf(before, await linkFrom(phase2))).toBe(403);
  });
});

describe("LinkSigner with a previous secret", () => {
  const current = new LinkSigner("c".repeat(32), undefined, { previousSecret: "p".repeat(32) });
  const previousOnly = new LinkSigner("p".repeat(32));

  it("signs with the current secret and checks against both", () => {
    expect(current.sign(PATH, 1000)).toBe(new LinkSigner("c".repeat(32)).sign(PATH, 1000));
    expect(current.check(PATH, "1000", previousOnly.sign(PATH, 1000), 999)).toBe("valid");
    expect(current.check(PATH, "1000", previousOnly.sign(PATH, 1000), 1001)).toBe("expired");
    expect(current.check(PATH, "1001", previousOnly.sign(PATH, 1000), 999)).toBe("bad-signature");
    expect(current.check(PATH, "01000", previousOnly.sign(PATH, 1000), 999)).toBe("bad-signature");
  });

  it("refuses a previous secret equal to the current one", () => {
    expect(() => new LinkSigner("c".repeat(32), undefined, { previousSecret: "c".repeat(32) })).toThrow(/differ/);
  });
});
