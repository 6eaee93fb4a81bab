import { appendFile, mkdir, mkdtemp, readdir, readFile, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { Child } from "../../tooling/servers/child";
import { runRelease } from "./cli";

let dir: string;
let env: Record<string, string>;
let lines: { out: string[]; err: string[] };
const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
const run = (...argv: string[]) => runRelease(argv, env, io);

async function binary(name: string, body = `binary ${name}`): Promise<string> {
  const file = path.join(dir, "src", name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return file;
}

const manifest = async () => JSON.parse(await readFile(path.join(dir, "store", "manifest.json"), "utf8"));

afterEach(() => Child.killAll());

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-cli-"));
  env = { RELEASE_DIR: path.join(dir, "store") };
  lines = { out: [], err: [] };
});

describe("release publish", () => {
  it("stores the file with its own SHA-256 and size", async () => {
    expect(await run("publish", "--os", "win", "--version", "2.5.0", "--arch", "x64", "--kind", "installer", "--file", await binary("setup.exe", "abc"))).toBe(
      0,
    );
    const [file] = (await manifest()).files;
    expect(file).toMatchObject({ path: "win/2.5.0/setup.exe", size: 3, sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" });
    expect(await readFile(path.join(dir, "store", "files", "win", "2.5.0", "setup.exe"), "utf8")).toBe("abc");
  });

  it("refuses to overwrite a published file or a second file of the same arch and kind, and leaves it as it was", async () => {
    await run("publish", "--os", "win", "--version", "2.5.0", "--arch", "x64", "--kind", "installer", "--file", await binary("setup.exe", "first"));
    expect(
      await run("publish", "--os", "win", "--version", "2.5.0", "--arch", "x86", "--kind", "installer", "--file", await binary("setup.exe", "second")),
    ).toBe(1);
    expect(await run("publish", "--os", "win", "--version", "2.5.0", "--arch", "x64", "--kind", "installer", "--file", await binary("other.exe"))).toBe(1);
    expect(lines.err.at(-1)).toBe(
      'win 2.5.0 already has its "Installer (64-bit)": win/2.5.0/setup.exe. Published versions never change; publish a new version.',
    );
    expect((await manifest()).files).toHaveLength(1);
    expect(await readFile(path.join(dir, "store", "files", "win", "2.5.0", "setup.exe"), "utf8")).toBe("first");
    // The installer and its blockmap (decision 056), nothing of the refused publishes.
    expect(await readdir(path.join(dir, "store", "files", "win", "2.5.0"))).toEqual(["setup.exe", "setup.exe.blockmap"]);
  });

  const win = (version: string, file: string, arch = "x64", kind = "installer") => [
    "publish",
    "--os",
    "win",
    "--version",
    version,
    "--arch",
    arch,
    "--kind",
    kind,
    "--file",
    file,
  ];

  it.each([
    [["publish", "--os", "linux", "--version", "1.0.0", "--arch", "x64", "--kind", "installer", "--file", "x"], "--os"],
    [win("2.5", "x"), "--version"],
    [win("2.4.0+build.1", "x"), "--version 2.4.0+build.1 carries build metadata (+build.1), which semantic versioning ignores"],
    [win("2.5.0", "x", "ppc"), "--arch for win must be x64, arm64, x86"],
    [win("2.5.0", "x", "universal"), "--arch for win"],
    [
      ["publish", "--os", "mac_os", "--version", "2.5.0", "--arch", "universal", "--kind", "installer", "--file", "x"],
      "--kind for mac_os must be dmg, pkg, zip",
    ],
    [["publish", "--os", "win", "--version", "2.5.0"], "--arch, --kind, --file"],
    [["publish", "--os", "win", "--version", "2.5.0", "--label", "Installer", "--file", "x"], "--label is gone"],
    [["publish", "--bogus"], "bogus"],
    [["list", "--os", "win"], "list takes no --os"],
    [["rollout", "--os", "win", "--version", "2.5.0", "--percent", "120"], "--percent"],
    [["rollout", "--os", "win", "--version", "2.5.0", "--percent", "ten"], "--percent"],
    [["notes", "--os", "win", "--version", "2.5.0"], "--notes-nl, --notes-en, --notes-fr, one or more"],
    [["frobnicate"], "Unknown command"],
    [["__proto__"], "Unknown command"],
    [[], "Name a command"],
  ])("exits 2 with the usage for %j, which it cannot parse, and leaves the store unchanged", async (argv, mention) => {
    expect(await run(...argv)).toBe(2);
    expect(lines.err.join("\n")).toContain(mention);
    expect(lines.err.join("\n")).toContain("Usage: npm run release");
    await expect(readdir(path.join(dir, "store"))).rejects.toThrow();
  });

  it.each([
    ["a missing file", async () => win("2.5.0", "/no/such/setup.exe"), "--file /no/such/setup.exe is not a readable file."],
    ["an empty file", async () => win("2.5.0", await binary("setup-2.5.0.exe", "")), "is empty (0 bytes); nobody can install that."],
    [
      "an .exe for macOS",
      async () => ["publish", "--os", "mac_os", "--version", "2.5.0", "--arch", "universal", "--kind", "dmg", "--file", await binary("setup.exe")],
      "setup.exe is a file for win, not for mac_os.",
    ],
    ["a .dmg for Windows", async () => win("2.5.0", await binary("Bestelwijs.dmg")), "Bestelwijs.dmg is a file for mac_os, not for win."],
    [
      "an extension the kind does not have",
      async () => win("2.5.0", await binary("setup.exe"), "x64", "msi"),
      "Files of kind msi end in .msi; setup.exe does not.",
    ],
    [
      "a name with another version",
      async () => win("2.5.0", await binary("bestelwijs-2.4.0-x64.exe")),
      "The file name bestelwijs-2.4.0-x64.exe says version 2.4.0, not 2.5.0.",
    ],
    ["a beta's name for a release", async () => win("2.5.0", await binary("bestelwijs-2.5.0-beta.2.exe")), "says pre-release 2.5.0-beta.2, not 2.5.0."],
    ["another beta's name", async () => win("2.5.0-beta.1", await binary("bestelwijs-2.5.0-beta.10.exe")), "does not say 2.5.0-beta.1"],
    ["a release's name for a beta", async () => win("2.5.0-beta.1", await binary("bestelwijs-2.5.0-x64.exe")), "does not say 2.5.0-beta.1"],
  ])("exits 1 with one sentence for %s and leaves the store unchanged", async (_name, argv, sentence) => {
    expect(await run(...(await argv()))).toBe(1);
    expect(lines.err).toHaveLength(1);
    expect(lines.err[0]).toContain(sentence);
    expect(lines.err[0]).not.toContain("Usage");
    await expect(readdir(path.join(dir, "store"))).rejects.toThrow();
  });

  it.each([
    ["bestelwijs-2.5.0-x64.exe", "2.5.0"],
    ["Bestelwijs Setup.exe".replace(" ", "-"), "2.5.0"],
    ["bestelwijs-2.5.0-beta.1-x64.exe", "2.5.0-beta.1"],
    ["bestelwijs-2.5.0-beta.1.exe", "2.5.0-beta.1"],
    ["SETUP-2.5.0.EXE", "2.5.0"],
  ])("accepts %s as version %s", async (name, version) => {
    expect(await run(...win(version, await binary(name)))).toBe(0);
  });

  it("reads --file and --notes-* relative to the folder npm was started in (INIT_CWD), not the project folder npm runs it from", async () => {
    await binary("setup-2.5.0.exe", "abc");
    await writeFile(path.join(dir, "src", "en.md"), "Relative notes.");
    env = { ...env, INIT_CWD: path.join(dir, "src"), npm_lifecycle_event: "release" };
    expect(await run(...win("2.5.0", "setup-2.5.0.exe"), "--notes-en", "en.md")).toBe(0);
    expect((await manifest()).files[0]).toMatchObject({ path: "win/2.5.0/setup-2.5.0.exe", size: 3 });
    expect((await manifest()).versions[0].notes).toEqual({ en: "Relative notes." });
    // Outside `npm run release` (a shell inside another npm script), INIT_CWD is not this command's.
    env = { ...env, npm_lifecycle_event: "deploy" };
    expect(await run(...win("2.6.0", "setup-2.6.0.exe"))).toBe(1);
    expect(lines.err.at(-1)).toBe(`--file ${path.resolve("setup-2.6.0.exe")} is not a readable file.`);
  });

  it("stores the sha512 in base64 beside the sha256, and the notes of the version", async () => {
    const nl = path.join(dir, "nl.md");
    await writeFile(nl, "**Sneller** printen.");
    expect(await run(...win("2.5.0", await binary("setup.exe", "abc")), "--notes-nl", nl)).toBe(0);
    const stored = await manifest();
    expect(stored.files[0].sha512).toBe("3a81oZNherrMQXNJriBBMRLm+k6JqX6iCp7u5ktV05ohkpkqJ0/BqDa6PCOj/uu9RU1EI2Q86A4qmslPpUyknw==");
    expect(stored.versions).toEqual([{ os: "win", version: "2.5.0", notes: { nl: "**Sneller** printen." } }]);
  });

  it("publishes a pre-release that does not become latest", async () => {
    await run(...win("2.10.0", await binary("setup-2.10.0.exe")));
    expect(await run(...win("2.11.0-beta.1", await binary("setup-2.11.0-beta.1.exe")))).toBe(0);
    expect(lines.out.at(-1)).toContain("offered as a beta, not as latest");
    lines.out = [];
    await run("list");
    expect(
      lines.out
        .join("\n")
        .split("\n")
        .map((line) => line.split("\t").filter((cell) => /^(latest|beta)/.test(cell))),
    ).toEqual([["beta"], ["latest"]]);
  });

  it("loses nothing when publishers in separate processes publish at once", async () => {
    const runs = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const file = await binary(`setup-${i}.exe`, `build ${i}`);
        // node itself with tsx's loader, not the tsx wrapper, which would start a second process for each.
        return Child.tsx("scripts/release/index.ts", [...win(`2.${i}.0`, file), "--percent", "100"], {
          name: "release publish",
          env: { ...process.env, ...env },
        }).exited;
      }),
    );
    expect(runs).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await manifest()).files.map((file: { version: string }) => file.version).sort()).toEqual(["2.0.0", "2.1.0", "2.2.0", "2.3.0", "2.4.0", "2.5.0"]);
    // The timeout only catches a hang: six cold processes compiling the CLI at once took over 30 s on a loaded two-core machine.
  }, 120_000);
});

