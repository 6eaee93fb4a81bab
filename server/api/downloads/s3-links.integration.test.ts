import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL } from "../../../shared/home-api";
import { buildTestApp } from "../../../tooling/app/test-app";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../../tooling/servers/moto";
import { systemClock } from "../../clock";
import { Catalogue } from "../../releases/catalogue";
import { publish, remove } from "../../releases/publish";
import { S3ReleaseStore } from "../../releases/s3-store";
import { LinkSigner } from "../../releases/signing";
import { API_PREFIX } from "../index";

/*
 * With S3 down, POST once answered 200 with a presigned link (signing needs no
 * network), and after `release remove` a click ended on S3's raw XML error. Both are links that
 * cannot work; the server must say so itself.
 */

let moto: MotoServer;
let store: S3ReleaseStore;
let catalogue: Catalogue;
let app: FastifyInstance;
const warnings: string[] = [];
const scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-s3-links-"));

async function binary(name: string): Promise<string> {
  const file = path.join(scratch, name);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `installer ${name}`);
  return file;
}

const post = (filePath: string, language = "en") =>
  app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: filePath }, headers: { "accept-language": language } });

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  moto = await MotoServer.start();
  await moto.createBucket("links");
  store = new S3ReleaseStore({ bucket: "links", prefix: "", region: "eu-west-1", endpoint: moto.endpoint, linkTtlSeconds: 60, ...MOTO_TIME_LIMITS });
  for (const version of ["2.10.0", "2.11.0"])
    await publish(store, { os: "win", version, arch: "x64", kind: "installer", file: await binary(`bestelwijs-${version}-x64.exe`) }, undefined, {
      rollout: { percent: 100 },
    });
  catalogue = new Catalogue(store);
  app = await buildTestApp({
    releases: { store, signer: new LinkSigner(), catalogue, linksPerMinute: 1000, refreshSeconds: 30, clock: systemClock },
    logger: { level: "warn", stream: { write: (line: string) => void warnings.push(line) } },
  });
  await app.ready();
}, 120_000);
afterAll(async () => {
  await app?.close();
  await moto?.stop();
});

describe("links to S3", () => {
  it("hands out a presigned link that works while the object is there", async () => {
    const answer = await post("win/2.10.0/bestelwijs-2.10.0-x64.exe");
    expect(answer.statusCode).toBe(200);
    const download = await fetch(answer.json().url);
    expect(await download.text()).toBe("installer bestelwijs-2.10.0-x64.exe");
  });

  it("answers 404 asking for a reload, not a link to S3's error page, for a file removed since the last refresh", async () => {
    await remove(store, "win/2.11.0/bestelwijs-2.11.0-x64.exe");
    // The catalogue still lists it: it has not refreshed since.
    const answer = await post("win/2.11.0/bestelwijs-2.11.0-x64.exe", "nl");
    expect(answer.statusCode).toBe(404);
    expect(answer.json()).toEqual({ error: expect.stringContaining("Laad de downloadpagina opnieuw") });
  });

  it("answers 503 with Retry-After, and no link, while S3 is down", async () => {
    await moto.stop();
    // A store that is down refuses the connection: the HEAD before the link fails at once (a hang is the test timeout's to catch).
    const answer = await post("win/2.10.0/bestelwijs-2.10.0-x64.exe");
    expect(answer.statusCode).toBe(503);
    // The store being down is a short line with the problem, not an error with a stack (decision 076).
    expect(warnings.map((line) => JSON.parse(line))).toContainEqual(
      expect.objectContaining({ level: 40, msg: "could not look for the file in the release store", problem: expect.stringContaining("ECONNREFUSED") }),
    );
    expect(warnings.filter((line) => line.includes('"stack"'))).toEqual([]);
    expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(Object.keys(answer.json())).toEqual(["error"]);
    const update = await app.inject({ method: "GET", url: `${API_PREFIX}/updates/win/x64/2.9.0` });
    expect(update.statusCode).toBe(503);
    expect(update.headers["retry-after"]).toBeDefined();
  });
});
