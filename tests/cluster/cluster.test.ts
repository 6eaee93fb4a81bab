import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runRelease } from "../../scripts/release/cli";
import { createFixtureBuild } from "../../tooling/app/fixture-build";
import { MOTO_CREDENTIALS, MotoServer } from "../../tooling/servers/moto";
import { Nginx } from "../../tooling/servers/nginx";
import { RedisServer } from "../../tooling/servers/redis";
import { Replica } from "../../tooling/servers/replica";
import { type Answer, send } from "./support/http";

/*
 * The production topology of docs/deploy.md on loopback: nginx in front of two server
 * processes, releases in S3 (moto, which enforces conditional writes as AWS does), rate limits
 * in Redis, one shared signing secret. Every request goes through real sockets.
 */

const LINKS_PER_MINUTE = 5;
const API = "/api/home/v1";
let moto: MotoServer;
let redis: RedisServer;
const replicas: Replica[] = [];
let nginx: Nginx;
let work: string;
let env: Record<string, string>;
/** Each test speaks from its own loopback addresses, so rate-limit counters never mix. */
let nextHost = 10;
const visitor = () => `127.0.${nextHost++}.1`;

async function release(...argv: string[]): Promise<void> {
  const err: string[] = [];
  const code = await runRelease(argv, env, { out: () => undefined, err: (line) => err.push(line) });
  if (code !== 0) throw new Error(`release ${argv.join(" ")} exited ${code}: ${err.join("\n")}`);
}

async function installer(version: string): Promise<string> {
  const file = path.join(work, "src", version, `bestelwijs-${version}-x64.exe`);
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, `Bestelwijs ${version} for Windows`);
  return file;
}

const publishWin = async (version: string) =>
  release("publish", "--percent", "100", "--os", "win", "--version", version, "--arch", "x64", "--kind", "installer", "--file", await installer(version));
const postLink = (base: string, filePath: string, from = visitor()) => send(`${base}${API}/downloads`, { body: { path: filePath }, from });
const latestWin = async (replica: Replica) => JSON.parse((await send(`${replica.url}${API}/downloads`)).body).latestVersions.win.version as string;
/** Request log lines since a moment: the replica keeps only the tail of its output, so counting all of them would stall once it fills. */
const requestsSince = (replica: Replica, since: number) => replica.logLines().filter((line) => line.msg === "request" && Number(line.time) >= since).length;

/**
 * Waits for every start, then fails with the first failure. Each start stores its helper as soon
 * as it is up, so when one fails the cleanup still stops the others: with Promise.all, a moto that
 * did not come up on a loaded machine left its redis-server running after the test.
 */
async function startAll(starts: Array<Promise<void>>): Promise<void> {
  const failure = (await Promise.allSettled(starts)).find((result) => result.status === "rejected");
  if (failure) throw failure.reason;
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "bestelwijs-cluster-"));
  await startAll([MotoServer.start().then((server) => void (moto = server)), RedisServer.start().then((server) => void (redis = server))]);
  await moto.createBucket("cluster");
  env = {
    ...MOTO_CREDENTIALS,
    NODE_ENV: "production",
    // Production refuses to start without its public address (config/site-config.ts).
    PUBLIC_BASE_URL: "https://www.bestelwijs.example",
    LOG_LEVEL: "info",
    // nginx (tooling/servers/nginx.ts) connects from loopback: only it may name the visitor.
    TRUST_PROXY: "127.0.0.1",
    BUILD_DIR: await createFixtureBuild(),
    RELEASE_STORE: "s3",
    S3_BUCKET: "cluster",
    S3_PREFIX: "desktop/",
    S3_ENDPOINT: moto.endpoint,
    // Far above any scheduling delay on a loaded machine: at 300 ms a connect to moto timed out
    // while the test process waited for a core. The stopped store below refuses at once, so
    // generous limits cost nothing; one attempt, so that refusal is answered without a retry.
    S3_CONNECT_TIMEOUT_MS: "10000",
    S3_REQUEST_TIMEOUT_MS: "20000",
    S3_MAX_ATTEMPTS: "1",
    // Production refuses a guessable secret (server/secret-strength.ts): a value shaped like `openssl rand -hex 32` output.
    RELEASE_SIGNING_SECRET: "5c1e8a3f7b2d9e4a6f0c8b3d1e7a5f2c9b4d6e8a0f3c7b1d5e9a2f4c6b8d0e3a",
    RELEASE_REFRESH_SECONDS: "3",
    REDIS_URL: redis.url,
    DOWNLOAD_LINKS_PER_MINUTE: String(LINKS_PER_MINUTE),
  };
  Object.assign(process.env, MOTO_CREDENTIALS);
  await publishWin("2.10.0");
  await startAll(["a", "b"].map((name, index) => Replica.start(name, env).then((replica) => void (replicas[index] = replica))));
  nginx = await Nginx.start(
    replicas.map((replica) => `127.0.0.1:${replica.port}`),
    path.join(work, "nginx"),
  );
}, 150_000);

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(replicas.map((replica) => replica?.terminate()));
  await Promise.all([moto?.stop(), redis?.stop()]);
  await Promise.all([work, env?.BUILD_DIR].map((dir) => dir && rm(dir, { recursive: true, force: true })));
});

