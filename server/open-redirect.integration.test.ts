import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_REDIRECT_TARGETS, SOCKET_ONLY_TARGETS, staysOnSite } from "../tests/support/open-redirect-shapes";
import { buildTestApp } from "../tooling/app/test-app";
import { Nginx } from "../tooling/servers/nginx";

/*
 * No redirect leaves the site (decision 046), with the request line as a client writes it:
 * over a plain socket, straight to a listening server and through nginx configured with the
 * `location /` rules of docs/deploy.md (tooling/servers/nginx.ts reads them from the guide).
 */

let app: FastifyInstance;
let direct: string;
let nginx: Nginx;
let work: string;

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "bestelwijs-open-redirect-"));
  // As docs/deploy.md runs a replica: behind nginx, trusting its X-Forwarded-* headers.
  app = await buildTestApp({ trustProxy: true });
  await app.listen({ host: "127.0.0.1", port: 0 });
  const port = (app.server.address() as { port: number }).port;
  direct = `127.0.0.1:${port}`;
  nginx = await Nginx.start([direct], path.join(work, "nginx"));
});
afterAll(async () => {
  await nginx?.stop();
  await app?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
}

/** Writes one request line as given and reads the answer's head until the server closes the connection. */
function exchange(hostAndPort: string, target: string, method = "GET"): Promise<RawAnswer> {
  const [host = "", port = ""] = hostAndPort.split(":");
  return new Promise((resolve, reject) => {
    const socket = connect({ host, port: Number(port) });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const [head = ""] = Buffer.concat(chunks).toString("latin1").split("\r\n\r\n");
      const [statusLine = "", ...lines] = head.split("\r\n");
      const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(":")).toLowerCase(), line.slice(line.indexOf(":") + 1).trim()]));
      resolve({ status: Number(statusLine.split(" ")[1]), headers });
    });
    // Written, not ended: nginx reads a half-closed connection as a client that went away.
    socket.write(`${method} ${target} HTTP/1.1\r\nHost: www.bestelwijs.example\r\nConnection: close\r\n\r\n`);
  });
}

const TARGETS = [...OPEN_REDIRECT_TARGETS, ...SOCKET_ONLY_TARGETS];

describe.each([
  ["straight to the server", () => direct],
  ["through nginx as docs/deploy.md configures it", () => nginx.url.replace("http://", "")],
])("%s", (_how, address) => {
  it.each(TARGETS)("GET %s: no Location off the site", async (target) => {
    const answer = await exchange(address(), target);
    expect(answer.status, `status of ${target}`).toBeGreaterThanOrEqual(200);
    expect(answer.status).toBeLessThan(500);
    const location = answer.headers.location;
    if (location !== undefined) expect(staysOnSite(location), `Location ${location}`).toBe(true);
  });

  it("redirects //x//evil.example/ to a path on this host", async () => {
    const answer = await exchange(address(), "//x//evil.example/");
    expect(answer.status).toBe(308);
    expect(answer.headers.location).toBe("/x/evil.example");
  });
});
