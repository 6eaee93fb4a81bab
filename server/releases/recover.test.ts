import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { noise } from "../../tooling/releases/installer-pair";
import { LocalReleaseStore } from "./local-store";
import { emptyManifest, type Manifest, type ReleaseFile, validateManifest } from "./manifest";
import { publish, RefusalError, rollout, setNotes, verify } from "./publish";
import { planRecovery, recoverManifest, recoveryRemarks } from "./recover";
import { LinkSigner } from "./signing";

/* `release recover` rebuilds a lost manifest from the files of a local store (decision 068). */

let dir: string;
let store: LocalReleaseStore;
const NOW = Date.parse("2026-11-29T01:00:00.000Z");

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-recover-"));
  store = new LocalReleaseStore({ dir: path.join(dir, "store"), signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files", lock: { waitMs: 0 } });
});

async function source(name: string, bytes: Buffer | string): Promise<string> {
  const file = path.join(dir, "src", name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
  return file;
}

/** Puts an object into the store behind its back, as a crash or a hand would. */
async function stored(key: string, bytes: string): Promise<void> {
  const file = path.join(dir, "store", ...key.split("/"));
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, bytes);
}

const loseManifest = () => rm(path.join(dir, "store", "manifest.json"));
/** What the bytes vouch for: everything but the publish time, which the store keeps only as the file's date. */
const facts = ({ publishedAt: _publishedAt, ...rest }: ReleaseFile) => rest;

/** Both versions reach every installation at once; what recover makes of rollouts is the point here. */
const EVERY = { rollout: { percent: 100 } };

async function publishTwoVersions(): Promise<Manifest> {
  for (const version of ["2.4.0", "2.5.0"]) {
    await publish(
      store,
      { os: "win", version, arch: "x64", kind: "installer", file: await source(`bestelwijs-${version}-x64.exe`, noise(70_000, 1)) },
      undefined,
      EVERY,
    );
    await publish(
      store,
      { os: "win", version, arch: "arm64", kind: "installer", file: await source(`bestelwijs-${version}-arm64.exe`, `arm ${version}`) },
      undefined,
      EVERY,
    );
    await publish(
      store,
      {
        os: "mac_os",
        version,
        arch: "universal",
        kind: "zip",
        file: await source(`Bestelwijs-${version}-universal-mac.zip`, noise(50_000, 2)),
      },
      undefined,
      EVERY,
    );
    await publish(
      store,
      {
        os: "mac_os",
        version,
        arch: "universal",
        kind: "dmg",
        file: await source(`Bestelwijs-${version}-universal.dmg`, `dmg ${version}`),
      },
      undefined,
      EVERY,
    );
  }
  await publish(store, { os: "win", version: "2.6.0-beta.1", arch: "x64", kind: "installer", file: await source("bestelwijs-2.6.0-beta.1-x64.exe", "beta") });
  await setNotes(store, "win", "2.5.0", { en: "Faster orders." });
  await rollout(store, "win", "2.5.0", 25);
  return validateManifest(await store.readManifest());
}

