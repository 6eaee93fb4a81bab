import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { buildTestApp, createTestApp, type TestApp } from "../tooling/app/test-app";

/*
 * Request ids (decision 046): were per-process counters (`req-1` again after every restart),
 * neither taken from X-Request-Id nor returned. Now a sane incoming id is kept, any other gets a
 * random UUID, every answer says which in X-Request-Id, and the request's log line carries it
 * with the client's address.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
let lines: Array<Record<string, unknown>> = [];
let app: FastifyInstance;

async function appWithLog(trustProxy = false): Promise<FastifyInstance> {
  const built = await buildTestApp({
    trustProxy,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await built.ready();
  return built;
}

const requestLine = () => lines.filter((line) => line.msg === "request").at(-1);

beforeAll(async () => {
  app = await appWithLog();
});
afterAll(() => app.close());
beforeEach(() => {
  lines = [];
});

describe("X-Request-Id", () => {
  it.each(["0f8fe0b2c6f54b0e9e7a1a2b3c4d5e6f", "abc-123_x.y:z", "a", "A".repeat(128)])("keeps a sane incoming id %s and logs it", async (id) => {
    const response = await app.inject({ method: "GET", url: "/prijzen", headers: { "x-request-id": id } });
    expect(response.headers["x-request-id"]).toBe(id);
    expect(requestLine()).toMatchObject({ reqId: id, status: 200 });
  });

  it.each(["", " ", "A".repeat(129), "has space", "new\\nline", "<script>", "ünïcode", "a,b", "id;drop"])(
    "replaces an id that is not sane (%j) with a new UUID",
    async (id) => {
      const response = await app.inject({ method: "GET", url: "/prijzen", headers: { "x-request-id": id } });
      expect(String(response.headers["x-request-id"])).toMatch(UUID);
      expect(requestLine()?.reqId).toBe(response.headers["x-request-id"]);
    },
  );

  it("generates a random UUID per request, not a counter that starts again with each process", async () => {
    const first = await app.inject({ method: "GET", url: "/" });
    const second = await app.inject({ method: "GET", url: "/" });
    expect(String(first.headers["x-request-id"])).toMatch(UUID);
    expect(second.headers["x-request-id"]).not.toBe(first.headers["x-request-id"]);
    const restarted = await appWithLog();
    try {
      const again = await restarted.inject({ method: "GET", url: "/" });
      expect(String(again.headers["x-request-id"])).toMatch(UUID);
      expect([first, second].map((response) => response.headers["x-request-id"])).not.toContain(again.headers["x-request-id"]);
    } finally {
      await restarted.close();
    }
  });

  it.each([
    ["a page", "GET", "/prijzen", 200],
    ["a HEAD of a page", "HEAD", "/prijzen", 200],
    ["the not-found page", "GET", "/bestaat-niet", 404],
    ["a redirect", "GET", "/prijzen/", 308],
    ["an asset", "GET", "/assets/entry-abc123.js", 200],
    ["the API", "GET", "/api/home/v1", 200],
    ["an unknown API path", "GET", "/api/home/v1/nope", 404],
    ["a method a page does not allow", "POST", "/prijzen", 405],
    ["a malformed address", "GET", "/api/home/v1/downloads%", 400],
    ["liveness", "GET", "/livez", 200],
  ] as const)("is on %s (%s %s → %i)", async (_what, method, url, status) => {
    const response = await app.inject({ method, url, headers: { "x-request-id": "trace-42" } });
    expect(response.statusCode).toBe(status);
    expect(response.headers["x-request-id"]).toBe("trace-42");
    const generated = await app.inject({ method, url });
    expect(String(generated.headers["x-request-id"])).toMatch(UUID);
  });
});

describe("the request's log line", () => {
  it("names the client's address: the connection's own without TRUST_PROXY", async () => {
    await app.inject({ method: "GET", url: "/prijzen", remoteAddress: "192.0.2.7", headers: { "x-forwarded-for": "198.51.100.1" } });
    expect(requestLine()).toMatchObject({ ip: "192.0.2.7", status: 200, url: "/prijzen" });
  });

  it("names the address nginx passed on with TRUST_PROXY", async () => {
    const proxied = await appWithLog(true);
    try {
      await proxied.inject({ method: "GET", url: "/prijzen", remoteAddress: "10.0.0.2", headers: { "x-forwarded-for": "198.51.100.1" } });
      expect(requestLine()).toMatchObject({ ip: "198.51.100.1" });
    } finally {
      await proxied.close();
    }
  });
});

describe("with the release store and back-pressure", () => {
  let t: TestApp | null = null;
  afterEach(async () => {
    await t?.app.close();
    t = null;
  });

  it("is on update checks and links", async () => {
    t = await createTestApp();
    for (const url of ["/api/home/v1/updates/win/x64/1.0.0", "/api/home/v1/updates/electron/win/x64/latest.yml", "/api/home/v1/downloads"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "x-request-id": "trace-7" } });
      expect(response.headers["x-request-id"], url).toBe("trace-7");
    }
  });

  it("is on a 503 of back-pressure", async () => {
    t = await createTestApp({
      backPressure: {
        maxEventLoopDelayMs: 1000,
        maxEventLoopUtilization: 0.98,
        retryAfterSeconds: 7,
        sampleIntervalMs: 3_600_000,
        probe: { healthy: async () => false, intervalMs: 1000 },
      },
    });
    for (const url of ["/prijzen", "/api/home/v1/downloads"]) {
      const response = await t.app.inject({ method: "GET", url, headers: { "x-request-id": "trace-9" } });
      expect(response.statusCode).toBe(503);
      expect(response.headers["x-request-id"]).toBe("trace-9");
    }
  });
});