describe("two replicas behind nginx, one S3 store, one Redis", () => {
  it("shows a publish on both replicas: at once for a link, within the refresh for the list", async () => {
    const [a, b] = replicas as [Replica, Replica];
    await publishWin("2.11.0");
    const filePath = "win/2.11.0/bestelwijs-2.11.0-x64.exe";
    const answer = await postLink(a.url, filePath);
    expect(answer.status, `${a.name}: ${answer.body}`).toBe(200);
    expect((await send(JSON.parse(answer.body).url)).body).toBe("Bestelwijs 2.11.0 for Windows");
    // b has not been asked for 2.11.0, so no read-through can bring it: only the scheduled refresh
    // (RELEASE_REFRESH_SECONDS=3). Several refreshes of slack, for a busy machine.
    await expect.poll(() => latestWin(b), { timeout: 20_000, interval: 250 }).toBe("2.11.0");
    const fromB = await postLink(b.url, filePath);
    expect(fromB.status, `${b.name}: ${fromB.body}`).toBe(200);
    expect((await send(JSON.parse(fromB.body).url)).body).toBe("Bestelwijs 2.11.0 for Windows");
    expect(await latestWin(a)).toBe("2.11.0");
  });

  it("serves through one replica what the other handed out", async () => {
    const [a, b] = replicas as [Replica, Replica];
    const { url } = JSON.parse((await postLink(a.url, "win/2.10.0/bestelwijs-2.10.0-x64.exe")).body);
    expect((await send(url)).body).toBe("Bestelwijs 2.10.0 for Windows");
    // electron-updater's file redirect from the other replica points at the same bytes.
    const redirect = await send(`${b.url}${API}/updates/electron/win/x64/2.10.0/bestelwijs-2.10.0-x64.exe`);
    expect(redirect.status).toBe(302);
    expect((await send(String(redirect.headers.location))).body).toBe("Bestelwijs 2.10.0 for Windows");
  });

  it("shares the rate limit: one visitor gets DOWNLOAD_LINKS_PER_MINUTE links through nginx, not twice that", async () => {
    // A fresh address, and its window opens at its first request (the PEXPIRE on the first INCR),
    // so twelve requests in a row never straddle a window boundary: no waiting on the clock.
    const from = visitor();
    const since = Date.now();
    const statuses: number[] = [];
    for (let i = 0; i < LINKS_PER_MINUTE * 2 + 2; i++) statuses.push((await postLink(nginx.url, "win/2.10.0/bestelwijs-2.10.0-x64.exe", from)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(LINKS_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(LINKS_PER_MINUTE + 2);
    // A replica's log line is written after its answer has gone (at the end of the event loop's turn),
    // and on a busy machine it reached us late: wait until every 429 is in a log before counting per replica.
    const refusedBy = (replica: Replica) =>
      replica
        .logLines()
        .filter(
          (line) =>
            line.msg === "request" && line.method === "POST" && String(line.url).endsWith("/downloads") && line.status === 429 && Number(line.time) >= since,
        ).length;
    await expect.poll(() => replicas.reduce((sum, replica) => sum + refusedBy(replica), 0), { timeout: 20_000, interval: 100 }).toBe(LINKS_PER_MINUTE + 2);
    // Both replicas answered some of them: the limit really crossed processes.
    expect(replicas.map(refusedBy).every((count) => count > 0)).toBe(true);
  });

  it("loses no accepted request when a replica gets SIGTERM mid-traffic", async () => {
    const b = replicas[1]!;
    const answers: Array<Answer | Error> = [];
    let running = true;
    const worker = async (index: number) => {
      for (let round = 0; running; round++) {
        // A fresh visitor address per request stays under the limit; GETs, POSTs and update checks mixed.
        const from = `127.${100 + index}.${Math.floor(round / 200) % 250}.${(round % 200) + 2}`;
        const request =
          round % 3 === 0
            ? postLink(nginx.url, "win/2.10.0/bestelwijs-2.10.0-x64.exe", from)
            : round % 3 === 1
              ? send(`${nginx.url}${API}/downloads`, { from })
              : send(`${nginx.url}${API}/updates/win/x64/2.9.0`, { from });
        answers.push(await request.catch((error: Error) => error));
      }
    };
    const started = Date.now();
    const workers = Array.from({ length: 8 }, (_, index) => worker(index));
    // Mid-traffic means b is answering this traffic when the signal comes, not merely that it is up.
    await expect.poll(() => requestsSince(b, started), { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(30);
    const exitCode = await b.terminate();
    // Then requests that nginx can only place by finding b gone and passing them to a; more than
    // the 8 that may have been under way at the exit, so most of them were sent after it.
    const answeredAtExit = answers.length;
    await expect.poll(() => answers.length - answeredAtExit, { timeout: 30_000, interval: 100 }).toBeGreaterThanOrEqual(100);
    running = false;
    await Promise.all(workers);
    expect(exitCode).toBe(0);
    const failures = answers.filter((answer) => answer instanceof Error || answer.status !== 200);
    expect(failures.map((answer) => (answer instanceof Error ? answer.message : `${answer.status} ${answer.body.slice(0, 120)}`))).toEqual([]);
    expect(answers.length).toBeGreaterThan(100);
    await b.resume();
  });

  it("answers 503 with Retry-After, never a dead link, while S3 is down", async () => {
    await moto.stop();
    const answers = await Promise.all(Array.from({ length: 6 }, () => postLink(nginx.url, "win/2.10.0/bestelwijs-2.10.0-x64.exe")));
    for (const answer of answers) {
      expect(answer.status).toBe(503);
      expect(Number(answer.headers["retry-after"])).toBeGreaterThan(0);
      expect(Object.keys(JSON.parse(answer.body))).toEqual(["error"]);
    }
    const update = await send(`${nginx.url}${API}/updates/win/x64/2.9.0`, { from: visitor() });
    expect(update.status).toBe(503);
    // The list stays served from memory, so the page still shows what exists.
    expect((await send(`${nginx.url}${API}/downloads`, { from: visitor() })).status).toBe(200);
  });
});

describe("two replicas starting together on an empty local store", () => {
  it("both come up, and the samples are published once", async () => {
    const dir = path.join(work, "local-releases");
    const localEnv = {
      NODE_ENV: "production",
      PUBLIC_BASE_URL: "https://www.bestelwijs.example",
      LOG_LEVEL: "warn",
      BUILD_DIR: env.BUILD_DIR!,
      RELEASE_DIR: dir,
      RELEASE_SAMPLES: "true",
      RELEASE_SIGNING_SECRET: env.RELEASE_SIGNING_SECRET!,
    };
    const pair: Replica[] = [];
    try {
      await startAll(["c", "d"].map((name, index) => Replica.start(name, localEnv).then((replica) => void (pair[index] = replica))));
      const lists = await Promise.all(pair.map(async (replica) => JSON.parse((await send(`${replica.url}${API}/downloads`)).body)));
      for (const list of lists) expect(Object.keys(list.files.win)).toEqual(["2.10.0", "2.4.0", "2.3.1"]);
      const manifest = JSON.parse(await readFile(path.join(dir, "manifest.json"), "utf8"));
      expect(manifest.files).toHaveLength(7);
    } finally {
      await Promise.all(pair.map((replica) => replica?.terminate()));
    }
  });
});
