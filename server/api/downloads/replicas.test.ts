import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../../../shared/home-api";
import { createFixtureBuild } from "../../../tooling/app/fixture-build";
import { manualClock } from "../../../tooling/app/manual-clock";
import { buildTestApp } from "../../../tooling/app/test-app";
import { publish, remove } from "../../releases/publish";
import { ensureSampleReleases } from "../../releases/samples";
import { createReleases, type Releases } from "../../releases/setup";
import { yank } from "../../releases/yank";
import { API_PREFIX } from "../index";

/*
 * Two replicas over one store, as behind a load balancer: A learns of every change at once
 * (it refreshes), B only on its schedule (30 s), unless it reads through on a miss. Their clock
 * moves only when a test moves it, so "at most one read a second" is exact here.
 */

const SECRET = "replica-secret-that-is-at-least-32-characters";
let dir: string;
let buildDir: string;
let a: { app: FastifyInstance; releases: Releases };
let b: { app: FastifyInstance; releases: Releases; reads: () => number };
const clock = manualClock();

async function replica() {
  const releases = createReleases({ dir, signingSecret: SECRET, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 10_000, samples: false }, FILES_URL, {
    clock,
  });
  let reads = 0;
  const read = releases.store.readManifest.bind(releases.store);
  releases.store.readManifest = () => {
    reads++;
    return read();
  };
  const app = await buildTestApp({ buildDir, releases });
  await app.ready();
  return { app, releases, reads: () => reads };
}

let binaries = 0;
async function binary(name: string): Promise<string> {
  const file = path.join(dir, "..", "src", String(++binaries), name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `installer ${name}`);
  return file;
}

const post = (app: FastifyInstance, filePath: string, language = "en") =>
  app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: filePath }, headers: { "accept-language": language } });

beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-replicas-")), "store");
  buildDir = await createFixtureBuild();
  const seed = createReleases({ dir, signingSecret: SECRET, linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 10, samples: true }, FILES_URL);
  await ensureSampleReleases(seed.store);
  a = await replica();
  b = await replica();
});
afterAll(async () => {
  await a.app.close();
  await b.app.close();
});
// B reads through at most once a second (Catalogue.readThrough): each test comes a second after the last one's read.
beforeEach(() => clock.advance(1000));

describe("a replica that has not refreshed since a publish", () => {
  it("answers a POST for the new file with a link, not 404", async () => {
    await publish(
      a.releases.store,
      { os: "win", version: "2.12.0", arch: "x64", kind: "installer", file: await binary("bestelwijs-2.12.0-x64.exe") },
      undefined,
      { rollout: { percent: 100 } },
    );
    await a.releases.catalogue.refresh();
    const answer = await post(b.app, "win/2.12.0/bestelwijs-2.12.0-x64.exe");
    expect(answer.json()).toEqual({ url: expect.stringContaining("/files/win/2.12.0/bestelwijs-2.12.0-x64.exe?") });
    expect(answer.statusCode).toBe(200);
  });

  it("serves a link signed by the fresh replica", async () => {
    await publish(
      a.releases.store,
      { os: "win", version: "2.13.0", arch: "x64", kind: "installer", file: await binary("bestelwijs-2.13.0-x64.exe") },
      undefined,
      { rollout: { percent: 100 } },
    );
    await a.releases.catalogue.refresh();
    const { url } = (await post(a.app, "win/2.13.0/bestelwijs-2.13.0-x64.exe")).json();
    const download = await b.app.inject({ method: "GET", url });
    expect(download.statusCode).toBe(200);
    expect(download.body).toBe("installer bestelwijs-2.13.0-x64.exe");
  });

  it("redirects electron-updater to a file it has not seen yet", async () => {
    await publish(
      a.releases.store,
      { os: "win", version: "2.14.0", arch: "x64", kind: "installer", file: await binary("bestelwijs-2.14.0-x64.exe") },
      undefined,
      { rollout: { percent: 100 } },
    );
    const answer = await b.app.inject({ method: "GET", url: `${API_PREFIX}/updates/electron/win/x64/2.14.0/bestelwijs-2.14.0-x64.exe` });
    expect(answer.statusCode).toBe(302);
  });

  it("re-reads the manifest when an app reports a version it does not know", async () => {
    for (const version of ["2.15.0", "2.16.0"])
      await publish(a.releases.store, { os: "win", version, arch: "x64", kind: "installer", file: await binary(`bestelwijs-${version}-x64.exe`) }, undefined, {
        rollout: { percent: 100 },
      });
    // Updated to 2.15.0 through replica A, the app now asks B, which has seen neither version.
    const answer = await b.app.inject({ method: "GET", url: `${API_PREFIX}/updates/win/x64/2.15.0` });
    expect(answer.statusCode).toBe(200);
    expect(answer.json().version).toBe("2.16.0");
  });

  it("reads the manifest at most once for a flood of unknown paths", async () => {
    const before = b.reads();
    const answers = await Promise.all(Array.from({ length: 60 }, (_, index) => post(b.app, `win/9.9.${index}/nope-9.9.${index}.exe`)));
    expect(answers.every((answer) => answer.statusCode === 404)).toBe(true);
    expect(answers[0]!.json().error).toContain("Reload the downloads page");
    expect(b.reads() - before).toBe(1);
    for (let i = 0; i < 20; i++) await post(b.app, "win/9.9.9/nope.exe");
    expect(b.reads() - before).toBe(1);
  });
});

