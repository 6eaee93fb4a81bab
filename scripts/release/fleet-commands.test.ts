import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { type ManualClock, manualClock } from "../../tooling/app/manual-clock";
import { runRelease } from "./cli";

/* The operator's side of decisions 056 and 057: publish --blockmap, yank/unyank, scheduled rollouts and status, with their exit codes. */

let dir: string;
let env: Record<string, string>;
let lines: { out: string[]; err: string[] };
let clock: ManualClock;
const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
// The store's time follows the manual clock too: these tests move time for the whole fleet.
const run = (...argv: string[]) => runRelease(argv, env, io, clock, { storeClock: clock });
const HOUR = 3_600_000;

async function binary(name: string, body = `binary ${name}`): Promise<string> {
  const file = path.join(dir, "src", name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, body);
  return file;
}

const manifestText = () => readFile(path.join(dir, "store", "manifest.json"), "utf8");

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-fleet-cli-"));
  env = { RELEASE_DIR: path.join(dir, "store") };
  lines = { out: [], err: [] };
  clock = manualClock(Date.parse("2026-12-01T09:00:00.000Z"));
  for (const version of ["2.0.0", "2.1.0"])
    expect(
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
      ),
    ).toBe(0);
  lines = { out: [], err: [] };
});

describe("release rollout --steps, --halt, --resume and status", () => {
  it("says what each band of installations is offered: the highest older version not held at 0%, or none", async () => {
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--percent", "0")).toBe(0);
    expect(await run("rollout", "--os", "win", "--version", "2.0.0", "--percent", "0")).toBe(0);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toMatch(
      /^win stable: 2\.1\.0, to 0% of installations; no schedule \(moves by hand\)\n {2}no installation is offered an update \(the feed and the update check alike\); without an id: nothing\n/,
    );
    expect(await run("rollout", "--os", "win", "--version", "2.0.0", "--percent", "100")).toBe(0);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toMatch(
      /^win stable: 2\.1\.0, to 0% of installations; no schedule \(moves by hand\)\n {2}every installation is offered 2\.0\.0 \(the feed and the update check alike\); without an id: 2\.0\.0\n/,
    );
  });

  it("with two staged versions, says which band gets which, for the feed and for the update check", async () => {
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--percent", "30")).toBe(0);
    const next = ["publish", "--os", "win", "--version", "2.2.0", "--arch", "x64", "--kind", "installer", "--file", await binary("setup-2.2.0.exe")];
    expect(await run(...next, "--percent", "10")).toBe(0);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out[0]?.split("\n").slice(0, 4)).toEqual([
      "win stable: 2.2.0, to 10% of installations; no schedule (moves by hand)",
      "  electron-updater's feed: 10% are offered 2.2.0, 20% 2.1.0, the other 70% 2.0.0",
      "  the update check: 10% are offered 2.2.0, about 27% 2.1.0, the rest (about 63%) 2.0.0",
      "  without an id: 2.0.0",
    ]);
  });

  it("schedules, says where it stands, halts and resumes", async () => {
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,25,50,100", "--every", "24h")).toBe(0);
    expect(lines.out).toEqual([
      "win 2.1.0 is offered to 5% of installations now, 25% from 2026-12-02T09:00:00.000Z, and so on every 24h up to 100%; `release status` shows where it stands.",
    ]);
    clock.advance(30 * HOUR);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out).toEqual([
      [
        "win stable: 2.1.0, to 25% of installations; next 50% at 2026-12-03 09:00 UTC",
        "  25% are offered 2.1.0, the other 75% 2.0.0 (the feed and the update check alike); without an id: 2.0.0",
        "win beta: 2.1.0, to 25% of installations; next 50% at 2026-12-03 09:00 UTC",
        "  25% are offered 2.1.0, the other 75% 2.0.0 (the feed and the update check alike); without an id: 2.0.0",
      ].join("\n"),
    ]);
    lines = { out: [], err: [] };
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--halt")).toBe(0);
    expect(lines.out).toEqual(["The rollout of win 2.1.0 is halted at 25%; `rollout --resume` goes on from there."]);
    // Halted 18 h before its next step: after the halt, that step comes 18 h after the resume.
    clock.advance(100 * HOUR);
    lines = { out: [], err: [] };
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--resume")).toBe(0);
    expect(lines.out).toEqual(["The rollout of win 2.1.0 goes on from 25%, 50% from 2026-12-07T13:00:00.000Z."]);
  });

  it("refuses a schedule whose steps do not rise, or a mix of forms, as usage (exit 2), and changes nothing", async () => {
    const before = await manifestText();
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,50,25", "--every", "24h")).toBe(2);
    expect(lines.err[0]).toMatch(/^--steps must rise from one step to the next, such as 5,25,50,100 \(got "5,50,25"\)\.\n\nUsage:/);
    lines = { out: [], err: [] };
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,50", "--every", "1w")).toBe(2);
    expect(lines.err[0]).toMatch(/^--every must be a whole number of minutes, hours or days/);
    lines = { out: [], err: [] };
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,50")).toBe(2);
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--percent", "5", "--halt")).toBe(2);
    lines = { out: [], err: [] };
    expect(await run("rollout", "--os", "win", "--version", "9.9.9", "--steps", "5,50", "--every", "1d")).toBe(1);
    expect(lines.err).toEqual(["win has no version 9.9.9 to roll out; `release list` shows what is published."]);
    expect(await manifestText()).toBe(before);
  });
});

