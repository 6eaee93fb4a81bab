import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseAnswers, type RawAnswer, rawExchange } from "../tests/support/raw-http";
import { buildTestApp } from "../tooling/app/test-app";

/*
 * Every answer carries the security headers and the JSON error shape, also the
 * ones Node's HTTP parser makes for bytes that are not a request (Fastify's clientError handler),
 * which no route, hook or frameworkErrors handler ever sees.
 */

let app: FastifyInstance;
let port: number;

beforeAll(async () => {
  app = await buildTestApp();
  await app.listen({ host: "127.0.0.1", port: 0 });
  port = (app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await app.close();
});

/** Sends raw bytes and reads the one answer the server writes before it closes the connection. */
async function exchange(bytes: string): Promise<RawAnswer> {
  const { text } = await rawExchange(`127.0.0.1:${port}`, bytes, { halfClose: true });
  const [answer] = parseAnswers(text);
  if (!answer) throw new Error(`no HTTP answer in ${JSON.stringify(text)}`);
  return answer;
}

describe("answers to bytes that are not an HTTP request", () => {
  it.each([
    ["a request line that is not HTTP", "HELLO THERE\r\n\r\n", 400],
    ["a header line without a colon", "GET / HTTP/1.1\r\nHost: x\r\nnot a header\r\n\r\n", 400],
    ["headers over the size limit", `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${"a".repeat(20_000)}\r\n\r\n`, 431],
  ])("%s: JSON {error} with the security headers, and the connection closed", async (_name, bytes, status) => {
    const answer = await exchange(bytes);
    expect(answer.status).toBe(status);
    expect(answer.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "x-content-type-options": "nosniff",
      "x-frame-options": "DENY",
      "cache-control": "no-store",
      connection: "close",
    });
    expect(answer.headers["content-security-policy"]).toContain("default-src");
    expect(answer.headers["strict-transport-security"]).toBeDefined();
    const body = JSON.parse(answer.body) as Record<string, unknown>;
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toMatch(/^[A-Z].+\.$/);
    expect(Number(answer.headers["content-length"])).toBe(Buffer.byteLength(answer.body));
    // Every answer names its request, so a report finds the log line: here a new id, as the request's own could not be read.
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
