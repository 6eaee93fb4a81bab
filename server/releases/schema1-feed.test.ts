import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../tooling/app/test-app";
import { migrate, publish } from "./publish";

/*
 * What docs/deploy.md says about upgrading: until `release migrate` runs, a
 * store written by the previous version (manifest schema 1, no sha512s) is served on the page,
 * but its files are offered to no installed app, because updaters check the sha512.
 */

let t: TestApp;
const FEED = "/api/home/v1/updates";
const SHA256_OF_ABC = "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad";

beforeAll(async () => {
  t = await createTestApp({ samples: false });
  await mkdir(path.join(t.dir, "files", "win", "2.5.0"), { recursive: true });
  await writeFile(path.join(t.dir, "files", "win", "2.5.0", "setup-2.5.0.exe"), "abc");
  const v1 = {
    schemaVersion: 1,
    files: [
      {
        path: "win/2.5.0/setup-2.5.0.exe",
        os: "win",
        version: "2.5.0",
        label: "Installer (64-bit)",
        sha256: SHA256_OF_ABC,
        size: 3,
        publishedAt: "2026-11-01T10:00:00.000Z",
      },
    ],
  };
  await writeFile(path.join(t.dir, "manifest.json"), JSON.stringify(v1));
  await t.releases.catalogue.refresh();
});
afterAll(() => t.app.close());

const get = (url: string) => t.app.inject({ method: "GET", url });

describe("a schema 1 store before `release migrate`", () => {
  it("shows its files on the page, but the update check answers 204 and electron-updater's feed 404, until migrate adds the sha512s", async () => {
    expect((await get("/api/home/v1/downloads")).json().latestVersions.win).toMatchObject({ version: "2.5.0" });
    expect((await get(`${FEED}/win/x64/2.4.0`)).statusCode).toBe(204);
    expect((await get(`${FEED}/electron/win/x64/latest.yml`)).statusCode).toBe(404);

    await migrate(t.releases.store);
    await t.releases.catalogue.refresh();
    const check = await get(`${FEED}/win/x64/2.4.0`);
    expect(check.statusCode).toBe(200);
    expect(check.json().version).toBe("2.5.0");
    expect((await get(`${FEED}/electron/win/x64/latest.yml`)).statusCode).toBe(200);
  });

  it("offers a version published after the upgrade at once: publish stores its sha512 (and writes schema 2)", async () => {
    const file = path.join(t.dir, "setup-2.6.0.exe");
    await writeFile(file, "new");
    await publish(t.releases.store, { os: "win", version: "2.6.0", arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });
    await t.releases.catalogue.refresh();
    expect((await get(`${FEED}/win/x64/2.5.0`)).json().version).toBe("2.6.0");
  });
});
