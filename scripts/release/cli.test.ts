import { spawn } from "node:child_process";
import { mkdir, mkdtemp, readFile, readdir, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
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

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-cli-"));
  env = { RELEASE_DIR: path.join(dir, "store") };
  lines = { out: [], err: [] };
});

describe("release publish", () => {
  it("stores the file with its own SHA-256 and size", async () => {
    expect(await run("publish", "--os", "win", "--version", "2.5.0", "--label", "Installer (64-bit)", "--file", await binary("setup.exe", "abc"))).toBe(0);
    const [file] = (await manifest()).files;
    expect(file).toMatchObject({ path: "win/2.5.0/setup.exe", size: 3, sha256: "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad" });
    expect(await readFile(path.join(dir, "store", "files", "win", "2.5.0", "setup.exe"), "utf8")).toBe("abc");
  });

  it("refuses to overwrite a published file or label and leaves it as it was", async () => {
    await run("publish", "--os", "win", "--version", "2.5.0", "--label", "Installer", "--file", await binary("setup.exe", "first"));
    expect(await run("publish", "--os", "win", "--version", "2.5.0", "--label", "Other", "--file", await binary("setup.exe", "second"))).toBe(1);
    expect(await run("publish", "--os", "win", "--version", "2.5.0", "--label", "Installer", "--file", await binary("other.exe"))).toBe(1);
    expect((await manifest()).files).toHaveLength(1);
    expect(await readFile(path.join(dir, "store", "files", "win", "2.5.0", "setup.exe"), "utf8")).toBe("first");
    expect(await readdir(path.join(dir, "store", "files", "win", "2.5.0"))).toEqual(["setup.exe"]);
  });

  it.each([
    [["publish", "--os", "linux", "--version", "1.0.0", "--label", "x", "--file", "x"], "--os"],
    [["publish", "--os", "win", "--version", "2.5", "--label", "x", "--file", "x"], "--version"],
    [["publish", "--os", "win", "--version", "2.5.0", "--label", "x", "--file", "/no/such/file"], "--file"],
    [["publish", "--os", "win", "--version", "2.5.0"], "--label"],
    [["publish", "--bogus"], "bogus"],
    [["frobnicate"], "Unknown command"],
    [[], "Name a command"],
  ])("exits 2 with a clear message for %j and leaves the store unchanged", async (argv, mention) => {
    expect(await run(...argv)).toBe(2);
    expect(lines.err.join("\n")).toContain(mention);
    await expect(readdir(path.join(dir, "store"))).rejects.toThrow();
  });

  it("loses nothing when publishers in separate processes publish at once", async () => {
    const tsx = path.resolve("node_modules/.bin/tsx");
    const runs = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const file = await binary(`setup-${i}.exe`, `build ${i}`);
        const child = spawn(tsx, ["scripts/release.ts", "publish", "--os", "win", "--version", `2.${i}.0`, "--label", "Installer", "--file", file], { env: { ...process.env, ...env } });
        return new Promise<number | null>((resolve) => child.on("close", resolve));
      }),
    );
    expect(runs).toEqual([0, 0, 0, 0, 0, 0]);
    expect((await manifest()).files.map((file: { version: string }) => file.version).sort()).toEqual(["2.0.0", "2.1.0", "2.2.0", "2.3.0", "2.4.0", "2.5.0"]);
  }, 30_000);
});

describe("release list, pin, remove and verify", () => {
  beforeEach(async () => {
    for (const version of ["2.9.0", "2.10.0", "2.10.0-beta.1", "10.0.0", "3.0.0"]) {
      await run("publish", "--os", "win", "--version", version, "--label", "Installer", "--file", await binary(`setup-${version}.exe`));
    }
    lines = { out: [], err: [] };
  });

  it("lists versions highest first by semantic version", async () => {
    expect(await run("list")).toBe(0);
    expect(lines.out.join("\n").split("\n").map((line) => line.split("/")[1])).toEqual(["10.0.0", "3.0.0", "2.10.0", "2.10.0-beta.1", "2.9.0"]);
  });

  it("pins latest and unpins it when the version is removed", async () => {
    expect(await run("pin", "--os", "win", "--version", "3.0.0")).toBe(0);
    expect((await manifest()).pinned).toEqual({ win: "3.0.0" });
    expect(await run("pin", "--os", "win", "--version", "4.0.0")).toBe(2);
    expect(await run("remove", "--path", "win/3.0.0/setup-3.0.0.exe")).toBe(0);
    expect((await manifest()).pinned).toEqual({});
  });

  it("verify finds a file whose bytes changed after publishing", async () => {
    expect(await run("verify")).toBe(0);
    await writeFile(path.join(dir, "store", "files", "win", "2.9.0", "setup-2.9.0.exe"), "tampered");
    expect(await run("verify")).toBe(1);
    expect(lines.err.join("\n")).toContain("win/2.9.0/setup-2.9.0.exe");
  });
});
