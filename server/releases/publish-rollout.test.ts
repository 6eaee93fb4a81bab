import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeEach, describe, expect, it } from "vitest";
import { LocalReleaseStore } from "./local-store";
import type { Manifest } from "./manifest";
import { type PublishOptions, publish, RefusalError, UsageError } from "./publish";
import { LinkSigner } from "./signing";

/*
 * publish writes a new version and its rollout in one manifest change, and a stable version that
 * installations of an earlier one would be offered must name its reach
 * (docs/decisions/067-staged-from-the-first-second.md).
 */

let dir: string;
let store: LocalReleaseStore;
let written: Manifest[];
const NOW = new Date("2026-11-29T12:00:00.000Z");

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "publish-rollout-"));
  const local = new LocalReleaseStore({ dir: path.join(dir, "store"), signer: new LinkSigner(), linkTtlSeconds: 60, filesUrl: "/files", lock: { waitMs: 0 } });
  written = [];
  const update = local.updateManifest.bind(local);
  local.updateManifest = async (change) => {
    const result = await update(change);
    written.push(result);
    return result;
  };
  store = local;
});

async function put(version: string, arch: "x64" | "x86" = "x64", options: PublishOptions = {}) {
  const file = path.join(dir, `bestelwijs-${version}-${arch}.exe`);
  await writeFile(file, `installer ${version} ${arch}`);
  return publish(store, { os: "win", version, arch, kind: "installer", file }, NOW, options);
}

const entryOf = (manifest: Manifest | null | undefined, version: string) => manifest?.versions.find((entry) => entry.os === "win" && entry.version === version);
const manifest = async () => (await store.readManifest()) as Manifest;

describe("publish with a rollout", () => {
  it("writes the version and its fixed share in one manifest write", async () => {
    await put("2.0.0");
    written = [];
    await put("2.1.0", "x64", { rollout: { percent: 5 } });
    expect(written).toHaveLength(1);
    expect(written[0]!.files.some((file) => file.version === "2.1.0")).toBe(true);
    expect(entryOf(written[0], "2.1.0")?.rolloutPercent).toBe(5);
  });

  it("writes a schedule that starts at the publish, in the same write", async () => {
    await put("2.0.0");
    written = [];
    await put("2.1.0", "x64", { rollout: { steps: [5, 25, 100], everyMinutes: 1440 } });
    expect(written).toHaveLength(1);
    expect(entryOf(written[0], "2.1.0")?.schedule).toEqual({ steps: [5, 25, 100], everyMinutes: 1440, startsAt: NOW.toISOString() });
  });

  it("writes no rollout for an explicit 100%", async () => {
    await put("2.0.0");
    await put("2.1.0", "x64", { rollout: { percent: 100 } });
    expect(entryOf(await manifest(), "2.1.0")).toBeUndefined();
    expect((await manifest()).files.map((file) => file.version)).toContain("2.1.0");
  });

  it("refuses a second stable version without a choice, in words, and changes nothing", async () => {
    await put("2.0.0");
    const before = await manifest();
    const refusal = await put("2.1.0").catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(RefusalError);
    expect((refusal as Error).message).toContain("--percent N");
    expect((refusal as Error).message).toContain("--steps 5,25,50,100 --every 24h");
    expect((refusal as Error).message).toContain("--percent 100");
    expect(await manifest()).toEqual(before);
    expect(await store.exists("win/2.1.0/bestelwijs-2.1.0-x64.exe")).toBe(false);
  });

  it("needs no choice for the first version, nor for a pre-release", async () => {
    await put("2.0.0");
    await put("2.1.0-beta.1");
    expect((await manifest()).files.map((file) => file.version)).toEqual(["2.0.0", "2.1.0-beta.1"]);
  });

  it("lets a further file of a version keep its rollout, and refuses another choice for it", async () => {
    await put("2.0.0");
    await put("2.1.0", "x64", { rollout: { percent: 5 } });
    await put("2.1.0", "x86");
    expect(entryOf(await manifest(), "2.1.0")?.rolloutPercent).toBe(5);
    const file = path.join(dir, "bestelwijs-2.1.0-arm.exe");
    await writeFile(file, "other");
    const refusal = await publish(store, { os: "win", version: "2.1.0", arch: "arm64", kind: "installer", file }, NOW, { rollout: { percent: 50 } }).catch(
      (error: Error) => error,
    );
    expect((refusal as Error).message).toMatch(/already published and offered to 5% of installations; a further file keeps that rollout/);
    expect(entryOf(await manifest(), "2.1.0")?.rolloutPercent).toBe(5);
  });

  it.each([
    [{ percent: 101 }, "--percent must be a whole number from 0 to 100"],
    [{ percent: 2.5 }, "--percent must be a whole number from 0 to 100"],
    [{ steps: [50, 25], everyMinutes: 60 }, "The schedule"],
    [{ steps: [5, 100], everyMinutes: 0 }, "The schedule"],
  ])("refuses the choice %j before anything is written", async (choice, words) => {
    await put("2.0.0");
    const before = await manifest();
    const refusal = await put("2.1.0", "x64", { rollout: choice as PublishOptions["rollout"] }).catch((error: Error) => error);
    expect(refusal).toBeInstanceOf(UsageError);
    expect((refusal as Error).message).toContain(words);
    expect(await manifest()).toEqual(before);
  });
});
