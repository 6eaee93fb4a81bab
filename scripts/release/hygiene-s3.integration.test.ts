import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ListObjectsV2Command, PutObjectCommand } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { manualClock } from "../../tooling/app/manual-clock";
import { MOTO_CREDENTIALS, MotoServer } from "../../tooling/servers/moto";
import { runRelease } from "./cli";

/*
 * Store hygiene (docs/deploy.md) on S3 (moto): what a killed publish leaves in the bucket (an
 * upload the manifest never named, a conditional-write probe, a "folder/" marker) is reported by
 * `release verify` and removed by `release repair --apply`; the listed file and whatever lies
 * outside the prefix stay.
 */

let moto: MotoServer;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-hygiene-"));

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
  await moto.createBucket("hygiene");
}, 120_000);
afterAll(() => moto?.stop());

it("verify reports the bucket's leftovers and repair --apply removes only them", async () => {
  const env = moto.releaseEnv("hygiene");
  const lines = { out: [] as string[], err: [] as string[] };
  const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
  const file = path.join(scratch, "setup-2.5.0.exe");
  await writeFile(file, "listed");
  expect(
    await runRelease(["publish", "--percent", "100", "--os", "win", "--version", "2.5.0", "--arch", "x64", "--kind", "installer", "--file", file], env, io),
  ).toBe(0);

  const client = moto.client();
  try {
    const put = (key: string, body: string) => client.send(new PutObjectCommand({ Bucket: "hygiene", Key: key, Body: body }));
    await put("desktop/win/2.6.0/setup-2.6.0.exe", "orphan");
    await put("desktop/.probes/conditional-write-1764000000000-0123456789ab", "conditional write probe");
    await put("desktop/win/2.4.0/", "");
    await put("desktop/README.txt", "an operator's note");
    await put("elsewhere/win/2.6.0/setup-2.6.0.exe", "outside the prefix");
    // S3 dates its objects itself: "now", the store's time included, is two hours and a minute after the newest of them.
    const listed = await client.send(new ListObjectsV2Command({ Bucket: "hygiene" }));
    const newest = Math.max(...(listed.Contents ?? []).map((object) => object.LastModified!.getTime()));
    const clock = manualClock(newest + 121 * 60_000);

    lines.out = [];
    expect(await runRelease(["verify"], env, io, clock, { storeClock: clock })).toBe(1);
    expect(lines.err.map((line) => line.replace(/, \d+ min old/, ""))).toEqual(
      [
        ".probes/conditional-write-1764000000000-0123456789ab (temporary file, 23 bytes)",
        "README.txt (unknown, 18 bytes)",
        "win/2.4.0/ (empty folder)",
        "win/2.6.0/setup-2.6.0.exe (orphan, not in the manifest, 6 bytes)",
      ].map((what, index) =>
        expect.stringContaining(`Leftover: ${what}${index === 1 ? "; kept: not a name the release store makes" : "; `release repair --apply` removes it"}`),
      ),
    );
    expect(lines.out).toEqual(["1 of 1 files match the manifest (sha256 and sha512)."]);

    lines.out = [];
    lines.err = [];
    expect(await runRelease(["repair", "--apply"], env, io, clock, { storeClock: clock })).toBe(0);
    expect(lines.out).toHaveLength(3);
    const keys = (await client.send(new ListObjectsV2Command({ Bucket: "hygiene" }))).Contents!.map((object) => object.Key).sort();
    // The published installer keeps its blockmap (decision 056): the manifest lists both.
    expect(keys).toEqual([
      "desktop/README.txt",
      "desktop/manifest.json",
      "desktop/win/2.5.0/setup-2.5.0.exe",
      "desktop/win/2.5.0/setup-2.5.0.exe.blockmap",
      "elsewhere/win/2.6.0/setup-2.6.0.exe",
    ]);
  } finally {
    client.destroy();
  }
});

it("an upload that landed in the bucket without its manifest entry is listed as it is when its bytes are the same, and named with repair otherwise", async () => {
  const env = moto.releaseEnv("hygiene", "landed/");
  const lines = { out: [] as string[], err: [] as string[] };
  const io = { out: (line: string) => lines.out.push(line), err: (line: string) => lines.err.push(line) };
  const publish = (file: string) =>
    runRelease(["publish", "--percent", "100", "--os", "win", "--version", "2.7.0", "--arch", "x64", "--kind", "installer", "--file", file], env, io);
  const earlier = path.join(scratch, "setup-2.6.0.exe");
  await writeFile(earlier, "an earlier release");
  expect(
    await runRelease(["publish", "--percent", "100", "--os", "win", "--version", "2.6.0", "--arch", "x64", "--kind", "installer", "--file", earlier], env, io),
  ).toBe(0);
  const client = moto.client();
  try {
    // What an upload answered after the time limit leaves: the object, and no manifest entry.
    await client.send(new PutObjectCommand({ Bucket: "hygiene", Key: "landed/win/2.7.0/setup-2.7.0.exe", Body: "the 2.7.0 build" }));
  } finally {
    client.destroy();
  }
  const build = path.join(scratch, "setup-2.7.0.exe");
  await writeFile(build, "a rebuilt 2.7.0");
  lines.err = [];
  expect(await publish(build)).toBe(1);
  expect(lines.err).toEqual([
    expect.stringMatching(
      /^win\/2\.7\.0\/setup-2\.7\.0\.exe is already in the store but not in the manifest: a leftover of an interrupted publish \(written 0 min ago, 15 bytes, .*`release repair --apply` removes it from .* UTC \(in 120 min\)/,
    ),
  ]);
  await writeFile(build, "the 2.7.0 build");
  lines.out = [];
  expect(await publish(build)).toBe(0);
  expect(lines.out[0]).toContain("An interrupted publish had already uploaded these very bytes");
  lines.out = [];
  expect(await runRelease(["verify"], env, io)).toBe(0);
  expect(lines.out).toEqual(["2 of 2 files match the manifest (sha256 and sha512)."]);
});