describe("release list, pin, remove and verify", () => {
  beforeEach(async () => {
    for (const version of ["2.9.0", "2.10.0", "2.10.0-beta.1", "10.0.0", "3.0.0"]) {
      await run(
        "publish",
        "--os",
        "win",
        "--version",
        version,
        "--arch",
        "x64",
        "--kind",
        "installer",
        "--file",
        await binary(`setup-${version}.exe`),
        "--percent",
        "100",
      );
    }
    lines = { out: [], err: [] };
  });

  it("lists versions highest first by semantic version", async () => {
    expect(await run("list")).toBe(0);
    expect(
      lines.out
        .join("\n")
        .split("\n")
        .map((line) => line.split("/")[1]),
    ).toEqual(["10.0.0", "3.0.0", "2.10.0", "2.10.0-beta.1", "2.9.0"]);
  });

  it("pins latest and unpins it when the version is removed", async () => {
    expect(await run("pin", "--os", "win", "--version", "3.0.0")).toBe(0);
    expect((await manifest()).pinned).toEqual({ win: "3.0.0" });
    expect(await run("remove", "--path", "win/3.0.0/setup-3.0.0.exe")).toBe(0);
    expect((await manifest()).pinned).toEqual({});
  });

  it("refuses a pin to a missing version and the removal of an unknown path with exit 1 and one sentence", async () => {
    expect(await run("pin", "--os", "win", "--version", "4.0.0")).toBe(1);
    expect(lines.err).toEqual(["win has no version 4.0.0 to pin; `release list` shows what is published."]);
    expect(await run("remove", "--path", "win/9.9.9/nope.exe")).toBe(1);
    expect(lines.err.at(-1)).toBe("win/9.9.9/nope.exe is not in the manifest; `release list` shows what is.");
    expect(await run("rollout", "--os", "win", "--version", "4.0.0", "--percent", "20")).toBe(1);
    expect((await manifest()).files).toHaveLength(5);
  });

  it("sets and clears notes and a rollout, and lists them", async () => {
    const en = path.join(dir, "en.md");
    const empty = path.join(dir, "empty.md");
    await writeFile(en, "- Faster\n- Safer");
    await writeFile(empty, "");
    expect(await run("notes", "--os", "win", "--version", "3.0.0", "--notes-en", en)).toBe(0);
    expect(await run("rollout", "--os", "win", "--version", "3.0.0", "--percent", "20")).toBe(0);
    expect((await manifest()).versions).toEqual([{ os: "win", version: "3.0.0", notes: { en: "- Faster\n- Safer" }, rolloutPercent: 20 }]);
    lines.out = [];
    await run("list");
    expect(lines.out.join("\n")).toMatch(/win\/3\.0\.0\/setup-3\.0\.0\.exe\tx64 installer\tInstaller \(64-bit\)\t.*\trollout 20%\tnotes en/);
    expect(await run("notes", "--os", "win", "--version", "3.0.0", "--notes-en", empty)).toBe(0);
    expect(await run("rollout", "--os", "win", "--version", "3.0.0", "--percent", "100")).toBe(0);
    expect((await manifest()).versions).toEqual([]);
  });

  it("sets French notes with --notes-fr beside the others, and lists them", async () => {
    const fr = path.join(dir, "fr.md");
    const nl = path.join(dir, "nl.md");
    await writeFile(fr, "- Plus rapide\n- Plus sûr");
    await writeFile(nl, "- Sneller");
    expect(await run("notes", "--os", "win", "--version", "3.0.0", "--notes-fr", fr, "--notes-nl", nl)).toBe(0);
    expect((await manifest()).versions).toEqual([{ os: "win", version: "3.0.0", notes: { fr: "- Plus rapide\n- Plus sûr", nl: "- Sneller" } }]);
    lines.out = [];
    await run("list");
    expect(lines.out.join("\n")).toMatch(/win\/3\.0\.0\/setup-3\.0\.0\.exe\t.*\tnotes (nl\+fr|fr\+nl)/);
  });

  it("verify finds a file whose bytes changed after publishing, by either hash", async () => {
    expect(await run("verify")).toBe(0);
    await writeFile(path.join(dir, "store", "files", "win", "2.9.0", "setup-2.9.0.exe"), "tampered");
    expect(await run("verify")).toBe(1);
    expect(lines.err.join("\n")).toContain("win/2.9.0/setup-2.9.0.exe");
  });
});

