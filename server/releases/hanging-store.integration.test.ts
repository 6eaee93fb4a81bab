import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { GetObjectCommand, PutObjectCommand } from "@aws-sdk/client-s3";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../../shared/home-api";
import { createFixtureBuild } from "../../tooling/app/fixture-build";
import { manualClock } from "../../tooling/app/manual-clock";
import { buildTestApp } from "../../tooling/app/test-app";
import { Child } from "../../tooling/servers/child";
import { freePort, waitFor } from "../../tooling/servers/free-port";
import { MOTO_CREDENTIALS, MOTO_TIME_LIMITS, MotoServer } from "../../tooling/servers/moto";
import { API_PREFIX } from "../api";
import { Metrics } from "../metrics/metrics";
import { publish } from "./publish";
import { S3ReleaseStore } from "./s3-store";
import { createReleases, type Releases } from "./setup";

/*
 * An S3 endpoint that accepts connections and never answers (docs/deploy.md). The server used to
 * exit 1 when Fastify's onReady timed out after 10 s, and while S3 hung later every POST and update
 * check waited 5-10 s for its 503. Here a proxy on 127.0.0.1 stands in for the endpoint: it holds
 * every connection (the hang) until the test lets it pass them on to moto (the store answers again).
 */

const BUCKET = "hanging";
const PREFIX = "desktop/";
const FILE = "win/2.10.0/bestelwijs-2.10.0-x64.exe";
/** A visitor gets the 503 with Retry-After within 2 s, never a long wait. */
const VISITOR_LIMIT_MS = 2000;
/** The production defaults of S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS and S3_MAX_ATTEMPTS (server/config.ts): the 5-10 s a visitor once waited. */
const PRODUCTION_S3_LIMITS = { connectTimeoutMs: 2000, requestTimeoutMs: 5000, maxAttempts: 2 } as const;

