import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: "GET", url, headers });
const FEED = "/api/home/v1/updates";

describe("the update feed with the sample releases", () => {
  it("offers the sample 2.10.0 to a 2.9.0 Windows client, and the sample beta only on the beta channel", async () => {
    const stable = await get(`${FEED}/win/x64/2.9.0`);
    expect(stable.statusCode).toBe(200);
    expect(stable.json()).toMatchObject({
      version: "2.10.0",
      kind: "installer",
      arch: "x64",
      notes: { nl: expect.stringContaining("Voorbeeldnotities"), en: expect.stringContaining("Sample notes") },
    });
    expect(stable.json().url).toMatch(/^\/api\/home\/v1\/files\/win\/2\.10\.0\/bestelwijs-2\.10\.0-x64-sample\.exe\?expires=\d+&signature=[\w-]+$/);
    expect((await get(`${FEED}/win/x64/2.10.0?channel=beta`)).json().version).toBe("2.11.0-beta.1");
    expect((await get(`${FEED}/win/x64/2.10.0`)).statusCode).toBe(204);
  });

  it("reads an installed version's build metadata as semver does, ignoring it for the order (decision 031)", async () => {
    expect((await get(`${FEED}/win/x64/2.9.0+build.7`)).json().version).toBe("2.10.0");
    expect((await get(`${FEED}/win/x64/2.10.0+sha.5114f85`)).statusCode).toBe(204);
    expect((await get(`${FEED}/win/x64/2.10.0+`)).statusCode).toBe(400);
  });

  it("answers 204 for an architecture that has no build yet, rather than a wrong file", async () => {
    expect((await get(`${FEED}/win/arm64/2.0.0`)).statusCode).toBe(204);
    expect((await get(`${FEED}/win/x86/2.0.0`)).json().version).toBe("2.4.0");
  });
});

describe("bad input to the update endpoints", () => {
  it.each([
    ["an unknown os", `${FEED}/linux/x64/2.10.0`, 400, /^There are no updates for "linux"; use mac_os or win\.$/],
    ["../ in the os", `${FEED}/..%2F..%2Fmanifest.json/x64/2.10.0`, 400, /^There are no updates for "\.\.\/\.\.\/manifest\.json"/],
    ["a dot-dot os", `${FEED}/../x64/2.10.0`, 404, /./],
    ["__proto__ as the os", `${FEED}/__proto__/x64/2.10.0`, 400, /__proto__/],
    ["an unknown arch", `${FEED}/win/ppc/2.10.0`, 400, /^There are no updates for the architecture "ppc" on win; use x64 or arm64 or x86\.$/],
    ["an arch of the other system", `${FEED}/mac_os/x86/2.10.0`, 400, /architecture "x86" on mac_os/],
    ["an unknown channel", `${FEED}/win/x64/2.10.0?channel=nightly`, 400, /^There is no update channel "nightly"; use stable or beta\.$/],
    ["two channels", `${FEED}/win/x64/2.10.0?channel=beta&channel=stable`, 400, /update channel/],
    ["a version that is not semver", `${FEED}/win/x64/2.10`, 400, /semantic version/],
    ["a version with a v", `${FEED}/win/x64/v2.10.0`, 400, /semantic version/],
    ["traversal in the version", `${FEED}/win/x64/..%2F..%2Fmanifest.json`, 400, /semantic version/],
    ["an overlong version", `${FEED}/win/x64/2.10.0-${"a".repeat(150)}`, 400, /semantic version/],
    ["a version past the router's limit", `${FEED}/win/x64/2.10.0-${"a".repeat(5000)}`, 404, /./],
    ["a NUL in the version", `${FEED}/win/x64/2.10.0%00`, 400, /semantic version/],
    ["a huge installation id", `${FEED}/win/x64/2.10.0?installation=${"a".repeat(10_000)}`, 400, /^The installation id must be 1 to 64/],
    ["an installation id with a slash", `${FEED}/win/x64/2.10.0?installation=..%2Fx`, 400, /installation id/],
    ["an empty installation id", `${FEED}/win/x64/2.10.0?installation=`, 400, /installation id/],
    ["a malformed escape", `${FEED}/win/x64/%zz`, 400, /^The address is not valid\.$/],
    ["an unknown electron feed file", `${FEED}/electron/win/x64/latest-linux.yml`, 404, /no update file latest-linux\.yml/],
    ["a mac feed file on win", `${FEED}/electron/win/x64/latest-mac.yml`, 404, /no update file/],
    ["__proto__ as the feed file", `${FEED}/electron/win/x64/__proto__`, 404, /no update file/],
    ["../ in the electron os", `${FEED}/electron/..%2Fwin/x64/latest.yml`, 400, /no updates for/],
    [
      "traversal in an electron file",
      `${FEED}/electron/win/x64/2.10.0/..%2F..%2F..%2Fmanifest.json`,
      404,
      /^There is no update file \.\.\/\.\.\/\.\.\/manifest\.json for version 2\.10\.0/,
    ],
    ["an electron file of another system", `${FEED}/electron/mac_os/universal/2.10.0/bestelwijs-2.10.0-x64-sample.exe`, 404, /Check for updates again\.$/],
  ])("%s gets %i with a sentence, never a 5xx", async (_name, url, status, sentence) => {
    const response = await get(url);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(response.json())).toEqual(["error"]);
    expect(response.json().error).toMatch(sentence);
    expect(response.body).not.toMatch(/at .*\.ts:\d+|stack/i);
  });

  it.each(["POST", "PUT", "DELETE"] as const)("answers %s with 405 and Allow", async (method) => {
    const response = await t.app.inject({ method, url: `${FEED}/win/x64/2.10.0` });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
  });

  it("refuses in Dutch for a Dutch app", async () => {
    const response = await get(`${FEED}/win/x64/2.10?channel=beta`, { "accept-language": "nl" });
    expect(response.json().error).toBe("De huidige versie moet een semantische versie zijn, zoals 2.10.0 of 2.11.0-beta.1.");
  });

  it("ignores query parameters it does not know (electron-updater adds noCache)", async () => {
    expect((await get(`${FEED}/win/x64/2.9.0?noCache=1x2y&lang=nl`)).statusCode).toBe(200);
  });
});

