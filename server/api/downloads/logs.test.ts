import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../../../shared/home-api";
import { buildTestApp } from "../../../tooling/app/test-app";
import { ensureSampleReleases } from "../../releases/samples";
import { createReleases } from "../../releases/setup";
import { redactUrl } from "../../request-log";

let app: FastifyInstance;
let lines: Array<Record<string, unknown>> = [];
const KEY = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";

beforeAll(async () => {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-logs-"));
  const releases = createReleases(
    { dir, signingSecret: "log-test-secret-that-is-at-least-32-chars", linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 3, samples: true },
    FILES_URL,
  );
  await ensureSampleReleases(releases.store);
  app = await buildTestApp({
    releases,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.ready();
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
});

const requestLines = () => lines.filter((entry) => entry.msg === "request");

describe("request logs", () => {
  it("never hold a working signed URL: signature and expiry are redacted", async () => {
    const { url } = (await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY } })).json();
    const signature = new URL(url, "http://x").searchParams.get("signature")!;
    expect((await app.inject({ method: "GET", url })).statusCode).toBe(200);
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(signature);
    expect(requestLines().at(-1)).toMatchObject({ method: "GET", status: 200, url: `${FILES_URL}/${KEY}?expires=REDACTED&signature=REDACTED` });
  });

  it("name the requested path and the answer on the POST line", async () => {
    await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY }, remoteAddress: "10.1.0.1" });
    await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: "win/9.9.9/nope.exe" }, remoteAddress: "10.1.0.1" });
    expect(requestLines()).toEqual([
      expect.objectContaining({ method: "POST", status: 200, path: KEY, answer: "link" }),
      expect.objectContaining({ method: "POST", status: 404, path: "win/9.9.9/nope.exe", answer: "not in the catalogue" }),
    ]);
  });

  it("say when a POST was refused by the rate limit", async () => {
    for (let i = 0; i < 4; i++) await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY }, remoteAddress: "10.1.0.2" });
    expect(requestLines().at(-1)).toMatchObject({ status: 429, answer: "rate limited" });
  });
});

describe("redactUrl", () => {
  it.each([
    ["/api/home/v1/files/win/a.exe?expires=123&signature=abc", "/api/home/v1/files/win/a.exe?expires=REDACTED&signature=REDACTED"],
    [
      "/x?X-Amz-Signature=abc&X-Amz-Credential=key%2Fdate&x-id=GetObject&X-Amz-Expires=300",
      "/x?X-Amz-Signature=REDACTED&X-Amz-Credential=REDACTED&x-id=GetObject&X-Amz-Expires=REDACTED",
    ],
    ["/prijzen?lang=nl", "/prijzen?lang=nl"],
    ["/no-query", "/no-query"],
  ])("%s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});
