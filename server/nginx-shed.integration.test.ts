import { mkdtemp, rm } from "node:fs/promises";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HTML_LANG, LOCALES } from "../app/shared/locales";
import { DOWNLOADS_URL, FILES_URL } from "../shared/home-api";
import { parseAnswers, rawExchange } from "../tests/support/raw-http";
import { SECURITY_HEADER_NAMES } from "../tests/support/security-header-names";
import { buildTestApp } from "../tooling/app/test-app";
import { waitFor } from "../tooling/servers/free-port";
import { inFlightLimit, Nginx } from "../tooling/servers/nginx";
import { API_PREFIX } from "./api/index";
import { readServerConfig } from "./config";
import { errorMessage } from "./error-messages";
import { negotiateLocale } from "./negotiate";

/*
 * Overload shed in front (docs/deploy.md "## nginx", docs/decisions/058-shed-overload-in-nginx.md):
 * nginx, configured as the guide prints it, passes at most its limit of requests to the replica at
 * once and answers any more at once with 503, Retry-After and the app's kind of body and headers.
 * The replica holds requests on a route of this test until told, so "the limit is full" is a
 * state the test reaches and sees, not a matter of timing. nginx's own 400 and 501 answers get the
 * same body and headers.
 */

const HELD = "/held-by-the-test";
const { retryAfterSeconds } = readServerConfig({}).backPressure;
const limit = inFlightLimit(1);

let app: FastifyInstance;
let nginx: Nginx;
let work: string;
let arrived = 0;
let release: () => void = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A GET on a connection of its own (no pool that would queue requests in the client). */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { agent: false, headers }, (incoming) => {
      let body = "";
      incoming.setEncoding("utf8");
      incoming.on("data", (chunk: string) => void (body += chunk));
      incoming.on("end", () => resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body }));
    });
    outgoing.on("error", reject);
    outgoing.end();
  });
}

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "bestelwijs-nginx-shed-"));
  // The replica's own gate (the second line, server/plugins/back-pressure.integration.test.ts) is
  // set above nginx's limit here, so every 503 past the limit is nginx's, and a request nginx does
  // not count still finds room at the replica.
  const { backPressure } = readServerConfig({});
  app = await buildTestApp({ trustProxy: true, backPressure: { ...backPressure, maxConnections: limit * 2 } });
  app.get(HELD, async (request, reply) => {
    arrived++;
    await released;
    // ?status=503: the replica's own 503, which nginx must pass on as it is.
    if ((request.query as { status?: string }).status === "503") return reply.code(503).send({ error: "the replica's own 503" });
    return { held: true };
  });
  await app.listen({ host: "127.0.0.1", port: 0 });
  nginx = await Nginx.start([`127.0.0.1:${(app.server.address() as { port: number }).port}`], path.join(work, "nginx"));
});
afterAll(async () => {
  release();
  await nginx?.stop();
  await app?.close();
  if (work) await rm(work, { recursive: true, force: true });
});

/** The 503, Retry-After, no-store and security headers of a shed request, whatever its body. */
function expectShed(answer: Answer): void {
  expect(answer.status).toBe(503);
  expect(answer.headers["retry-after"]).toBe(String(retryAfterSeconds));
  expect(answer.headers["cache-control"]).toBe("no-store");
  for (const name of SECURITY_HEADER_NAMES) expect(answer.headers[name], name).toBeTruthy();
  expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
}