/** An S3 endpoint that hangs or answers (through moto), as the test says; counts the connections it accepts. */
class SwitchableEndpoint {
  connections = 0;
  private hanging = true;
  private readonly open = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    private readonly upstreamPort: number,
  ) {}

  static async start(upstreamPort: number): Promise<SwitchableEndpoint> {
    const server = createServer();
    const endpoint = new SwitchableEndpoint(server, upstreamPort);
    server.on("connection", (socket) => endpoint.accept(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return endpoint;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  private accept(socket: Socket): void {
    this.connections++;
    this.track(socket);
    socket.on("error", () => socket.destroy());
    // Accepted by the kernel and then never a byte back: the worst kind of down.
    if (this.hanging) return;
    const upstream = connect(this.upstreamPort, "127.0.0.1");
    this.track(upstream);
    upstream.on("error", () => socket.destroy());
    socket.on("close", () => upstream.destroy());
    upstream.on("close", () => socket.destroy());
    socket.pipe(upstream).pipe(socket);
  }

  private track(socket: Socket): void {
    this.open.add(socket);
    socket.on("close", () => this.open.delete(socket));
  }

  /** From now on every connection hangs; the kept-alive ones to moto are cut, so the client must open new ones. */
  hang(): void {
    this.hanging = true;
    for (const socket of this.open) socket.destroy();
  }

  /** Held connections are dropped (their requests were given up long ago) and new ones reach moto. */
  answer(): void {
    this.hanging = false;
    for (const socket of this.open) socket.destroy();
  }

  async close(): Promise<void> {
    for (const socket of this.open) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let moto: MotoServer;
let endpoint: SwitchableEndpoint;
let buildDir: string;
let scratch: string;

beforeAll(async () => {
  Object.assign(process.env, MOTO_CREDENTIALS);
  scratch = await mkdtemp(path.join(tmpdir(), "bestelwijs-hanging-"));
  [moto, buildDir] = await Promise.all([MotoServer.start(), createFixtureBuild()]);
  await moto.createBucket(BUCKET);
  const file = path.join(scratch, "bestelwijs-2.10.0-x64.exe");
  await writeFile(file, "installer 2.10.0");
  const direct = new S3ReleaseStore({ bucket: BUCKET, prefix: PREFIX, region: "eu-west-1", endpoint: moto.endpoint, linkTtlSeconds: 60, ...MOTO_TIME_LIMITS });
  await publish(direct, { os: "win", version: "2.10.0", arch: "x64", kind: "installer", file }, undefined, { rollout: { percent: 100 } });
  direct.close();
  endpoint = await SwitchableEndpoint.start(moto.port);
}, 120_000);

afterAll(async () => {
  await endpoint?.close();
  await moto?.stop();
  await Promise.all([scratch, buildDir].map((dir) => dir && rm(dir, { recursive: true, force: true })));
});

/** How long an answer took, with the answer. */
async function timed<T>(work: () => Promise<T>): Promise<{ ms: number; answer: T }> {
  const started = performance.now();
  const answer = await work();
  return { ms: performance.now() - started, answer };
}

describe("a store that hangs from the start (a real server process)", () => {
  let child: Child | null = null;
  afterAll(async () => {
    await child?.stop();
  });

  it("starts and answers /livez; /readyz and the API say 503 at once; it recovers by itself once the store answers", async () => {
    endpoint.hang();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const started = performance.now();
    child = Child.tsx("server/server.ts", [], {
      name: "the server",
      env: {
        ...process.env,
        ...MOTO_CREDENTIALS,
        NODE_ENV: "production",
        PUBLIC_BASE_URL: "https://www.bestelwijs.example",
        LOG_LEVEL: "info",
        BUILD_DIR: buildDir,
        RELEASE_STORE: "s3",
        S3_BUCKET: BUCKET,
        S3_PREFIX: PREFIX,
        S3_ENDPOINT: endpoint.url,
        // The S3 time limits stay at their defaults: the 5-10 s per request of the issue.
        PORT: String(port),
        HOST: "127.0.0.1",
      },
    });
    const running = child;
    // Before the fix the process never listened and exited 1 after 10 s: the wait ends then, with its output.
    await running.answers(`${base}/livez`, 60_000);
    const bootMs = performance.now() - started;

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(503);
    expect(ready.headers.get("cache-control")).toBe("no-store");
    expect((await ready.json()).error).toContain(`s3://${BUCKET}/${PREFIX}`);

    const post = await timed(() =>
      fetch(`${base}${DOWNLOADS_URL}`, {
        method: "POST",
        headers: { "content-type": "application/json", "accept-language": "nl" },
        body: JSON.stringify({ path: FILE }),
      }),
    );
    expect(post.answer.status).toBe(503);
    expect(Number(post.answer.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(post.answer.headers.get("x-content-type-options")).toBe("nosniff");
    expect(post.answer.headers.get("content-security-policy")).toBeTruthy();
    expect(await post.answer.json()).toEqual({ error: expect.stringContaining("Probeer het over een minuut opnieuw") });
    expect(post.ms).toBeLessThan(VISITOR_LIMIT_MS);

    const update = await timed(() => fetch(`${base}${API_PREFIX}/updates/win/x64/2.9.0`));
    expect(update.answer.status).toBe(503);
    expect(update.answer.headers.get("retry-after")).toBeTruthy();
    expect(Object.keys(await update.answer.json())).toEqual(["error"]);
    expect(update.ms).toBeLessThan(VISITOR_LIMIT_MS);

    // No restart: the process that started against the hanging store serves once the store answers.
    endpoint.answer();
    const recovery = await timed(() =>
      waitFor(
        "/readyz to say ready",
        async () => (await fetch(`${base}/readyz`)).ok,
        60_000,
        () => running.output,
      ),
    );
    expect(await (await fetch(`${base}/readyz`)).json()).toEqual({ status: "ready" });
    const link = await fetch(`${base}${DOWNLOADS_URL}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ path: FILE }),
    });
    expect(link.status).toBe(200);
    expect(await (await fetch((await link.json()).url)).text()).toBe("installer 2.10.0");
    expect(running.alive).toBe(true);
    console.info(
      `hanging store at boot: listening after ${Math.round(bootMs)} ms, POST 503 in ${Math.round(post.ms)} ms, update check 503 in ${Math.round(update.ms)} ms, ready ${Math.round(recovery.ms)} ms after the store answered`,
    );
  });
});

describe("a store that starts hanging while the server runs", () => {
  let app: FastifyInstance;
  let setup: Releases;
  // The circuit stays open until the test moves this clock, so "no new connection while it is
  // open" holds however slowly a loaded machine runs the steps in between.
  const clock = manualClock(Date.now());
  const lines: string[] = [];
  const releases = () =>
    createReleases(
      {
        s3: { bucket: BUCKET, prefix: PREFIX, region: "eu-west-1", endpoint: endpoint.url, ...PRODUCTION_S3_LIMITS },
        dir: path.join(scratch, "unused"),
        linkTtlSeconds: 60,
        refreshSeconds: 30,
        linksPerMinute: 1000,
        updateChecksPerMinute: 1000,
        samples: false,
      },
      FILES_URL,
      { clock },
    );
  afterAll(() => app?.close());

  const post = (language = "en") => app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: FILE }, headers: { "accept-language": language } });

  it("answers 503 with Retry-After within 2 s, then without asking the store again; says so in /readyz; recovers by itself", async () => {
    endpoint.answer();
    setup = releases();
    const metrics = new Metrics({ processMetrics: false });
    app = await buildTestApp({ buildDir, releases: setup, metrics, logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } } });
    await app.ready();
    // As server.ts does once it listens.
    setup.catalogue.start(30_000);
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    expect((await post()).statusCode).toBe(200);

    endpoint.hang();
    const first = await timed(() => post("nl"));
    expect(first.answer.statusCode).toBe(503);
    expect(Number(first.answer.headers["retry-after"])).toBeGreaterThan(0);
    expect(first.answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(first.answer.json()).toEqual({ error: expect.stringContaining("Downloaden kan nu even niet") });
    expect(first.ms).toBeLessThan(VISITOR_LIMIT_MS);

    // The circuit is open: the next visitors are answered without a new connection to the store.
    const connections = endpoint.connections;
    const next = await timed(() => post());
    expect(next.answer.statusCode).toBe(503);
    expect(next.answer.headers["retry-after"]).toBeDefined();
    const update = await timed(() => app.inject({ url: `${API_PREFIX}/updates/win/x64/2.9.0` }));
    expect(update.answer.statusCode).toBe(503);
    expect(update.answer.headers["retry-after"]).toBeDefined();
    expect(update.ms).toBeLessThan(VISITOR_LIMIT_MS);
    expect(endpoint.connections).toBe(connections);

    const degraded = await app.inject({ url: "/readyz" });
    expect(degraded.statusCode).toBe(200);
    expect(degraded.json()).toEqual({ status: "ready", degraded: [expect.stringContaining(`s3://${BUCKET}/${PREFIX}`)] });
    // What an operator's dashboard shows meanwhile: the HEAD that hung, the degraded catalogue, the check that got no answer.
    const during = await metrics.registry.metrics();
    expect(during).toContain('release_store_request_failures_total{operation="head"} 1\n');
    expect(during).toContain("release_catalogue_degraded 1\n");
    expect(during).toContain('update_checks_total{os="win",channel="stable",current_version="other",outcome="unavailable"} 1\n');

    // The log while the circuit is open (one line per fault, decision 076; once 21 MB in 10 s, an error with a stack per
    // request): the line that says it opened, one short line for the call that failed, and for each
    // refused request nothing but its request line.
    for (let i = 0; i < 40; i++) expect((await post()).statusCode).toBe(503);
    const logged = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const store = `s3://${BUCKET}/${PREFIX}`;
    expect(logged().filter((line) => JSON.stringify(line).includes('"stack"'))).toEqual([]);
    expect(logged().filter((line) => Number(line.level) >= 40)).toEqual([
      expect.objectContaining({ level: 40, store, circuit: "open", msg: expect.stringMatching(/is not answering .* check that this replica reaches it/) }),
      expect.objectContaining({ level: 40, path: FILE, problem: expect.stringMatching(/did not answer within 1 s/) }),
    ]);

    endpoint.answer();
    // The open period (at most 10 s) is over: the catalogue's next retry is the probe that closes the circuit.
    clock.advance(10_000);
    const recovery = await timed(() =>
      waitFor("the catalogue to recover", async () => (await app.inject({ url: "/readyz" })).json().degraded === undefined, 60_000),
    );
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
    expect((await post()).statusCode).toBe(200);
    expect(logged().filter((line) => line.circuit === "closed")).toEqual([
      expect.objectContaining({ level: 30, store, refused: expect.any(Number), msg: expect.stringMatching(/answers again/) }),
    ]);
    expect(logged().find((line) => line.circuit === "closed")?.refused).toBeGreaterThanOrEqual(42);
    const after = await metrics.registry.metrics();
    expect(after).toContain("release_catalogue_degraded 0\n");
    expect(after).toMatch(/release_store_request_duration_seconds_count\{operation="get"\} [1-9]/);
    console.info(
      `store hanging while serving: first POST 503 in ${Math.round(first.ms)} ms, next in ${Math.round(next.ms)} ms, update check in ${Math.round(update.ms)} ms; back ${Math.round(recovery.ms)} ms after the store answered`,
    );
  });

  it("says in /readyz that the manifest is corrupt while it serves the last good catalogue", async () => {
    const client = moto.client();
    const manifest = { Bucket: BUCKET, Key: `${PREFIX}manifest.json` };
    const good = await (await client.send(new GetObjectCommand(manifest))).Body!.transformToString();
    try {
      await client.send(new PutObjectCommand({ ...manifest, Body: "{ not json" }));
      await setup.catalogue.refresh();
      const ready = await app.inject({ url: "/readyz" });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({ status: "ready", degraded: [expect.stringMatching(/last good.*not valid JSON/)] });
      expect((await post()).statusCode).toBe(200);
    } finally {
      await client.send(new PutObjectCommand({ ...manifest, Body: good }));
      client.destroy();
    }
    await setup.catalogue.refresh();
    expect((await app.inject({ url: "/readyz" })).json()).toEqual({ status: "ready" });
  });
});
