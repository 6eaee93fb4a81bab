import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DOWNLOADS_URL } from "../../../shared/home-api";
import { manualClock } from "../../../tooling/app/manual-clock";
import { buildTestApp } from "../../../tooling/app/test-app";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../../tooling/servers/moto";
import { Catalogue } from "../../releases/catalogue";
import { publish } from "../../releases/publish";
import { S3ReleaseStore } from "../../releases/s3-store";
import { LinkSigner } from "../../releases/signing";
import { yank } from "../../releases/yank";

/*
 * A presigned S3 link handed out before `release yank` still downloads after it (decision 074).
 * S3 cannot revoke a presigned URL; what holds is its lifetime. The replica signs it at its
 * Clock's time for RELEASE_LINK_TTL_SECONDS, and S3 refuses it once that has passed (docs/api.md,
 * decision 074). moto does not check a presigned URL's expiry, so the launcher makes it check it
 * as S3 documents (tooling/servers/moto-with-atomic-writes.py).
 */

const TTL_SECONDS = 60;
let moto: MotoServer;
let app: FastifyInstance;
let store: S3ReleaseStore;
let catalogue: Catalogue;
const clock = manualClock(Date.now());
const FILE = "win/2.11.0/bestelwijs-2.11.0-x64.exe";

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
  await moto.createBucket("lifetime");
  store = new S3ReleaseStore({
    bucket: "lifetime",
    prefix: "",
    region: "eu-west-1",
    endpoint: moto.endpoint,
    linkTtlSeconds: TTL_SECONDS,
    clock,
    ...MOTO_TIME_LIMITS,
  });
  const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-link-lifetime-"));
  for (const version of ["2.10.0", "2.11.0"]) {
    const file = path.join(scratch, `bestelwijs-${version}-x64.exe`);
    await writeFile(file, `installer ${version}`);
    await publish(store, { os: "win", version, arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });
  }
  catalogue = new Catalogue(store, undefined, clock);
  app = await buildTestApp({
    releases: { store, signer: new LinkSigner(), catalogue, linksPerMinute: 1000, refreshSeconds: 30, clock },
    logger: { level: "silent" },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await moto?.stop();
});

/** A link to the file, handed out by the replica `secondsAgo` before the moment S3 reads it (S3's time is the real one). */
async function linkHandedOut(secondsAgo: number): Promise<string> {
  clock.advance(Date.now() - secondsAgo * 1000 - clock());
  const answer = await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: FILE } });
  expect(answer.statusCode).toBe(200);
  return answer.json().url;
}

it("a link handed out before a yank downloads until its lifetime is over, and not after; new links answer 410", async () => {
  const young = await linkHandedOut(TTL_SECONDS - 20);
  const old = await linkHandedOut(TTL_SECONDS + 2);
  expect(new URL(young).searchParams.get("X-Amz-Expires")).toBe(String(TTL_SECONDS));

  clock.advance(Date.now() - clock());
  await yank(store, "win", "2.11.0", "loses orders when the line drops", new Date(clock()));
  await catalogue.refresh();
  const refused = await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: FILE } });
  expect(refused.statusCode).toBe(410);

  // What S3 cannot take back: the young link still downloads, for the rest of its lifetime.
  const download = await fetch(young);
  expect(download.status).toBe(200);
  expect(await download.text()).toBe("installer 2.11.0");
  // Past it, S3 refuses the link, yank or not.
  const expired = await fetch(old);
  expect(expired.status).toBe(403);
  expect(await expired.text()).toContain("Request has expired");
});
