import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, ListObjectsV2Command } from "@aws-sdk/client-s3";
import { afterAll, beforeAll, expect, it } from "vitest";
import { validateManifest } from "../../server/releases/manifest";
import { publish } from "../../server/releases/publish";
import { S3ReleaseStore } from "../../server/releases/s3-store";
import { Child } from "../../tooling/servers/child";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../tooling/servers/moto";
import { runRelease } from "./cli";

/*
 * Six `release publish` processes at once against s3rver once all said "Published" and the
 * manifest held five. Against moto, which enforces If-Match as AWS S3 does, every one of them
 * must end up in the manifest, and no uploaded file may be left outside it. There is no lock on
 * S3: every manifest write is conditional, so the count must hold with many more publishers too
 * (decision 023: nothing reported as published is ever missing from the manifest).
 */

let moto: MotoServer;
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-race-"));
const root = path.resolve(import.meta.dirname, "../..");

beforeAll(async () => {
  moto = await MotoServer.start();
  await moto.createBucket("race");
  await moto.createBucket("crowd");
}, 120_000);
afterAll(async () => {
  await Child.killAll();
  await moto?.stop();
});

async function release(argv: string[]): Promise<{ code: number | null; out: string; err: string }> {
  const env = { ...process.env, ...MOTO_CREDENTIALS, RELEASE_STORE: "s3", S3_BUCKET: "race", S3_PREFIX: "desktop/", S3_ENDPOINT: moto.endpoint };
  const child = Child.tsx(path.join(root, "scripts/release/index.ts"), argv, { name: "release publish", cwd: root, env });
  const code = await child.exited;
  return { code, out: child.stdout, err: child.stderr };
}

it("keeps all six of six parallel publishers in the manifest, with no orphan file", async () => {
  const versions = ["3.0.0", "3.0.1", "3.0.2", "3.0.3", "3.0.4", "3.0.5"];
  const files = await Promise.all(
    versions.map(async (version) => {
      const file = path.join(scratch, version, `bestelwijs-${version}-x64.exe`);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, `installer ${version}`);
      return file;
    }),
  );
  const answers = await Promise.all(
    versions.map((version, index) =>
      release(["publish", "--percent", "100", "--os", "win", "--version", version, "--arch", "x64", "--kind", "installer", "--file", files[index]!]),
    ),
  );
  for (const answer of answers) expect(answer, answer.err).toMatchObject({ code: 0, out: expect.stringContaining("Published") });

  const client = moto.client();
  const manifestAnswer = await client.send(new GetObjectCommand({ Bucket: "race", Key: "desktop/manifest.json" }));
  const manifest = validateManifest(JSON.parse(await manifestAnswer.Body!.transformToString()));
  const listed = await client.send(new ListObjectsV2Command({ Bucket: "race", Prefix: "desktop/win/" }));
  client.destroy();
  const published = versions.map((version) => `win/${version}/bestelwijs-${version}-x64.exe`);
  expect(manifest.files.map((file) => file.path).sort()).toEqual(published);
  // Each installer and its blockmap (decision 056); nothing else.
  expect((listed.Contents ?? []).map((object) => object.Key!.slice("desktop/".length)).sort()).toEqual(published.flatMap((key) => [key, `${key}.blockmap`]));
}, 120_000);

it("keeps every one of 3 rounds of 20 in-process publishers in the manifest, and verify finds nothing wrong", async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  const store = new S3ReleaseStore({
    bucket: "crowd",
    prefix: "desktop/",
    region: "eu-west-1",
    endpoint: moto.endpoint,
    linkTtlSeconds: 60,
    ...MOTO_TIME_LIMITS,
  });
  const succeeded: string[] = [];
  const failures: string[] = [];
  for (let round = 0; round < 3; round++) {
    const versions = Array.from({ length: 20 }, (_, index) => `4.${round}.${index}`);
    const results = await Promise.allSettled(
      versions.map(async (version) => {
        const file = path.join(scratch, "crowd", version, `bestelwijs-${version}-x64.exe`);
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(file, `installer ${version}`);
        return publish(store, { os: "win", version, arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });
      }),
    );
    results.forEach((result) => {
      if (result.status === "fulfilled") succeeded.push(result.value.path);
      else failures.push((result.reason as Error).message);
    });
  }
  const listed = validateManifest(await store.readManifest()).files.map((file) => file.path);
  expect({ succeeded: succeeded.length, lost: succeeded.filter((releaseKey) => !listed.includes(releaseKey)), failures }).toEqual({
    succeeded: 60,
    lost: [],
    failures: [],
  });
  const lines = { out: [] as string[], err: [] as string[] };
  const env = { ...MOTO_CREDENTIALS, RELEASE_STORE: "s3", S3_BUCKET: "crowd", S3_PREFIX: "desktop/", S3_ENDPOINT: moto.endpoint };
  const code = await runRelease(["verify"], env, { out: (line) => lines.out.push(line), err: (line) => lines.err.push(line) });
  expect({ code, err: lines.err }).toEqual({ code: 0, err: [] });
}, 240_000);