describe("nginx in front of a replica, past its limit of requests in flight", () => {
  let held: Array<Promise<Answer>> = [];

  it(`passes ${limit} requests at once to the replica: below the limit nothing is shed`, async () => {
    // One held on the replica's own 503 route, the rest on its 200. A request nginx shed would never
    // reach the replica's handler, so this wait ends only if every one was passed on.
    held = Array.from({ length: limit }, (_, index) => get(`${nginx.url}${HELD}${index === 0 ? "?status=503" : ""}`));
    await waitFor(`${limit} requests held at the replica (${arrived} so far)`, async () => arrived === limit, 30_000);
    expect(arrived).toBe(limit);
  });

  it("answers a page past the limit at once with 503, Retry-After, no-store, the security headers and both languages in plain text", async () => {
    const answer = await get(`${nginx.url}/prijzen`);
    expectShed(answer);
    expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
    const seconds = { seconds: retryAfterSeconds };
    expect(answer.body).toBe(LOCALES.map((locale) => `${errorMessage("overloaded", locale, seconds)}\n`).join(""));
  });

  it.each([["nl"], ["en"], ["fr"], ["nl-BE,nl;q=0.9,en;q=0.8"], ["en-US,en;q=0.9,nl;q=0.8"], ["fr-FR, fr;q=0.9, nl;q=0.7"], ["de, fr-BE;q=0.8"], ["de"], [""]])(
    "answers the API past the limit with 503 and {error} in the language the app would choose for Accept-Language %j",
    async (acceptLanguage) => {
      const answer = await get(`${nginx.url}${DOWNLOADS_URL}`, acceptLanguage ? { "accept-language": acceptLanguage } : {});
      expectShed(answer);
      expect(answer.headers["content-type"]).toBe("application/json; charset=utf-8");
      const { locale } = negotiateLocale({ acceptLanguage });
      expect(answer.headers["content-language"]).toBe(HTML_LANG[locale]);
      expect(JSON.parse(answer.body)).toEqual({ error: errorMessage("overloaded", locale, { seconds: retryAfterSeconds }) });
    },
  );

  it("sends the security headers with the app's values (the CSP: nothing at all may load)", async () => {
    const shed = await get(`${nginx.url}/prijzen`);
    const apps = await app.inject({ url: "/prijzen" });
    for (const name of SECURITY_HEADER_NAMES.filter((name) => name !== "content-security-policy")) expect(shed.headers[name], name).toBe(apps.headers[name]);
    expect(shed.headers["content-security-policy"]).toContain("default-src 'none'");
    expect(shed.headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });

  it("does not count a download from the local store: it reaches the replica while the limit is full", async () => {
    const answer = await get(`${nginx.url}${FILES_URL}/win/2.4.0/setup.exe`);
    expect(answer.status).not.toBe(503);
    // The replica's answer (its 4xx for an unsigned link), not nginx's.
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(answer.headers["cache-control"]).not.toBe("no-store");
  });

  it("serves again once the held requests are answered, and passes the replica's own 503 on untouched", async () => {
    release();
    const answers = await Promise.all(held);
    expect(answers.slice(1).every((answer) => answer.status === 200)).toBe(true);
    const own = answers[0];
    expect(own?.status).toBe(503);
    expect(JSON.parse(own?.body ?? "")).toEqual({ error: "the replica's own 503" });
    expect((await get(`${nginx.url}/prijzen`)).status).toBe(200);
  });
});

describe("nginx's own error answers", () => {
  const address = () => nginx.url.replace("http://", "");

  it("answers a request it cannot read (400) with the security headers, no-store and every language in plain text", async () => {
    const { text } = await rawExchange(address(), "GET /a%00b HTTP/1.1\r\nHost: www.bestelwijs.example\r\n\r\n");
    const [answer] = parseAnswers(text);
    expect(answer?.status).toBe(400);
    for (const name of SECURITY_HEADER_NAMES) expect(answer?.headers[name], name).toBeTruthy();
    expect(answer?.headers["cache-control"]).toBe("no-store");
    expect(answer?.headers["retry-after"]).toBeUndefined();
    // The raw reader keeps bytes as latin1; the body is UTF-8.
    expect(Buffer.from(answer?.body ?? "", "latin1").toString("utf8")).toBe(LOCALES.map((locale) => `${errorMessage("badRequest", locale)}\n`).join(""));
  });

  it("answers an API request with a transfer coding it does not know (501) with {error} in the visitor's language", async () => {
    const { text } = await rawExchange(
      address(),
      `POST ${DOWNLOADS_URL} HTTP/1.1\r\nHost: www.bestelwijs.example\r\nAccept-Language: nl\r\nTransfer-Encoding: gzip-please\r\n\r\n`,
    );
    const [answer] = parseAnswers(text);
    expect(answer?.status).toBe(501);
    for (const name of SECURITY_HEADER_NAMES) expect(answer?.headers[name], name).toBeTruthy();
    expect(answer?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer?.body ?? "")).toEqual({ error: errorMessage("badRequest", "nl") });
  });

  it("answers an API request whose address is too long to read (414) with {error} and a request id, not the pages' plain text", async () => {
    const { text } = await rawExchange(address(), `GET ${API_PREFIX}/${"a".repeat(9000)} HTTP/1.1\r\nHost: www.bestelwijs.example\r\n\r\n`);
    const [answer] = parseAnswers(text);
    expect(answer?.status).toBe(414);
    expect(answer?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer?.body ?? "")).toEqual({ error: errorMessage("badAddress", "en") });
    expect(answer?.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("keeps /readyz to the orchestrator: 404 from nginx, naming neither the store nor Redis", async () => {
    const answer = await get(`${nginx.url}/readyz`);
    expect(answer.status).toBe(404);
    expect(answer.body).toBe(LOCALES.map((locale) => `${errorMessage("badAddress", locale)}\n`).join(""));
    expect(answer.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    expect((await get(`${nginx.url}/livez`)).status).toBe(200);
  });

  it("gives a request it cannot read (400) a request id too", async () => {
    const { text } = await rawExchange(address(), "GET /a%00b HTTP/1.1\r\nHost: www.bestelwijs.example\r\n\r\n");
    expect(parseAnswers(text)[0]?.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
  });

  it("answers an HTTP version it does not speak (505) as its other errors: a request id and the app's body, not its HTML page", async () => {
    const { text } = await rawExchange(address(), `GET ${DOWNLOADS_URL} HTTP/9.9\r\nHost: www.bestelwijs.example\r\n\r\n`);
    const [answer] = parseAnswers(text);
    expect(answer?.status).toBe(505);
    expect(answer?.headers["x-request-id"]).toMatch(/^[0-9a-f]{32}$/);
    expect(answer?.headers["content-type"]).toBe("application/json; charset=utf-8");
    expect(JSON.parse(answer?.body ?? "")).toEqual({ error: errorMessage("badRequest", "en") });
  });
});
