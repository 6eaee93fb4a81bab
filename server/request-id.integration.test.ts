import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../tooling/app/test-app";
import { Nginx } from "../tooling/servers/nginx";

/*
 * Request ids through nginx configured as docs/deploy.md prints it (decision 046): nginx's
 * `$request_id` reaches the app, which logs it with the client's address and returns it.
 */

let app: FastifyInstance;
let nginx: Nginx;
let work: string;
const lines: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "bestelwijs-request-id-"));
  app = await buildTestApp({
    trustProxy: true,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  nginx = await Nginx.start([`127.0.0.1:${(app.server.address() as { port: number }).port}`], path.join(work, "nginx"));
});
afterAll(async () => {
  await nginx?.stop();
  await app?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

describe("through nginx", () => {
  it("answers with nginx's request id, the one the log line carries with the client's address", async () => {
    const response = await fetch(`${nginx.url}/prijzen`, { headers: { "x-request-id": "chosen-by-the-visitor" } });
    expect(response.status).toBe(200);
    const id = response.headers.get("x-request-id") ?? "";
    // nginx's $request_id: 32 hex digits, replacing the visitor's own.
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    const line = lines.find((entry) => entry.msg === "request" && entry.reqId === id);
    expect(line).toMatchObject({ url: "/prijzen", status: 200, ip: "127.0.0.1" });
  });

  it("returns it on a redirect and on the not-found page too", async () => {
    for (const url of ["/prijzen/", "/bestaat-niet"]) {
      const response = await fetch(`${nginx.url}${url}`, { redirect: "manual" });
      expect(response.headers.get("x-request-id"), url).toMatch(/^[0-9a-f]{32}$/);
    }
  });
});
