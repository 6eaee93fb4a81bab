import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";
import { runRelease } from "./cli";

/* `release recover` on the command line: its usage and its options (the recovery itself: server/releases/recover.test.ts). */

const run = async (...argv: string[]) => {
  const lines = { out: [] as string[], err: [] as string[] };
  const env = { RELEASE_DIR: path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-recover-cli-")), "store") };
  const code = await runRelease(argv, env, { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) });
  return { code, ...lines };
};

it("is in the usage, with --dry-run, and publish's refusal points to it", async () => {
  const { code, out } = await run("--help");
  expect(code).toBe(0);
  expect(out.join("\n")).toMatch(/^ {2}recover \[--dry-run\] {2,}rebuild a lost manifest\.json from the store's files/m);
  expect(out.join("\n")).toContain("refused into a store with release files but no manifest.json, however young");
});

it("takes only --dry-run and --single-publisher", async () => {
  const { code, err } = await run("recover", "--os", "win");
  expect(code).toBe(2);
  expect(err[0]).toMatch(/^recover takes no --os\./);
});

it("writes nothing with --dry-run, and says there is nothing to recover in an empty store", async () => {
  const { code, out, err } = await run("recover", "--dry-run");
  expect(code).toBe(0);
  expect(out).toEqual([expect.stringMatching(/^Nothing to recover: .* holds no release files, so no manifest was written; the first publish starts one\.$/)]);
  expect(err).toEqual([]);
});
