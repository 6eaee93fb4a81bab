import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { pin, publish } from "../../releases/publish";
import { unyank, yank } from "../../releases/yank";

/*
 * `release yank` (decision 057): within one catalogue refresh the page's catalogue, the update
 * check and the electron-updater feed stop offering the version, installations that have not
 * taken it are offered the highest version that is not yanked, and its files answer 410 with a
 * sentence in the visitor's language; the reason stays in the log.
 */

const API = "/api/home/v1";
const YANKED = "win/2.12.0/bestelwijs-2.12.0-x64.exe";
const REASON = "crashes on start with a USB receipt printer";
let t: TestApp;
let clock: ManualClock;

beforeEach(async () => {
  clock = manualClock();
  t = await createTestApp({ clock });
  const source = path.join(t.dir, "..", `src-${path.basename(t.dir)}`, "bestelwijs-2.12.0-x64.exe");
  await mkdir(path.dirname(source), { recursive: true });
  await writeFile(source, "installer 2.12.0");
  await publish(t.releases.store, { os: "win", version: "2.12.0", arch: "x64", kind: "installer", file: source }, undefined, { rollout: { percent: 100 } });
  await t.releases.catalogue.refresh();
});
afterEach(() => t.app.close());

const get = (url: string, language = "en") => t.app.inject({ method: "GET", url, headers: { "accept-language": language } });

async function yankAndRefresh(): Promise<void> {
  await yank(t.releases.store, "win", "2.12.0", REASON, new Date(clock()));
  await t.releases.catalogue.refresh();
}

describe("a yanked version", () => {
  it("is offered nowhere after one catalogue refresh: the catalogue, the update check and the feed offer the highest version that is not yanked", async () => {
    expect((await get(`${API}/updates/win/x64/2.9.0`)).json().version).toBe("2.12.0");
    expect((await get(`${API}/updates/electron/win/x64/latest.yml`)).body).toContain('version: "2.12.0"');
    await yankAndRefresh();
    expect((await get(`${API}/updates/win/x64/2.9.0`)).json().version).toBe("2.10.0");
    expect((await get(`${API}/updates/electron/win/x64/latest.yml`)).body).toContain('version: "2.10.0"');
    const downloads = (await get(`${API}/downloads`)).json();
    expect(JSON.stringify(downloads)).not.toContain("2.12.0");
    expect(downloads.latestVersions.win.version).toBe("2.10.0");
  });

  it("answers 410 for its files, in the visitor's language, with the reason in the log only", async () => {
    await yankAndRefresh();
    const feedFile = await get(`${API}/updates/electron/win/x64/2.12.0/bestelwijs-2.12.0-x64.exe`, "nl");
    expect(feedFile.statusCode).toBe(410);
    expect(feedFile.json()).toEqual({
      error:
        "Versie 2.12.0 is teruggetrokken en kan niet meer worden gedownload. Laad de downloadpagina opnieuw voor de huidige versie (een app: zoek opnieuw naar updates).",
    });
    expect(feedFile.body).not.toContain("printer");
    const link = await t.app.inject({ method: "POST", url: `${API}/downloads`, payload: { path: YANKED }, headers: { "accept-language": "en" } });
    expect(link.statusCode).toBe(410);
    expect(link.json().error).toMatch(/^Version 2\.12\.0 has been withdrawn/);
    // A link handed out before the yank stops working too.
    const signed = await t.releases.store.linkFor(YANKED, "bestelwijs-2.12.0-x64.exe");
    expect((await get(signed)).statusCode).toBe(410);
  });

  it("keeps its blockmap, which installations that run it update from", async () => {
    await yankAndRefresh();
    const blockmap = await get(`${API}/updates/electron/win/x64/2.12.0/bestelwijs-2.12.0-x64.exe.blockmap`);
    expect(blockmap.statusCode).toBe(302);
    expect((await get(blockmap.headers.location as string)).statusCode).toBe(200);
  });

  it("comes back with unyank", async () => {
    await yankAndRefresh();
    await unyank(t.releases.store, "win", "2.12.0");
    await t.releases.catalogue.refresh();
    expect((await get(`${API}/updates/win/x64/2.9.0`)).json().version).toBe("2.12.0");
  });
});

describe("yank refuses, in one sentence, and changes nothing", () => {
  const manifestText = async () => JSON.stringify(await t.releases.store.readManifest());

  it("an unknown version, one already yanked, the pinned one, the only release, an empty reason; and pin refuses a yanked version", async () => {
    const before = await manifestText();
    await expect(yank(t.releases.store, "win", "9.9.9", REASON, new Date(clock()))).rejects.toThrow(
      "win has no version 9.9.9 to yank; `release list` shows what is published.",
    );
    await expect(yank(t.releases.store, "win", "2.12.0", "  ", new Date(clock()))).rejects.toThrow(/^--reason must say why/);
    await pin(t.releases.store, "win", "2.12.0");
    const pinned = await manifestText();
    await expect(yank(t.releases.store, "win", "2.12.0", REASON, new Date(clock()))).rejects.toThrow(
      /is pinned as latest: pin the version installations should get instead/,
    );
    expect(await manifestText()).toBe(pinned);
    await pin(t.releases.store, "win", null);
    expect(await manifestText()).toBe(before);

    await yank(t.releases.store, "mac_os", "2.9.2", REASON, new Date(clock()));
    const oneLeft = await manifestText();
    await expect(yank(t.releases.store, "mac_os", "2.10.0", REASON, new Date(clock()))).rejects.toThrow(
      "mac_os 2.10.0 is the only release of mac_os that is not yanked: the downloads page would offer nothing. Publish the fixed version first, then yank this one.",
    );
    await expect(yank(t.releases.store, "mac_os", "2.9.2", REASON, new Date(clock()))).rejects.toThrow(/is already yanked/);
    await expect(pin(t.releases.store, "mac_os", "2.9.2")).rejects.toThrow(/was yanked on .* and cannot be pinned/);
    expect(await manifestText()).toBe(oneLeft);
  });
});