describe("electron-updater asking for an architecture that has no build", () => {
  it("says in one sentence, in nl and en, that no build for it is published, instead of denying the file it names", async () => {
    const noX86 = await createTestApp();
    try {
      const { remove } = await import("../../releases/publish");
      await remove(noX86.releases.store, "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe");
      await noX86.releases.catalogue.refresh();
      const ask = (file: string, language: string) =>
        noX86.app.inject({ method: "GET", url: `${FEED}/electron/win/x86/${file}`, headers: { "accept-language": language } });
      const en = await ask("latest.yml", "en");
      expect(en.statusCode).toBe(404);
      expect(en.json().error).toBe("No update for win x86 on the stable channel: no x86 build of the app has been published there yet.");
      expect((await ask("beta.yml", "nl")).json().error).toBe(
        "Geen update voor win x86 in het kanaal beta: er is daar nog geen x86-versie van de app gepubliceerd.",
      );
    } finally {
      await noX86.app.close();
    }
  });
});

describe("before any catalogue has loaded", () => {
  it("answers 503 with Retry-After, not 204 (which would tell every app it is up to date)", async () => {
    const empty = await createTestApp({ samples: false });
    try {
      for (const url of [`${FEED}/win/x64/2.9.0`, `${FEED}/electron/win/x64/latest.yml`, `${FEED}/electron/win/x64/2.10.0/a.exe`]) {
        const response = await empty.app.inject({ method: "GET", url });
        expect(response.statusCode).toBe(503);
        expect(response.headers["retry-after"]).toBe("30");
        expect(response.json().error).toMatch(/cannot be checked/);
      }
    } finally {
      await empty.app.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes the update endpoints", async () => {
    const doc = (await get("/api/home/v1/openapi.json")).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([`${FEED}/{os}/{arch}/{currentVersion}`, `${FEED}/electron/{os}/{arch}/{file}`, `${FEED}/electron/{os}/{arch}/{version}/{file}`]),
    );
    const check = doc.paths[`${FEED}/{os}/{arch}/{currentVersion}`].get;
    expect(Object.keys(check.responses)).toEqual(expect.arrayContaining(["200", "204", "400", "503"]));
    expect(check.parameters.map((p: { name: string }) => p.name)).toEqual(expect.arrayContaining(["os", "arch", "currentVersion", "channel", "installation"]));
  });
});

describe("GET /downloads in schema 2", () => {
  it("keeps files and latestVersions and adds arch, kind, dates, notes and the betas apart", async () => {
    const body = (await get("/api/home/v1/downloads")).json();
    expect(Object.keys(body)).toEqual(["files", "latestVersions", "betaVersions", "versions"]);
    expect(Object.keys(body.files.win)).toEqual(["2.10.0", "2.4.0", "2.3.1"]);
    expect(body.files.win["2.4.0"]["Installer (32-bit)"]).toMatchObject({
      url: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe",
      arch: "x86",
      kind: "installer",
      label: "Installer (32-bit)",
    });
    expect(body.latestVersions.win).toMatchObject({
      version: "2.10.0",
      title: "Installer (64-bit)",
      notes: { nl: expect.any(String), en: expect.any(String) },
    });
    expect(Object.keys(body.betaVersions.win)).toEqual(["2.11.0-beta.1"]);
    expect(body.versions.win["2.11.0-beta.1"]).toMatchObject({ channel: "beta", notes: { en: "A sample *beta*: only for those who want to test." } });
    expect(body.versions.mac_os["2.9.2"]).toEqual({ channel: "stable", publishedAt: expect.any(String), notes: {} });
  });
});
