import { rm } from "node:fs/promises";
import { get, request as httpRequest, type OutgoingHttpHeaders } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PREFIX, DOWNLOADS_URL } from "../shared/home-api";
import { manualClock } from "../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../tooling/app/test-app";
import { waitFor } from "../tooling/servers/free-port";
import type { DirectAnswer } from "./direct-answers";
import { Metrics } from "./metrics/metrics";
import type { LocalReleaseStore } from "./releases/local-store";

/*
 * The catalogue's plain GETs are answered before Fastify's pipeline (direct-answers.ts,
 * docs/decisions/070-near-the-platforms-speed.md); app.inject() never reaches that lane, so these
 * tests use real connections. A GET with an If-None-Match that matches nothing is answered by the
 * route itself with the same 200, which is what the lane's answer is held against.
 */

const CATALOGUE = DOWNLOADS_URL;

interface Answer {
  status: number;
  /** Header names and values as sent, in order. */
  raw: Array<[string, string]>;
  body: Buffer;
}

function ask(url: string, path: string, headers: OutgoingHttpHeaders = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    httpRequest(`${url}${path}`, { method, headers, agent: false }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const raw: Array<[string, string]> = [];
        for (let at = 0; at < answer.rawHeaders.length; at += 2) raw.push([answer.rawHeaders[at] as string, answer.rawHeaders[at + 1] as string]);
        resolve({ status: answer.statusCode ?? 0, raw, body: Buffer.concat(chunks) });
      });
    })
      .on("error", reject)
      .end();
  });
}

/** What differs between two answers by nature: the request id and the second they were sent in. */
const comparable = (answer: Answer) => answer.raw.map(([name, value]) => [name, name === "x-request-id" || name === "Date" ? "<varies>" : value]);