describe("release yank and unyank", () => {
  it("yanks with a reason that list shows, refuses the only release left, and unyanks", async () => {
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    expect(lines.out[0]).toMatch(/^win 2\.1\.0 is yanked: no longer offered on the downloads page/);
    lines = { out: [], err: [] };
    expect(await run("list")).toBe(0);
    expect(lines.out[0]).toContain("yanked 2026-12-01T09:00:00.000Z: loses orders offline");
    const before = await manifestText();
    lines = { out: [], err: [] };
    expect(await run("yank", "--os", "win", "--version", "2.0.0", "--reason", "also bad")).toBe(1);
    expect(lines.err).toEqual([
      "win 2.0.0 is the only release of win that is not yanked: the downloads page would offer nothing. Publish the fixed version first, then yank this one.",
    ]);
    expect(await run("yank", "--os", "win", "--version", "2.0.0")).toBe(2);
    expect(await manifestText()).toBe(before);
    lines = { out: [], err: [] };
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(lines.out).toEqual(["win 2.1.0 is offered again with its notes, to every installation as when it was yanked."]);
  });

  it("keeps a yank through remove and publish of the same file", async () => {
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    expect(await run("remove", "--path", "win/2.1.0/setup-2.1.0.exe")).toBe(0);
    lines = { out: [], err: [] };
    const again = ["publish", "--os", "win", "--version", "2.1.0", "--arch", "x64", "--kind", "installer", "--file", await binary("setup-2.1.0.exe")];
    expect(await run(...again, "--percent", "100")).toBe(0);
    expect(lines.err).toEqual([
      "Warning: win 2.1.0 was yanked on 2026-12-01T09:00:00.000Z (loses orders offline) before its files were removed, and stays yanked: offered to nobody, its files answer 410; `release unyank --os win --version 2.1.0` offers it again.",
    ]);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toContain("win stable: 2.0.0, to every installation");
    expect(lines.out[0]).toContain("win 2.1.0: yanked 2026-12-01 09:00 UTC: loses orders offline");
    lines = { out: [], err: [] };
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(lines.out).toEqual(["win 2.1.0 is offered again with its notes, to every installation as when it was yanked."]);
  });

  it("unyank gives back the share a schedule had when it was yanked, and the schedule goes on from there", async () => {
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,25,50,100", "--every", "24h")).toBe(0);
    clock.advance(HOUR);
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    // Every step's time passes while it is yanked.
    clock.advance(5 * 24 * HOUR);
    lines = { out: [], err: [] };
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(lines.out).toEqual([
      "win 2.1.0 is offered again with its notes, to 5% of installations as when it was yanked; its schedule goes on from there, 25% from 2026-12-07T09:00:00.000Z.",
    ]);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out[0]).toMatch(
      /^win stable: 2\.1\.0, to 5% of installations; next 25% at 2026-12-07 09:00 UTC\n {2}5% are offered 2\.1\.0, the other 95% 2\.0\.0 /,
    );
  });

  it("unyank leaves halted a schedule the operator halted before the yank", async () => {
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--steps", "5,25,50,100", "--every", "24h")).toBe(0);
    expect(await run("rollout", "--os", "win", "--version", "2.1.0", "--halt")).toBe(0);
    expect(await run("yank", "--os", "win", "--version", "2.1.0", "--reason", "loses orders offline")).toBe(0);
    clock.advance(5 * 24 * HOUR);
    lines = { out: [], err: [] };
    expect(await run("unyank", "--os", "win", "--version", "2.1.0")).toBe(0);
    expect(lines.out).toEqual([
      "win 2.1.0 is offered again with its notes, to 5% of installations as when it was yanked; its schedule stays halted, as it was before the yank (`rollout --resume` goes on).",
    ]);
  });
});

