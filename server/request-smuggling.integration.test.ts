import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../shared/home-api";
import { parseAnswers, rawExchange, statusLinesIn } from "../tests/support/raw-http";
import { buildTestApp } from "../tooling/app/test-app";
import { waitFor } from "../tooling/servers/free-port";
import { Nginx } from "../tooling/servers/nginx";
import { ensureSampleReleases } from "./releases/samples";
import { createReleases } from "./releases/setup";

/*
 * Request smuggling: bytes whose framing (Content-Length, Transfer-Encoding, chunk sizes) two
 * parsers could read differently, each followed by a request the client did not send in good faith.
 * Sent over a plain socket straight to a listening server and through nginx configured with the
 * `location /` rules of docs/deploy.md (tooling/servers/nginx.ts reads them from the guide),
 * whose keep-alive connections to the replica are where a desync would put the hidden request in
 * front of the next visitor's. The server never answers or logs a request the client did not send
 * as its own: it reads one answer per request sent in good faith and no more.
 */

const POST = DOWNLOADS_URL;
const BODY = JSON.stringify({ path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" });
const HEAD = "Host: www.bestelwijs.example\r\nContent-Type: application/json\r\n";
/** The request hidden in a body; its path appears in no answer and no log line unless something answered it. */
const SMUGGLED = "GET /smuggled-request HTTP/1.1\r\nHost: www.bestelwijs.example\r\n\r\n";
const hex = (text: string) => text.length.toString(16);
/** BODY as one chunk and the last chunk. */
const CHUNKED_BODY = `${hex(BODY)}\r\n${BODY}\r\n0\r\n\r\n`;
/** A POST with the given framing headers and body, closing the connection, followed by `tail` (the hidden request unless told). */
const post = (framing: string, body: string, tail = SMUGGLED) => `POST ${POST} HTTP/1.1\r\n${HEAD}${framing}Connection: close\r\n\r\n${body}${tail}`;

interface Shape {
  name: string;
  bytes: string;
  /** Status straight from Node/Fastify, and from nginx (which answers malformed framing itself, the replica never sees it). */
  direct: number;
  nginx: number;
}

/** Framing that is ambiguous or broken: one answer, an error, the connection closed. */
const MALFORMED: Shape[] = [
  {
    name: "CL.TE: Content-Length covers a body that chunked encoding ends early",
    bytes: `POST ${POST} HTTP/1.1\r\n${HEAD}Content-Length: ${5 + SMUGGLED.length}\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n${SMUGGLED}`,
    direct: 400,
    nginx: 400,
  },
  {
    name: "TE.CL: a chunk holds a request that Content-Length: 4 leaves outside the body",
    bytes: `POST ${POST} HTTP/1.1\r\n${HEAD}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n${hex(SMUGGLED)}\r\n${SMUGGLED}\r\n0\r\n\r\n`,
    direct: 400,
    nginx: 400,
  },
  {
    name: "two different Content-Length headers",
    bytes: post(`Content-Length: ${BODY.length}\r\nContent-Length: ${BODY.length + SMUGGLED.length}\r\n`, BODY),
    direct: 400,
    nginx: 400,
  },
  { name: "Content-Length: N, N", bytes: post(`Content-Length: ${BODY.length}, ${BODY.length}\r\n`, BODY), direct: 400, nginx: 400 },
  { name: "Content-Length: +N", bytes: post(`Content-Length: +${BODY.length}\r\n`, BODY), direct: 400, nginx: 400 },
  { name: "Content-Length folded onto the next line (obs-fold)", bytes: post(`Content-Length:\r\n ${BODY.length}\r\n`, BODY), direct: 400, nginx: 400 },
  { name: "Transfer-Encoding: chunked, identity", bytes: post("Transfer-Encoding: chunked, identity\r\n", CHUNKED_BODY), direct: 400, nginx: 501 },
  { name: "Transfer-Encoding: xchunked", bytes: post("Transfer-Encoding: xchunked\r\n", CHUNKED_BODY), direct: 400, nginx: 501 },
  { name: "Transfer-Encoding with tabs around chunked", bytes: post("Transfer-Encoding:\tchunked\t\r\n", CHUNKED_BODY), direct: 400, nginx: 501 },
  { name: "Transfer-Encoding folded onto the next line (obs-fold)", bytes: post("Transfer-Encoding:\r\n chunked\r\n", CHUNKED_BODY), direct: 400, nginx: 400 },
  { name: "a space before the colon (Transfer-Encoding : chunked)", bytes: post("Transfer-Encoding : chunked\r\n", CHUNKED_BODY), direct: 400, nginx: 400 },
  {
    name: "two Transfer-Encoding headers (chunked, then identity)",
    bytes: post("Transfer-Encoding: chunked\r\nTransfer-Encoding: identity\r\n", CHUNKED_BODY),
    direct: 400,
    nginx: 400,
  },
  { name: "a chunk size that is not hexadecimal", bytes: post("Transfer-Encoding: chunked\r\n", `zz\r\n${BODY}\r\n0\r\n\r\n`), direct: 400, nginx: 400 },
  {
    name: "a chunk size that overflows 64 bits",
    bytes: post("Transfer-Encoding: chunked\r\n", `ffffffffffffffffff1\r\n${BODY}\r\n0\r\n\r\n`),
    direct: 400,
    nginx: 400,
  },
  // nginx reads a bare LF as a line end and passes the body on with its own Content-Length: no desync.
  { name: "a chunk size ended by a bare LF", bytes: post("Transfer-Encoding: chunked\r\n", `${hex(BODY)}\n${BODY}\r\n0\r\n\r\n`), direct: 400, nginx: 200 },
  // Node refuses bytes after a request that said Connection: close, before any route runs; nginx answers the POST and drops the rest.
  { name: "a request after one that said Connection: close", bytes: post(`Content-Length: ${BODY.length}\r\n`, BODY), direct: 400, nginx: 200 },
];

/**
 * Framing that is odd but unambiguous, with nothing after the request (see the last malformed shape):
 * read as the client meant it, one answer.
 */
const ACCEPTED: Shape[] = [
  { name: "Transfer-Encoding with spaces around chunked", bytes: post("Transfer-Encoding:    chunked   \r\n", CHUNKED_BODY, ""), direct: 200, nginx: 200 },
  {
    name: "Transfer-Encoding: CHUNKED (the name of a coding has no case)",
    bytes: post("Transfer-Encoding: CHUNKED\r\n", CHUNKED_BODY, ""),
    direct: 200,
    nginx: 200,
  },
  {
    name: "a chunk extension (;name=value)",
    bytes: post("Transfer-Encoding: chunked\r\n", `${hex(BODY)};ext=1\r\n${BODY}\r\n0\r\n\r\n`, ""),
    direct: 200,
    nginx: 200,
  },
  // Content-Length covers the JSON and the request after it: all of it is the body, which is not JSON.
  {
    name: "a request hidden inside a body that Content-Length covers",
    bytes: post(`Content-Length: ${BODY.length + SMUGGLED.length}\r\n`, `${BODY}${SMUGGLED}`, ""),
    direct: 400,
    nginx: 400,
  },
];

let app: FastifyInstance;
let direct: string;
let nginx: Nginx;
const lines: string[] = [];

beforeAll(async () => {
  const work = await mkdtemp(path.join(tmpdir(), "bestelwijs-smuggling-"));
  const releases = createReleases(
    {
      dir: path.join(work, "store"),
      signingSecret: "smuggling-secret-that-is-at-least-32-chars",
      linkTtlSeconds: 300,
      refreshSeconds: 30,
      linksPerMinute: 1000,
      samples: true,
    },
    FILES_URL,
  );
  await ensureSampleReleases(releases.store);
  // As docs/deploy.md runs a replica: behind nginx, trusting its X-Forwarded-* headers.
  app = await buildTestApp({
    releases,
    trustProxy: true,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(line) } },
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  direct = `127.0.0.1:${(app.server.address() as { port: number }).port}`;
  nginx = await Nginx.start([direct], path.join(work, "nginx"));
});
afterAll(async () => {
  await nginx?.stop();
  await app?.close();
});
beforeEach(() => {
  lines.length = 0;
});

let probes = 0;

/**
 * The URLs of the requests the server logged for what was just sent. A probe follows on a new
 * connection (through nginx, on one of its kept-alive connections to the replica, where a hidden
 * request left behind would be read in front of it): it must get its own answer, and once its line
 * is logged, every line for what came before is too.
 */
async function loggedAfter(address: string): Promise<string[]> {
  const probe = `/livez?probe=${++probes}`;
  const answer = await fetch(`http://${address}${probe}`);
  expect(answer.status).toBe(200);
  expect(await answer.json()).toEqual({ status: "ok" });
  await waitFor(`the log line of ${probe}`, async () => lines.some((line) => line.includes(probe)), 10_000);
  const entries = lines.map((line) => JSON.parse(line) as { level?: number; msg?: string; url?: string });
  expect(lines.join("\n")).not.toContain("smuggled-request");
  // Bytes a client got wrong are the client's fault: no error line (50 and up) and no stack in the log.
  expect(entries.filter((entry) => (entry.level ?? 0) >= 50)).toEqual([]);
  return entries.filter((entry) => entry.msg === "request" && entry.url !== probe).map((entry) => String(entry.url));
}

describe.each([
  ["straight to the server", () => direct, "direct" as const],
  ["through nginx as docs/deploy.md configures it", () => nginx.url.replace("http://", ""), "nginx" as const],
])("%s", (_how, address, by) => {
  it.each(MALFORMED.map((shape) => [shape.name, shape] as const))("%s: one answer, the hidden request never read", async (_name, shape) => {
    const { text, closedByServer } = await rawExchange(address(), shape.bytes);
    expect(closedByServer, "the server closed the connection").toBe(true);
    expect(statusLinesIn(text), text).toBe(1);
    const [answer] = parseAnswers(text);
    expect(answer?.status).toBe(shape[by]);
    expect(answer?.headers.connection).toBe("close");
    if (shape[by] === 200) {
      expect(await loggedAfter(address())).toEqual([POST]);
      return;
    }
    // Straight: Node's parser refused the bytes and Fastify's clientError handler answers, as
    // server/client-errors.integration.test.ts holds; through nginx: nginx's own error answer for
    // the API, which docs/deploy.md makes the same.
    expect(answer?.headers).toMatchObject({
      "content-type": "application/json; charset=utf-8",
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    expect(answer?.headers["content-security-policy"]).toContain("default-src");
    expect(answer?.headers["strict-transport-security"]).toBeDefined();
    expect(JSON.parse(answer?.body ?? "")).toEqual({ error: "The request is not valid." });
    // Refused before any route: no request line in the log (nginx answered it itself; the replica never saw it).
    expect(await loggedAfter(address())).toEqual([]);
  });

  it.each(ACCEPTED.map((shape) => [shape.name, shape] as const))("%s: one answer, the hidden request never read", async (_name, shape) => {
    const { text, closedByServer } = await rawExchange(address(), shape.bytes);
    expect(closedByServer, "the server closed the connection").toBe(true);
    expect(statusLinesIn(text), text).toBe(1);
    const [answer] = parseAnswers(text);
    expect(answer?.status).toBe(shape[by]);
    expect(answer?.headers["x-content-type-options"]).toBe("nosniff");
    expect(Object.keys(JSON.parse(answer?.body ?? ""))).toEqual([shape[by] === 200 ? "url" : "error"]);
    expect(await loggedAfter(address())).toEqual([POST]);
  });

  it("answers every request pipelined in good faith, in order: the counting above can see a second answer", async () => {
    const bytes = `POST ${POST} HTTP/1.1\r\n${HEAD}Content-Length: ${BODY.length}\r\n\r\n${BODY}GET /livez HTTP/1.1\r\nHost: www.bestelwijs.example\r\nConnection: close\r\n\r\n`;
    const { text, closedByServer } = await rawExchange(address(), bytes);
    expect(closedByServer).toBe(true);
    expect(statusLinesIn(text)).toBe(2);
    expect(parseAnswers(text).map((answer) => answer.status)).toEqual([200, 200]);
    expect(await loggedAfter(address())).toEqual([POST, "/livez"]);
  });
});