describe("the catalogue GET answered before Fastify", () => {
  let t: TestApp;
  let url: string;
  const lines: Array<Record<string, unknown>> = [];
  const metrics = new Metrics({ processMetrics: false });
  beforeAll(async () => {
    t = await createTestApp({
      metrics,
      trustProxy: ["127.0.0.1"],
      logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.app.close());

  const linesOf = (reqId: string) => lines.filter((line) => line.reqId === reqId);

  it("sends the route's status, headers in the route's order and bytes, and is counted as the route's", async () => {
    const before = t.app.directAnswers.answered;
    const direct = await ask(url, CATALOGUE);
    expect(t.app.directAnswers.answered).toBe(before + 1);
    const routed = await ask(url, CATALOGUE, { "if-none-match": '"not-this-one"' });
    expect(t.app.directAnswers.answered).toBe(before + 1);
    expect(direct.status).toBe(200);
    expect(routed.status).toBe(200);
    expect(comparable(direct)).toEqual(comparable(routed));
    expect(direct.body.equals(routed.body)).toBe(true);
    // The lane sends its body as a Latin-1 string of the bytes: characters of more than one byte arrive whole.
    expect(direct.body.toString("utf8")).toContain("Notes d’exemple");
    const exposition = await metrics.registry.metrics();
    expect(exposition).toContain(`http_request_duration_seconds_count{route="${CATALOGUE}",method="GET",status="200"} 2`);
  });

  it("logs one line of the route's shape, with the id the client sent and the address the trusted proxy passed on", async () => {
    await ask(url, CATALOGUE, { "x-request-id": "direct-1", "x-forwarded-for": "203.0.113.9" });
    await ask(url, CATALOGUE, { "x-request-id": "routed-1", "x-forwarded-for": "203.0.113.9", "if-none-match": '"nope"' });
    const [direct] = linesOf("direct-1");
    const [routed] = linesOf("routed-1");
    expect(linesOf("direct-1")).toHaveLength(1);
    expect(Object.keys(direct ?? {})).toEqual(Object.keys(routed ?? {}));
    expect(direct).toMatchObject({ level: 30, method: "GET", url: CATALOGUE, status: 200, ip: "203.0.113.9", msg: "request" });
    expect(routed).toMatchObject({ ip: "203.0.113.9" });
  });

  it("returns the request id it was given, and a fresh UUID for one that is not sane", async () => {
    const given = await ask(url, CATALOGUE, { "x-request-id": "abc-123" });
    expect(given.raw.find(([name]) => name === "x-request-id")?.[1]).toBe("abc-123");
    const insane = await ask(url, CATALOGUE, { "x-request-id": "a b" });
    expect(insane.raw.find(([name]) => name === "x-request-id")?.[1]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("leaves a request to Fastify when working out its answer throws, logs why once, and keeps serving", async () => {
    t.app.directAnswers.route(`${API_PREFIX}/a-lane-route-that-fails`, () => {
      throw new Error("the notes would not render");
    });
    const before = t.app.directAnswers.answered;
    const failed = await ask(url, `${API_PREFIX}/a-lane-route-that-fails`, { "x-request-id": "lane-fault-1" });
    // No Fastify route has this path: the API's own not-found answer, JSON, not a dropped connection.
    expect(failed.status).toBe(404);
    expect(Object.keys(JSON.parse(failed.body.toString("utf8")))).toEqual(["error"]);
    const faults = linesOf("lane-fault-1").filter((line) => line.level === 50);
    expect(faults).toHaveLength(1);
    expect(faults[0]).toMatchObject({ err: { message: "the notes would not render" } });
    expect((await ask(url, CATALOGUE)).status).toBe(200);
    expect(t.app.directAnswers.answered).toBe(before + 1);
  });

  it("sends each answer's own length and bytes, every byte value whole, in a short body and in one too long for a single string write", async () => {
    const everyByte = Buffer.from(Array.from({ length: 256 }, (_, at) => at));
    const octets = ["content-type", "application/octet-stream"];
    const short: DirectAnswer = { headers: octets, body: Buffer.concat([everyByte, Buffer.from("Notes d’exemple")]) };
    const long: DirectAnswer = { headers: octets, body: Buffer.concat(Array.from({ length: 160 }, () => everyByte)) };
    // One route giving two answers in turn, as a feed does for two languages.
    let asked = 0;
    const path = `${API_PREFIX}/a-lane-route-with-two-answers`;
    t.app.directAnswers.route(path, () => ({ answer: asked++ % 2 === 0 ? short : long }));
    const before = t.app.directAnswers.answered;
    for (const expected of [short, long, short, long]) {
      const got = await ask(url, path);
      expect(got.status).toBe(200);
      expect(got.raw.find(([name]) => name === "content-length")?.[1]).toBe(String(expected.body.length));
      expect(got.body.equals(expected.body)).toBe(true);
    }
    expect(t.app.directAnswers.answered).toBe(before + 4);
  });

  it("leaves to the route what it does not answer: a HEAD, a query, a matching If-None-Match (304)", async () => {
    const before = t.app.directAnswers.answered;
    const etag = (await ask(url, CATALOGUE)).raw.find(([name]) => name === "etag")?.[1] as string;
    expect((await ask(url, CATALOGUE, {}, "HEAD")).status).toBe(200);
    expect((await ask(url, `${CATALOGUE}?fresh=1`)).status).toBe(200);
    const notModified = await ask(url, CATALOGUE, { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.raw.some(([name]) => name === "content-type")).toBe(false);
    expect(t.app.directAnswers.answered).toBe(before + 1);
  });
});

describe("the catalogue GET under back-pressure", () => {
  let t: TestApp;
  let url: string;
  let healthy = true;
  beforeAll(async () => {
    t = await createTestApp({
      backPressure: {
        maxConnections: 1,
        maxEventLoopDelayMs: 0,
        maxEventLoopUtilization: 0,
        retryAfterSeconds: 4,
        // The gate's clock stands still, so the first connection never counts as idle.
        clock: () => 0,
        probe: { healthy: async () => healthy, intervalMs: 50 },
      },
    });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.app.close());

  it("is shed by the connection gate on a connection past the cap, and by a saturated event loop, as every request is", async () => {
    const { Agent } = await import("node:http");
    const kept = new Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const first = await new Promise<number>((resolve, reject) => {
        get(`${url}${CATALOGUE}`, { agent: kept }, (answer) => {
          answer.resume();
          answer.on("end", () => resolve(answer.statusCode ?? 0));
        }).on("error", reject);
      });
      expect(first).toBe(200);
      const past = await ask(url, CATALOGUE);
      expect(past.status).toBe(503);
      expect(past.raw).toContainEqual(["retry-after", "4"]);
      expect(past.raw).toContainEqual(["connection", "close"]);
    } finally {
      kept.destroy();
    }
    // The kept connection's place frees once the server sees it close.
    await waitFor("the gate to free the closed connection's place", async () => (await ask(url, CATALOGUE)).status === 200, 10_000);

    healthy = false;
    await waitFor("the probe to say the loop is saturated", async () => t.app.isUnderPressure(), 10_000);
    const before = t.app.directAnswers.answered;
    const shed = await ask(url, CATALOGUE);
    expect(shed.status).toBe(503);
    expect(t.app.directAnswers.answered).toBe(before);
  });
});

describe("electron-updater's feed check answered before Fastify", () => {
  const FEED = `${API_PREFIX}/updates/electron/win/x64/latest.yml`;
  const LIMIT = 4;
  let t: TestApp;
  let url: string;
  const lines: Array<Record<string, unknown>> = [];
  const metrics = new Metrics({ processMetrics: false });
  const clock = manualClock();
  beforeAll(async () => {
    t = await createTestApp({
      metrics,
      clock,
      updateChecksPerMinute: LIMIT,
      logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) } },
    });
    url = await t.app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(() => t.app.close());

  const header = (answer: Answer, name: string) => answer.raw.find(([each]) => each === name)?.[1];
  // The route gives the same 200 to a request with an If-None-Match, which the lane leaves to it.
  const routed = { "if-none-match": '"any"' };

  it("leaves the first check to the route, which asks the store; then sends the route's headers in order and bytes, counted in the route's limit and metrics", async () => {
    const before = t.app.directAnswers.answered;
    const first = await ask(url, FEED);
    expect(first.status).toBe(200);
    expect(t.app.directAnswers.answered).toBe(before);
    const direct = await ask(url, `${FEED}?noCache=abc`);
    expect(t.app.directAnswers.answered).toBe(before + 1);
    const viaRoute = await ask(url, FEED, routed);
    expect(t.app.directAnswers.answered).toBe(before + 1);
    expect(comparable(direct).filter(([name]) => name !== "x-ratelimit-remaining")).toEqual(
      comparable(viaRoute).filter(([name]) => name !== "x-ratelimit-remaining"),
    );
    expect(direct.body.equals(viaRoute.body)).toBe(true);
    expect(direct.body.toString()).toContain("version:");
    // One count per request, whichever way it was answered.
    expect([first, direct, viaRoute].map((answer) => header(answer, "x-ratelimit-remaining"))).toEqual(["3", "2", "1"]);
    const fourth = await ask(url, FEED);
    expect(fourth.status).toBe(200);
    expect(header(fourth, "x-ratelimit-remaining")).toBe("0");
    expect(t.app.directAnswers.answered).toBe(before + 2);
    // Over the limit: the lane counts nothing and the route refuses, with its own sentence.
    const refused = await ask(url, FEED);
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body.toString())).toHaveProperty("error");
    expect(t.app.directAnswers.answered).toBe(before + 2);
    const exposition = await metrics.registry.metrics();
    expect(exposition).toContain(`http_request_duration_seconds_count{route="${API_PREFIX}/updates/electron/:os/:arch/:file",method="GET",status="200"} 4`);
    expect(exposition).toMatch(/update_feed_checks_total\{[^}]*os="win"[^}]*\} 4/);
    const logged = lines.filter((line) => line.url === `${FEED}?noCache=abc`);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 30, method: "GET", status: 200, msg: "request" });
    clock.advance(60_000);
  });

  it("asks the store again a second after it last found the file, so a file deleted by hand is not offered from memory", async () => {
    const before = t.app.directAnswers.answered;
    // The last check was a minute ago: the route asks the store.
    expect((await ask(url, FEED)).status).toBe(200);
    expect(t.app.directAnswers.answered).toBe(before);
    expect((await ask(url, FEED)).status).toBe(200);
    expect(t.app.directAnswers.answered).toBe(before + 1);
    clock.advance(1000);
    expect((await ask(url, FEED)).status).toBe(200);
    expect(t.app.directAnswers.answered).toBe(before + 1);
    const named = /^path: "(.+)"$/m.exec((await ask(url, FEED, routed)).body.toString())?.[1];
    const offered = t.releases.catalogue.current?.manifest.files.find((each) => each.os === "win" && each.path.endsWith(`/${named}`));
    expect(offered).toBeDefined();
    // A new minute of the limit, and long past the last time the file was found.
    clock.advance(60_000);
    await rm((t.releases.store as LocalReleaseStore).filePath(offered?.path ?? ""));
    expect((await ask(url, FEED)).status).toBe(503);
    expect(t.app.directAnswers.answered).toBe(before + 1);
  });
});
