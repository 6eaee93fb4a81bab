import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { publish } from "../../server/releases/publish";
import { createTestApp } from "../../tooling/app/test-app";
import { updaterClient } from "../../tooling/releases/electron-updater-client";
import { installerPair } from "../../tooling/releases/installer-pair";

/*
 * `npm run bench:updates [-- --mb 4,32 --percent 3]`: what a differential update costs an
 * installation, measured with the real client (electron-updater's NsisUpdater) against a running
 * server: two installers that differ by a few percent (rewritten regions and an insertion), the
 * old one cached, and the bytes the updater fetched of the new installer and of the two
 * blockmaps, against the whole installer (decision 056).
 */

const { values } = parseArgs({ options: { mb: { type: "string", default: "4,32" }, percent: { type: "string", default: "3" } } });
const sizes = values.mb.split(",").map(Number);
const percent = Number(values.percent);

const t = await createTestApp({ samples: false });
const feed = `${await t.app.listen({ port: 0, host: "127.0.0.1" })}/api/home/v1/updates/electron/win/x64/`;
const folder = await mkdtemp(path.join(tmpdir(), "bestelwijs-bench-updates-"));
try {
  for (const [index, mb] of sizes.entries()) {
    const { old, next } = installerPair(mb, percent);
    const [from, to] = [`3.${index}.0`, `3.${index}.1`];
    for (const [version, bytes] of [
      [from, old],
      [to, next],
    ] as const) {
      const file = path.join(folder, `bestelwijs-${version}-x64.exe`);
      await writeFile(file, bytes);
      await publish(t.releases.store, { os: "win", version, arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });
    }
    await t.releases.catalogue.refresh();
    const client = await updaterClient(feed, from, { cachedInstaller: old });
    await client.updater.checkForUpdates();
    const started = performance.now();
    const [downloaded] = await client.updater.downloadUpdate();
    const seconds = (performance.now() - started) / 1000;
    if (!(await readFile(downloaded!)).equals(next)) throw new Error(`The differential download of ${to} does not match the installer.`);
    const sum = (suffix: string) =>
      client.exchanges.filter((exchange) => exchange.path.endsWith(suffix)).reduce((total, exchange) => total + exchange.bytes, 0);
    const installer = sum(".exe");
    const blockmaps = sum(".blockmap");
    const ranges = client.exchanges.filter((exchange) => exchange.range !== undefined).length;
    console.log(
      `${mb} MB installer, ${percent}% changed: fetched ${installer} of ${next.length} bytes (${((installer / next.length) * 100).toFixed(1)}%) in ${ranges} range requests, plus ${blockmaps} bytes of blockmaps; ${(((installer + blockmaps) / next.length) * 100).toFixed(1)}% in all, ${seconds.toFixed(2)} s on loopback`,
    );
  }
} finally {
  await t.app.close();
}