describe("store hygiene: verify reports leftovers, repair removes them", () => {
  const HOUR = 3_600_000;
  const clock = manualClock();
  const store = (...segments: string[]) => path.join(dir, "store", ...segments);
  /** A file or folder written at `ms`, as a killed publish would have left it then. */
  async function leftover(segments: string[], ms: number, body?: string): Promise<void> {
    if (body === undefined) await mkdir(store(...segments), { recursive: true });
    else await writeFile(store(...segments), body);
    await utimes(store(...segments), new Date(ms), new Date(ms));
  }
  // The leftovers are dated by the manual clock, so the store's time follows it too.
  const runAt = (...argv: string[]) => runRelease(argv, env, io, clock, { storeClock: clock });

  beforeEach(async () => {
    await run("publish", "--os", "win", "--version", "2.5.0", "--arch", "x64", "--kind", "installer", "--file", await binary("setup-2.5.0.exe", "listed"));
    const old = clock() - 3 * HOUR;
    // What a killed publish and a full disk leave: an upload the manifest never named, a half-copied
    // file, a 0-byte manifest temp file, an empty version folder; and one upload young enough to be in flight.
    await mkdir(store("files", "win", "2.6.0"), { recursive: true });
    await leftover(["files", "win", "2.6.0", "setup-2.6.0.exe"], old, "orphan");
    await leftover(["files", "win", "2.6.0", "setup-2.6.0.exe.0a1b2c3d.partial"], old, "half");
    await utimes(store("files", "win", "2.6.0"), new Date(old), new Date(old));
    await leftover(["manifest.json.4242.0badf00d.tmp"], old, "");
    await leftover(["files", "win", "2.4.0"], old);
    await mkdir(store("files", "win", "2.7.0"));
    await leftover(["files", "win", "2.7.0", "setup-2.7.0.exe"], clock() - 10 * 60_000, "in flight");
    lines = { out: [], err: [] };
  });

  it("verify names each leftover and exits 1; the young orphan is named with when repair may remove it", async () => {
    expect(await runAt("verify")).toBe(1);
    expect(lines.err).toEqual([
      "Leftover: files/win/2.4.0/ (empty folder, 180 min old); `release repair --apply` removes it.",
      "Leftover: files/win/2.6.0/setup-2.6.0.exe (orphan, not in the manifest, 6 bytes, 180 min old); `release repair --apply` removes it.",
      "Leftover: files/win/2.6.0/setup-2.6.0.exe.0a1b2c3d.partial (partial upload, 4 bytes, 180 min old); `release repair --apply` removes it.",
      "Leftover: files/win/2.7.0/setup-2.7.0.exe (orphan, not in the manifest, 9 bytes, 10 min old): a publish that was interrupted, or one still running; publishing the same file again lists it, `release repair --apply` removes it from 2026-11-01 11:50 UTC (in 110 min), once it is 120 min old: until then a publish may still be about to list it.",
      "Leftover: manifest.json.4242.0badf00d.tmp (temporary file, 0 bytes, 180 min old); `release repair --apply` removes it.",
    ]);
    expect(lines.out).toEqual(["1 of 1 files match the manifest (sha256 and sha512)."]);
  });

  it("repair lists what it would remove and removes nothing; --apply removes it and keeps the listed and the young file", async () => {
    expect(await runAt("repair")).toBe(0);
    expect(lines.out.at(-1)).toBe("4 leftovers to remove; `release repair --apply` removes them.");
    expect(await readdir(store())).toContain("manifest.json.4242.0badf00d.tmp");
    lines = { out: [], err: [] };
    expect(await runAt("repair", "--apply")).toBe(0);
    expect(lines.out).toEqual([
      "Removed files/win/2.4.0/ (empty folder, 180 min old).",
      "Removed files/win/2.6.0/setup-2.6.0.exe (orphan, not in the manifest, 6 bytes, 180 min old).",
      "Removed files/win/2.6.0/setup-2.6.0.exe.0a1b2c3d.partial (partial upload, 4 bytes, 180 min old).",
      "Removed manifest.json.4242.0badf00d.tmp (temporary file, 0 bytes, 180 min old).",
    ]);
    expect(lines.err).toEqual([
      "Kept files/win/2.7.0/setup-2.7.0.exe (orphan, not in the manifest, 9 bytes, 10 min old): written 10 min ago; a publish may still be using it until it is 120 min old.",
    ]);
    expect((await readdir(store())).sort()).toEqual(["files", "manifest.json"]);
    expect((await readdir(store("files", "win"))).sort()).toEqual(["2.5.0", "2.6.0", "2.7.0"]);
    expect(await readFile(store("files", "win", "2.5.0", "setup-2.5.0.exe"), "utf8")).toBe("listed");
    // The version folder it emptied has just been written, and fails nothing; the young orphan still fails verify
    // (an interrupted publish leaves one for good, decision 045).
    lines = { out: [], err: [] };
    expect(await runAt("verify")).toBe(1);
    expect(lines.err).toEqual([
      expect.stringMatching(/^Leftover: files\/win\/2\.6\.0\/ \(empty folder, 0 min old\); kept: written just now;/),
      expect.stringMatching(/^Leftover: files\/win\/2\.7\.0\/setup-2\.7\.0\.exe .*: a publish that was interrupted, or one still running;/),
    ]);
  });

  it("repair takes no other option, and --apply only on repair", async () => {
    expect(await runAt("repair", "--os", "win")).toBe(2);
    expect(await runAt("verify", "--apply")).toBe(2);
    expect(lines.err.join("\n")).toContain("verify takes no --apply.");
  });
});