describe("release publish --blockmap", () => {
  it("refuses a blockmap that does not match its file (exit 1) and uploads nothing", async () => {
    const before = await manifestText();
    const blockmap = await binary("setup-2.2.0.exe.blockmap", "not a blockmap");
    expect(
      await run(
        "publish",
        "--os",
        "win",
        "--version",
        "2.2.0",
        "--arch",
        "x64",
        "--kind",
        "installer",
        "--file",
        await binary("setup-2.2.0.exe"),
        "--blockmap",
        blockmap,
        "--percent",
        "100",
      ),
    ).toBe(1);
    expect(lines.err).toEqual([
      `--blockmap ${blockmap} does not match setup-2.2.0.exe: it is not gzip'd JSON; give the .blockmap electron-builder wrote beside this very file, or leave --blockmap out and one is made.`,
    ]);
    expect(await manifestText()).toBe(before);
  });
});

describe("release publish --percent, --steps --every", () => {
  const publish22 = async (...reach: string[]) =>
    run("publish", "--os", "win", "--version", "2.2.0", "--arch", "x64", "--kind", "installer", "--file", await binary("setup-2.2.0.exe"), ...reach);

  it("refuses a later stable version that names no reach (exit 1), naming the three choices, and changes nothing", async () => {
    const before = await manifestText();
    expect(await publish22()).toBe(1);
    expect(lines.err).toEqual([
      "win 2.2.0 would be offered at once to every installation that runs an earlier win version; say how far it reaches: --percent N (such as --percent 5), --steps 5,25,50,100 --every 24h, or --percent 100 for every installation at once. Nothing was published.",
    ]);
    expect(await manifestText()).toBe(before);
  });

  it.each([
    [["--percent", "5", "--steps", "5,100", "--every", "1h"], "publish takes one of --percent or --steps (with --every), not both."],
    [["--steps", "5,100"], "publish --steps needs --every, such as --every 24h."],
    [["--every", "24h"], "--every goes with --steps only."],
    [["--percent", "5", "--every", "24h"], "--every goes with --steps only."],
    [["--percent", "150"], '--percent must be a whole number from 0 to 100 (got "150").'],
    [["--steps", "50,25", "--every", "24h"], '--steps must rise from one step to the next, such as 5,25,50,100 (got "50,25").'],
    [["--steps", "5,100", "--every", "soon"], '--every must be a whole number of minutes, hours or days, such as 30m, 24h or 2d (got "soon").'],
    [["--halt"], "publish takes no --halt."],
  ])("refuses %j as usage (exit 2) and changes nothing", async (reach, message) => {
    const before = await manifestText();
    expect(await publish22(...reach)).toBe(2);
    expect(lines.err[0]).toMatch(new RegExp(`^${message.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\n\\nUsage: npm run release`));
    expect(await manifestText()).toBe(before);
  });

  it("publishes with a schedule that starts now, says so, and the status shows it", async () => {
    expect(await publish22("--steps", "5,25,100", "--every", "24h")).toBe(0);
    expect(lines.out[0]).toMatch(/ win 2\.2\.0 is offered to 5% of installations now, and one step more every 24h up to 100%;/);
    lines = { out: [], err: [] };
    expect(await run("status")).toBe(0);
    expect(lines.out.join("\n")).toContain("win stable: 2.2.0, to 5% of installations");
  });

  it("says a further file keeps the version's rollout", async () => {
    expect(await publish22("--percent", "5")).toBe(0);
    expect(lines.out[0]).toMatch(/ win 2\.2\.0 is offered to 5% of installations\.$/);
    expect(
      await run("publish", "--os", "win", "--version", "2.2.0", "--arch", "x86", "--kind", "installer", "--file", await binary("setup-2.2.0-x86.exe")),
    ).toBe(0);
    expect(lines.out[1]).toMatch(/ win 2\.2\.0 keeps the rollout it has \(`release status` shows it\)\.$/);
  });

  it("documents the options in its usage", async () => {
    expect(await run("--help")).toBe(0);
    expect(lines.out.join("\n")).toContain("[--percent <0-100> | --steps <5,25,50,100> --every <24h>]");
  });
});

it("says in its usage whose time the commands take", async () => {
  expect(await run("--help")).toBe(0);
  expect(lines.out.join("\n")).toContain(
    "verify and repair measure are the store's (S3's Date header, the folder's file times): a machine whose clock\ndiffers from it by more than 2 s is told so",
  );
});