describe("a file removed before the replica refreshed", () => {
  it("gets 404 with a sentence asking to reload the page, in the visitor's language, instead of a dead link", async () => {
    await b.releases.catalogue.refresh();
    await remove(a.releases.store, "win/2.12.0/bestelwijs-2.12.0-x64.exe");
    const english = await post(b.app, "win/2.12.0/bestelwijs-2.12.0-x64.exe");
    expect(english.statusCode).toBe(404);
    expect(english.json().error).toMatch(/removed.*Reload the downloads page/);
    const dutch = await post(b.app, "win/2.12.0/bestelwijs-2.12.0-x64.exe", "nl");
    expect(dutch.statusCode).toBe(404);
    expect(dutch.json().error).toMatch(/Laad de downloadpagina opnieuw/);
  });

  it("gets 404 asking to reload from a signed link, too", async () => {
    await b.releases.catalogue.refresh();
    const { url } = (await post(b.app, "win/2.13.0/bestelwijs-2.13.0-x64.exe")).json();
    await remove(a.releases.store, "win/2.13.0/bestelwijs-2.13.0-x64.exe");
    const answer = await b.app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(404);
    expect(answer.json().error).toContain("Reload the downloads page");
  });
});

describe("a version yanked through one replica", () => {
  it("is withdrawn on the other at its next catalogue refresh: not offered, and its links answer 410", async () => {
    await publish(
      a.releases.store,
      { os: "win", version: "2.20.0", arch: "x64", kind: "installer", file: await binary("bestelwijs-2.20.0-x64.exe") },
      undefined,
      { rollout: { percent: 100 } },
    );
    await a.releases.catalogue.refresh();
    await b.releases.catalogue.refresh();
    const feed = `${API_PREFIX}/updates/electron/win/x64/latest.yml`;
    expect((await b.app.inject({ method: "GET", url: feed })).body).toContain('version: "2.20.0"');
    const { url } = (await post(b.app, "win/2.20.0/bestelwijs-2.20.0-x64.exe")).json();
    await yank(a.releases.store, "win", "2.20.0", "prints every receipt twice", new Date(clock()));
    await b.releases.catalogue.refresh();
    expect((await b.app.inject({ method: "GET", url: feed })).body).not.toContain("2.20.0");
    expect((await b.app.inject({ method: "GET", url: `${API_PREFIX}/updates/win/x64/2.4.0` })).json().version).not.toBe("2.20.0");
    const download = await b.app.inject({ method: "GET", url, headers: { "accept-language": "nl" } });
    expect(download.statusCode).toBe(410);
    expect(download.json().error).toMatch(/^Versie 2\.20\.0 is teruggetrokken/);
  });
});