describe("a manifest write that fails on a full disk", () => {
  it("leaves no temporary manifest behind, and the manifest as it was", async () => {
    for (const version of ["2.5.0", "2.6.0", "2.7.0", "2.8.0"]) {
      await run(
        "publish",
        "--os",
        "win",
        "--version",
        version,
        "--arch",
        "x64",
        "--kind",
        "installer",
        "--file",
        await binary(`setup-${version}.exe`),
        "--percent",
        "100",
      );
    }
    const before = await readFile(path.join(dir, "store", "manifest.json"), "utf8");
    expect(before.length).toBeGreaterThan(1024);
    // A file size limit of 1 KiB (bash counts -f in KiB): the lock's pid fits, the new manifest does not (EFBIG, as ENOSPC on a full disk).
    const child = Child.start(["bash", "-c", 'ulimit -f 1 && exec "$0" --import tsx scripts/release/index.ts pin --os win --version 2.5.0', process.execPath], {
      name: "release pin",
      env: { ...process.env, ...env, TSX_DISABLE_CACHE: "1" },
    });
    expect(await child.exited).toBe(1);
    expect(child.stderr).toMatch(/EFBIG/);
    expect((await readdir(path.join(dir, "store"))).sort()).toEqual(["files", "manifest.json"]);
    expect(await readFile(path.join(dir, "store", "manifest.json"), "utf8")).toBe(before);
  }, 60_000);
});