describe("recover", () => {
  it("rebuilds the lost manifest's files, hashes, sizes and blockmaps from the store, and holds every version at 0%", async () => {
    const lost = await publishTwoVersions();
    await loseManifest();

    const recovery = await recoverManifest(store, NOW);
    const recovered = validateManifest(await store.readManifest());
    expect(recovered).toEqual(recovery.manifest);
    expect(recovered.files.map(facts).sort((a, b) => a.path.localeCompare(b.path))).toEqual(lost.files.map(facts).sort((a, b) => a.path.localeCompare(b.path)));
    // Each version's two installers and its zip, and the beta's installer.
    expect(recovery.blockmaps).toBe(7);
    expect(recovered.versions).toEqual(
      expect.arrayContaining(["2.4.0", "2.5.0", "2.6.0-beta.1"].map((version) => ({ os: "win", version, rolloutPercent: 0 }))),
    );
    expect(recovered.versions).toHaveLength(5);
    expect(recovered.pinned).toEqual({});
    expect(recovered.removed).toBeUndefined();
    expect(await verify(store, recovered)).toEqual([]);
    expect(recovery).toMatchObject({ guesses: [], clashes: [], leftOut: [] });
  });

  it("dates each file when it was stored, and a file dated after now (a clock that was ahead) now", async () => {
    await publish(store, { os: "win", version: "2.5.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.5.0-x64.exe", "x") });
    await publish(store, { os: "win", version: "2.5.0", arch: "x86", kind: "installer", file: await source("bestelwijs-2.5.0-x86.exe", "y") });
    const stored = (name: string) => path.join(dir, "store", "files", "win", "2.5.0", name);
    // The store's own times, set here: the files are written now, and NOW is a fixed moment.
    const before = new Date(NOW - 3_600_000);
    await utimes(stored("bestelwijs-2.5.0-x64.exe"), before, before);
    await utimes(stored("bestelwijs-2.5.0-x86.exe"), new Date(NOW + 3_600_000), new Date(NOW + 3_600_000));
    await loseManifest();
    const dates = Object.fromEntries((await planRecovery(store, NOW)).manifest.files.map((file) => [file.arch, file.publishedAt]));
    expect(dates).toEqual({ x64: before.toISOString(), x86: new Date(NOW).toISOString() });
  });

  it("says what it did not recover and how to put it back, naming the versions to release", async () => {
    await publishTwoVersions();
    await loseManifest();
    const remarks = recoveryRemarks(await planRecovery(store, NOW));
    expect(remarks).toEqual([
      "Rollouts are not recovered: every recovered version is held at 0%, so no installation is offered an update (update check and feeds) until you release what you know was out, e.g. `release rollout --os mac_os --version 2.5.0 --percent 100`, `release rollout --os win --version 2.5.0 --percent 100`, `release rollout --os win --version 2.6.0-beta.1 --percent 100`; a version that was part-way through its rollout gets its share or `--steps` again instead.",
      "Yanks are not recovered: the downloads page offers mac_os 2.5.0 and win 2.5.0 as latest now (it does not wait for rollouts); `release yank` again at once any version that was yanked.",
      "Pins are not recovered: `release pin` again a system whose latest was pinned.",
      "Release notes are not recovered: `release notes --os … --version … --notes-nl … --notes-en …` puts them back (servers that have not yet read the recovered manifest still serve the old notes in GET /api/home/v1/downloads).",
      "Removed files are not recovered: publish no longer knows which versions had a file removed, so publish such a version again only with its very bytes.",
    ]);
  });

  it("lists only complete files whose names parse, and names every other object and why", async () => {
    await publish(store, { os: "win", version: "2.5.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.5.0-x64.exe", "x") });
    await loseManifest();
    await stored("files/win/2.6.0/bestelwijs-2.6.0-x64.exe.0a1b2c3d.partial", "half an upload");
    await stored("manifest.json.4242.0badf00d.tmp", "");
    await stored("files/win/2.4.0/bestelwijs-2.4.0-x64.exe.blockmap", "a blockmap whose installer is gone");
    await stored("files/mac_os/2.5.0/Bestelwijs-2.5.0.dmg.blockmap", "a blockmap beside a dmg");
    await stored("files/mac_os/2.5.0/Bestelwijs-2.5.0.dmg", "dmg");
    await stored("files/win/2.5.0/readme.txt", "not a release");
    await stored("files/win/latest/setup.exe", "not a version");
    await stored("files/mac_os/2.5.0/setup.exe", "a Windows file under mac_os");
    await stored("files/win/2.7.0/bestelwijs-2.7.0-x64.exe", "");

    const recovery = await recoverManifest(store, NOW);
    expect(recovery.manifest.files.map((file) => file.path)).toEqual(["mac_os/2.5.0/Bestelwijs-2.5.0.dmg", "win/2.5.0/bestelwijs-2.5.0-x64.exe"]);
    expect(recovery.leftOut).toEqual([
      "files/mac_os/2.5.0/Bestelwijs-2.5.0.dmg.blockmap: a blockmap beside a dmg, which updaters never download",
      "files/mac_os/2.5.0/setup.exe: its name does not end like a file for mac_os (.dmg, .pkg, .zip)",
      "files/win/2.4.0/bestelwijs-2.4.0-x64.exe.blockmap: a blockmap without its file",
      "files/win/2.5.0/readme.txt: its name does not end like a file for win (.exe, .msi, .msix, .msixbundle, .appx, .appxbundle, .zip)",
      "files/win/2.6.0/bestelwijs-2.6.0-x64.exe.0a1b2c3d.partial: a partial upload, not a release",
      "files/win/2.7.0/bestelwijs-2.7.0-x64.exe: empty (0 bytes), not a complete file",
      "files/win/latest/setup.exe: its path is not <os>/<version>/<file name> of a release",
      "manifest.json.4242.0badf00d.tmp: not a release file",
    ]);
    expect(recoveryRemarks(recovery).slice(5)).toEqual([
      'Check mac_os/2.5.0/Bestelwijs-2.5.0.dmg: its name names no architecture, so universal ("Disk image (Apple silicon and Intel)"); if that is wrong, `release remove --path` it and publish it again with the right --arch.',
      ...recovery.leftOut.map((line) => `Not listed: ${line}.`),
      "`release repair --apply` removes the orphans, partial uploads and temporary files among those not listed: move out of the store what you want to keep first.",
    ]);
  });

  it("reads the architecture from the name, takes the system's usual one when it names none, and names two files that read alike", async () => {
    await stored("files/win/2.5.0/Bestelwijs-Setup-2.5.0.exe", "x64 by default");
    await stored("files/win/2.5.0/bestelwijs-2.5.0-x64.exe", "x64 by name");
    await stored("files/win/2.5.0/bestelwijs-2.5.0-ia32.exe", "x86 by name");
    const recovery = await planRecovery(store, NOW);
    expect(recovery.manifest.files.map((file) => [file.path, file.arch, file.kind])).toEqual([
      ["win/2.5.0/Bestelwijs-Setup-2.5.0.exe", "x64", "installer"],
      ["win/2.5.0/bestelwijs-2.5.0-x64.exe", "x64", "installer"],
      ["win/2.5.0/bestelwijs-2.5.0-ia32.exe", "x86", "installer"],
    ]);
    expect(recovery.guesses).toEqual(['win/2.5.0/Bestelwijs-Setup-2.5.0.exe: its name names no architecture, so x64 ("Installer (64-bit)")']);
    expect(recovery.clashes).toEqual([
      'win 2.5.0 has two "Installer (64-bit)" files: win/2.5.0/Bestelwijs-Setup-2.5.0.exe and win/2.5.0/bestelwijs-2.5.0-x64.exe',
    ]);
  });

  it("refuses a store that has a manifest, valid, invalid or not JSON, and changes nothing", async () => {
    await publish(store, { os: "win", version: "2.5.0", arch: "x64", kind: "installer", file: await source("bestelwijs-2.5.0-x64.exe", "x") });
    const location = path.join(dir, "store");
    await expect(recoverManifest(store, NOW)).rejects.toThrow(
      new RefusalError(
        `${location} already has a manifest.json (1 file), and recover never replaces one: it only rebuilds a lost manifest. \`release verify\` compares the manifest with the files and names the uploads it does not list (publishing such a file again lists it).`,
      ),
    );
    await writeFile(path.join(location, "manifest.json"), JSON.stringify({ schemaVersion: 2, files: "none" }));
    await expect(recoverManifest(store, NOW)).rejects.toThrow(
      `${location} has a manifest.json that is not a valid manifest (Manifest files is not a list), and recover never replaces a manifest: keep a copy of it, move it out of the store, and run recover again.`,
    );
    await writeFile(path.join(location, "manifest.json"), "{ cut off");
    await expect(recoverManifest(store, NOW)).rejects.toThrow(
      `${location} has a manifest.json that is not JSON (${location}/manifest.json is not valid JSON), and recover never replaces a manifest: keep a copy of it (it may still hold notes, rollouts and yanks worth reading), move it out of the store, and run recover again.`,
    );
    expect(await store.createManifest(emptyManifest())).toBe(false);
  });

  it("writes nothing into a store without release files", async () => {
    expect((await recoverManifest(store, NOW)).manifest.files).toEqual([]);
    await stored("files/win/2.6.0/bestelwijs-2.6.0-x64.exe.0a1b2c3d.partial", "half an upload");
    const recovery = await recoverManifest(store, NOW);
    expect(recovery.manifest.files).toEqual([]);
    expect(recovery.leftOut).toEqual(["files/win/2.6.0/bestelwijs-2.6.0-x64.exe.0a1b2c3d.partial: a partial upload, not a release"]);
    expect(await store.readManifest()).toBeNull();
  });

  it("refuses, writing nothing, when a manifest appears while it reads the files", async () => {
    await stored("files/win/2.5.0/bestelwijs-2.5.0-x64.exe", "x");
    const hashFile = store.hashFile.bind(store);
    store.hashFile = async (key) => {
      await store.createManifest(emptyManifest());
      return hashFile(key);
    };
    await expect(recoverManifest(store, NOW)).rejects.toThrow(/^A manifest\.json appeared in .* while recover read the files .* nothing was written\./);
    expect(validateManifest(await store.readManifest())).toEqual(emptyManifest());
    // No temporary manifest left behind.
    expect(await readdir(path.join(dir, "store"))).toEqual(["files", "manifest.json"]);
  });
});