describe("a publish on a really full disk", () => {
  it("run again while the disk is full, names the disk, the upload left in the store and what to do; pin says the manifest is as it was; with room again the publish lists the upload; a full temporary folder is named as that folder", async () => {
    const storeDir = path.join(dir, "store");
    await mkdir(storeDir);
    const build = (version: string) => binary(`setup-${version}.exe`, `${version} `.repeat(5000));
    const [build25, build26, build27] = [await build("2.5.0"), await build("2.6.0"), await build("2.7.0")];
    const scratch = path.join(dir, "tmp");
    const publish = (version: string, file: string) => `cli publish --os win --version ${version} --arch x64 --kind installer --file ${file} --percent 100`;
    // A tmpfs of its own, mounted in a private mount namespace: a full disk without filling the machine's.
    const script = [
      'mount -t tmpfs -o size=512k tmpfs "$STORE" || exit 97',
      'cli() { "$NODE" --import tsx scripts/release/index.ts "$@" 2>&1; echo "@@ exit $?"; }',
      publish("2.5.0", build25),
      // What a publish killed after its upload leaves: the file, not listed.
      `mkdir -p "$STORE/files/win/2.6.0" && cp ${build26} "$STORE/files/win/2.6.0/setup-2.6.0.exe"`,
      'cat /dev/zero > "$STORE/filler" 2>/dev/null',
      publish("2.6.0", build26),
      "cli pin --os win --version 2.5.0",
      'rm "$STORE/filler"',
      publish("2.6.0", build26),
      // A full temporary folder, where the blockmap is written before its upload.
      'mkdir -p "$SCRATCH" && mount -t tmpfs -o size=64k tmpfs "$SCRATCH" && (cat /dev/zero > "$SCRATCH/filler" 2>/dev/null; true)',
      `TMPDIR="$SCRATCH" ${publish("2.7.0", build27)}`,
    ].join("\n");
    const child = Child.start(["unshare", "--map-root-user", "--mount", "bash", "-c", script], {
      name: "publishes on a full disk",
      env: { ...process.env, ...env, STORE: storeDir, SCRATCH: scratch, NODE: process.execPath, TSX_DISABLE_CACHE: "1" },
    });
    expect(await child.exited).toBe(0);
    const answers = child.output.split(/^@@ exit (\d+)\n/m);
    const said = (index: number) => ({ text: (answers[index * 2] ?? "").trim(), exit: Number(answers[index * 2 + 1]) });

    expect(said(0).exit).toBe(0);
    const disk = `the disk that holds ${storeDir} is full \\(ENOSPC\\)`;
    const freeSpace = `Free space on that disk \\(\`df -h ${storeDir}\` shows what is left\\), then run`;
    expect(said(1)).toEqual({
      exit: 1,
      text: expect.stringMatching(
        new RegExp(
          `^Publishing win/2\\.6\\.0/setup-2\\.6\\.0\\.exe did not finish: ${disk}, so its blockmap could not be stored\\. The upload an interrupted publish left with these very bytes is in the store, but the manifest does not list it, so nobody is offered it yet\\. ${freeSpace} this same publish again: it lists the upload as it is`,
        ),
      ),
    });
    expect(said(2)).toEqual({
      exit: 1,
      text: expect.stringMatching(
        new RegExp(`^pin stopped: ${disk}, so the manifest could not be written; it is as it was\\. ${freeSpace} the command again\\.$`),
      ),
    });
    expect(said(3)).toEqual({ exit: 0, text: expect.stringContaining("An interrupted publish had already uploaded these very bytes") });
    // That folder's disk, not the store's, which has room.
    expect(said(4)).toEqual({
      exit: 1,
      text: `Publishing stopped before anything was uploaded: the disk that holds ${scratch} is full (ENOSPC), where the blockmap is written before its upload. Nothing was published. Free space on that disk (\`df -h ${scratch}\` shows what is left), then run this same publish again; or set TMPDIR to a folder on a disk with room.`,
    });
  }, 120_000);
});

describe("verify on a schema 1 manifest", () => {
  it("says the manifest needs `release migrate` first, instead of '0 match'", async () => {
    await mkdir(path.join(dir, "store", "files", "win", "2.5.0"), { recursive: true });
    await writeFile(path.join(dir, "store", "files", "win", "2.5.0", "setup.exe"), "abc");
    const v1 = {
      schemaVersion: 1,
      files: [
        {
          path: "win/2.5.0/setup.exe",
          os: "win",
          version: "2.5.0",
          label: "Installer (64-bit)",
          sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad",
          size: 3,
          publishedAt: "2026-11-01T10:00:00.000Z",
        },
      ],
    };
    await writeFile(path.join(dir, "store", "manifest.json"), JSON.stringify(v1));
    expect(await run("verify")).toBe(1);
    expect(lines.out).toEqual([]);
    expect(lines.err).toEqual([
      `The manifest in ${path.join(dir, "store")} is still schema 1, which has no sha512s to verify against: run \`release migrate\` first (it checks each file's sha256 and adds its sha512), then \`release verify\`.`,
    ]);
    expect(await run("migrate")).toBe(0);
    expect(await run("verify")).toBe(0);
    expect(lines.out.at(-1)).toBe("1 of 1 files match the manifest (sha256 and sha512).");
  });
});

describe("an empty or unreachable store", () => {
  it("lists nothing and verifies nothing, with exit 0", async () => {
    expect(await run("list")).toBe(0);
    expect(lines.out).toEqual([`No releases in ${path.join(dir, "store")}.`]);
    expect(await run("verify")).toBe(0);
    expect(lines.out.at(-1)).toBe(`No releases in ${path.join(dir, "store")}; nothing to verify.`);
    expect(lines.err).toEqual([]);
  });

  it("names the store in use in its usage: the folder, or the bucket", async () => {
    expect(await run("--help")).toBe(0);
    expect(lines.out.join("\n")).toContain(`The store in use is the folder ${path.join(dir, "store")} (RELEASE_DIR).`);
    env = { RELEASE_STORE: "s3", S3_BUCKET: "bestelwijs-releases", S3_PREFIX: "desktop/" };
    expect(await run("frobnicate")).toBe(2);
    expect(lines.err.join("\n")).toContain("The store in use is the bucket s3://bestelwijs-releases/desktop/ (RELEASE_STORE=s3");
    expect(lines.err.join("\n")).not.toContain("RELEASE_DIR");
  });

  it.each([
    [["list"], 0, /^No releases in \/proc\/nope\.$/],
    [["verify"], 0, /nothing to verify/],
    [["pin", "--os", "win", "--version", "1.0.0"], 1, /^Cannot create the folder \/proc\/nope: ENOENT\.$/],
  ])("with RELEASE_DIR=/proc/nope, %j answers instead of spinning", async (argv, code, message) => {
    // Node's recursive mkdir never settles under /proc (server/releases/local-store.ts): a regression hangs, and the test's timeout fails it.
    env = { RELEASE_DIR: "/proc/nope" };
    expect(await run(...argv)).toBe(code);
    expect([...lines.out, ...lines.err].join("\n")).toMatch(message);
  });

  it("publishing into /proc/nope exits 1 in a separate process, too", async () => {
    const file = await binary("setup-2.5.0.exe");
    // node itself, not the tsx wrapper, so that a kill reaches the process that would spin.
    const child = Child.tsx(
      "scripts/release/index.ts",
      ["publish", "--os", "win", "--version", "2.5.0", "--arch", "x64", "--kind", "installer", "--file", file],
      {
        name: "release publish",
        env: { ...process.env, RELEASE_DIR: "/proc/nope" },
      },
    );
    // Ends a process that spins (the bug this guards against) so the test can say so; well past a cold start on a loaded machine.
    expect(await child.exitCodeWithin(50_000)).toBe(1);
    expect(child.stderr.trim()).toBe("Cannot create the folder /proc/nope: ENOENT.");
  }, 60_000);

  it("gives up on a manifest that never answers (a FIFO) within the time limit", async () => {
    const store = path.join(dir, "store");
    await mkdir(store, { recursive: true });
    await Child.start(["mkfifo", path.join(store, "manifest.json")], { name: "mkfifo" }).succeeds();
    const { LocalReleaseStore } = await import("../../server/releases/local-store");
    const { LinkSigner } = await import("../../server/releases/signing");
    const local = new LocalReleaseStore({ dir: store, signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files", callLimitMs: 300 });
    // The error names the configured limit (callLimitMs), so it was that limit, not another, that ended the wait.
    await expect(local.readManifest()).rejects.toThrow(/^Reading .*manifest\.json did not finish within 0\.3 s\.$/);
    // Let the blocked read finish, so no worker thread stays stuck on the FIFO.
    const { open } = await import("node:fs/promises");
    await (await open(path.join(store, "manifest.json"), "w")).close();
  });
});

describe("publish refuses what it cannot vouch for, and says what to do", () => {
  const store = (...segments: string[]) => path.join(dir, "store", ...segments);
  /** Every file under the store's files/ folder, relative to it. */
  const storedFiles = async () =>
    (await readdir(store("files"), { recursive: true, withFileTypes: true }).catch(() => []))
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(store("files"), path.join(entry.parentPath, entry.name)));
  const win = (version: string, file: string, ...more: string[]) => [
    "publish",
    "--os",
    "win",
    "--version",
    version,
    "--arch",
    "x64",
    "--kind",
    "installer",
    "--file",
    file,
    "--percent",
    "100",
    ...more,
  ];

  it("a publish interrupted by a full disk during the manifest write: the leftover is named, other bytes are refused with repair and when, the same bytes are listed as they are", async () => {
    for (const version of ["2.5.0", "2.6.0", "2.7.0", "2.8.0"]) expect(await run(...win(version, await binary(`setup-${version}.exe`)))).toBe(0);
    const build = await binary("setup-2.9.0.exe", "the 2.9.0 build");
    // 1 KiB of file size (bash counts -f in KiB): the upload fits, the new manifest does not (EFBIG, as ENOSPC on a full disk).
    const child = Child.start(["bash", "-c", 'ulimit -f 1 && exec "$0" --import tsx scripts/release/index.ts "$@"', process.execPath, ...win("2.9.0", build)], {
      name: "release publish",
      env: { ...process.env, ...env, TSX_DISABLE_CACHE: "1" },
    });
    expect(await child.exited).toBe(1);
    expect(child.stderr.trim()).toMatch(
      /^Publishing win\/2\.9\.0\/setup-2\.9\.0\.exe did not finish \(.*EFBIG.*\); its upload stays in the store and the manifest may not list it: run this same publish again/,
    );
    expect(await readFile(store("files", "win", "2.9.0", "setup-2.9.0.exe"), "utf8")).toBe("the 2.9.0 build");
    expect((await manifest()).files).toHaveLength(4);

    lines = { out: [], err: [] };
    expect(await run("list")).toBe(0);
    expect(lines.out.join("\n")).not.toContain("2.9.0");
    // The installer and the blockmap uploaded beside it (decision 056).
    expect(lines.err).toEqual([
      "2 uploads are in the store but not in the manifest (an interrupted publish, or one still running); `release verify` names them.",
    ]);
    lines = { out: [], err: [] };
    expect(await run("verify")).toBe(1);
    expect(lines.err).toEqual([
      expect.stringMatching(
        /^Leftover: files\/win\/2\.9\.0\/setup-2\.9\.0\.exe \(orphan, not in the manifest, 15 bytes, 0 min old\): a publish that was interrupted/,
      ),
      expect.stringMatching(/^Leftover: files\/win\/2\.9\.0\/setup-2\.9\.0\.exe\.blockmap \(orphan, not in the manifest, \d+ bytes, 0 min old\)/),
    ]);

    await writeFile(build, "a rebuilt 2.9.0");
    lines = { out: [], err: [] };
    expect(await run(...win("2.9.0", build))).toBe(1);
    expect(lines.err).toHaveLength(1);
    expect(lines.err[0]).toMatch(
      /^win\/2\.9\.0\/setup-2\.9\.0\.exe is already in the store but not in the manifest: a leftover of an interrupted publish \(written 0 min ago, 15 bytes, sha256 [0-9a-f]{64}\), and its bytes are not those of .* \(15 bytes, sha256 [0-9a-f]{64}\); `release repair --apply` removes it from \d{4}-\d\d-\d\d \d\d:\d\d UTC \(in 120 min\), once it is 120 min old/,
    );

    await writeFile(build, "the 2.9.0 build");
    lines = { out: [], err: [] };
    expect(await run(...win("2.9.0", build))).toBe(0);
    expect(lines.out).toEqual([
      expect.stringMatching(
        /^Published win\/2\.9\.0\/setup-2\.9\.0\.exe .* An interrupted publish had already uploaded these very bytes; only the manifest entry was missing, and it is written now\. win 2\.9\.0 is offered to every installation\.$/,
      ),
    ]);
    expect((await manifest()).files).toHaveLength(5);
    expect(await run("verify")).toBe(0);
  }, 60_000);

  it("refuses a store with release files but no manifest.json, as repair does", async () => {
    await mkdir(store("files", "win", "2.4.0"), { recursive: true });
    await writeFile(store("files", "win", "2.4.0", "setup-2.4.0.exe"), "an earlier release");
    const lastMonth = new Date(Date.now() - 30 * 24 * 3_600_000);
    await utimes(store("files", "win", "2.4.0", "setup-2.4.0.exe"), lastMonth, lastMonth);
    expect(await run(...win("2.5.0", await binary("setup-2.5.0.exe")))).toBe(1);
    expect(lines.err).toEqual([
      `${store()} holds 1 release file (win/2.4.0/setup-2.4.0.exe) but no manifest.json: its manifest was lost, so publish refuses to start an empty one (\`release verify\` would then call them orphans and \`release repair --apply\` would delete them). Restore manifest.json from a backup (on S3, from the bucket's earlier object versions), or rebuild it from the files with \`release recover\` (\`--dry-run\` shows it first), and publish again; only if the store really should start empty, move those files out of it first.`,
    ]);
    expect(await readdir(store())).toEqual(["files"]);
    expect(await run("repair", "--apply")).toBe(1);
    expect(lines.err.at(-1)).toContain("holds objects but no manifest.json");
  });

  it("refuses a file that is appended to while it is published, and removes its upload", async () => {
    const file = await binary("setup-2.5.0.exe", "x".repeat(4 * 1024 * 1024));
    let publishing = true;
    let appended = 0;
    // A build still writing the installer: a few bytes at every turn of the event loop until the publish answers.
    const appendWhilePublishing = async () => {
      while (publishing) {
        await appendFile(file, "more");
        appended++;
        await new Promise((resolve) => setImmediate(resolve));
      }
    };
    const [code] = await Promise.all([run(...win("2.5.0", file)).finally(() => (publishing = false)), appendWhilePublishing()]);
    expect(appended).toBeGreaterThan(0);
    expect(code).toBe(1);
    expect(lines.err).toEqual([
      expect.stringMatching(
        /setup-2\.5\.0\.exe changed while it was being published \(.*\), so it was not published and its upload was removed; publish it again once it is complete\.$/,
      ),
    ]);
    // Nothing stored: the failed publish removes its upload, and the folders it leaves empty too.
    expect(await storedFiles()).toEqual([]);
    // The empty manifest this first publish created before its upload stays (decision 068).
    expect(await manifest()).toEqual({ schemaVersion: 2, pinned: {}, files: [], versions: [] });
  });

  it("refuses other bytes for a removed version unless --replace-removed, which says what installed apps will see", async () => {
    expect(await run(...win("2.5.0", await binary("setup-2.5.0.exe", "first")))).toBe(0);
    expect(await run("remove", "--path", "win/2.5.0/setup-2.5.0.exe")).toBe(0);
    expect(lines.out.at(-1)).toBe(
      "Removed win/2.5.0/setup-2.5.0.exe; the manifest remembers its bytes, so its version can come back only with these very bytes (or with --replace-removed).",
    );
    const other = await binary("setup-2.5.0.exe", "second");
    lines = { out: [], err: [] };
    expect(await run(...win("2.5.0", other))).toBe(1);
    expect(lines.err).toEqual([
      expect.stringMatching(/^win 2\.5\.0 had its "Installer \(64-bit\)" published as win\/2\.5\.0\/setup-2\.5\.0\.exe .*add --replace-removed/),
    ]);
    // Nothing stored: the failed publish removes its upload, and the folders it leaves empty too.
    expect(await storedFiles()).toEqual([]);
    lines = { out: [], err: [] };
    expect(await run(...win("2.5.0", other, "--replace-removed"))).toBe(0);
    expect(lines.err).toEqual([expect.stringMatching(/^Warning: .*installations that downloaded the old bytes keep them/)]);
    expect((await manifest()).files[0]).toMatchObject({ path: "win/2.5.0/setup-2.5.0.exe", size: 6 });
    expect((await manifest()).removed).toBeUndefined();
  });

  it("refuses to pin a pre-release, and warns when a pin hides what it publishes", async () => {
    expect(await run(...win("2.4.0", await binary("setup-2.4.0.exe")))).toBe(0);
    expect(await run(...win("2.5.0-beta.1", await binary("setup-2.5.0-beta.1.exe")))).toBe(0);
    expect(await run("pin", "--os", "win", "--version", "2.5.0-beta.1")).toBe(1);
    expect(lines.err.at(-1)).toMatch(/^2\.5\.0-beta\.1 is a pre-release, and a pin holds every channel, stable included/);
    expect(await run("pin", "--os", "win", "--version", "2.4.0")).toBe(0);
    lines = { out: [], err: [] };
    expect(await run(...win("2.5.0", await binary("setup-2.5.0.exe")))).toBe(0);
    expect(lines.out).toEqual([expect.stringMatching(/^Published win\/2\.5\.0\/setup-2\.5\.0\.exe/)]);
    expect(lines.err).toEqual([
      "Warning: win is pinned to 2.4.0, so the downloads page keeps showing, and stable and beta installations keep being offered, 2.4.0 instead of 2.5.0; `release unpin --os win` lets the highest release through again.",
    ]);
  });
});
