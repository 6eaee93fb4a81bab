import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../shared/home-api";
import { SECURITY_HEADER_NAMES } from "../tests/support/security-header-names";
import { buildTestApp } from "../tooling/app/test-app";
import { API_PREFIX } from "./api";
import { ensureSampleReleases } from "./releases/samples";
import { createReleases } from "./releases/setup";
import { redactUrl } from "./request-log";

/*
 * No working link reaches a log line, however its parameter names are spelled,
 * and every answer carries the security headers, a 400 for a malformed address included.
 */

let app: FastifyInstance;
let dir: string;
let lines: Array<Record<string, unknown>> = [];
const KEY = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-logs-headers-"));
  const releases = createReleases(
    { dir, signingSecret: "log-header-test-secret-of-32-characters", linkTtlSeconds: 300, refreshSeconds: 30, linksPerMinute: 50, samples: true },
    FILES_URL,
  );
  await ensureSampleReleases(releases.store);
  app = await buildTestApp({
    releases,
    logger: { level: "info", stream: { write: (line: string) => void lines.push(JSON.parse(line)) } },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  lines = [];
});

async function signedLink(): Promise<{ url: string; signature: string; expires: string }> {
  const { url } = (await app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY } })).json() as { url: string };
  const query = new URL(url, "http://x").searchParams;
  return { url, signature: query.get("signature")!, expires: query.get("expires")! };
}

describe("request logs with parameter names spelled another way", () => {
  it("redact a percent-encoded name, which the server decodes and so accepts as a working link", async () => {
    const { url, signature, expires } = await signedLink();
    const disguised = `${url.slice(0, url.indexOf("?"))}?%65xpires=${expires}&%73ignature=${signature}`;
    // The disguised link works: that is why its log line must not hold it.
    expect((await app.inject({ method: "GET", url: disguised })).statusCode).toBe(200);
    expect(JSON.stringify(lines)).not.toContain(signature);
    expect(lines.filter((entry) => entry.msg === "request").at(-1)).toMatchObject({
      status: 200,
      url: `${FILES_URL}/${KEY}?%65xpires=REDACTED&%73ignature=REDACTED`,
    });
  });

  it("redact names in other cases, encoded in lower or upper hex, or encoded twice", async () => {
    const { url, signature } = await signedLink();
    const base = url.slice(0, url.indexOf("?"));
    for (const name of [
      "Signature",
      "SIGNATURE",
      "%53ignature",
      "%73IGNATURE",
      "sig%6eature",
      "sig%6Eature",
      "%2573ignature",
      "X-Amz-Signature",
      "x%2Damz%2Dsignature",
    ]) {
      await app.inject({ method: "GET", url: `${base}?${name}=${signature}` });
    }
    expect(JSON.stringify(lines)).not.toContain(signature);
    expect(lines.filter((entry) => entry.msg === "request" && entry.method === "GET")).toHaveLength(9);
  });

  it.each([
    ["/x?%73ignature=abc", "/x?%73ignature=REDACTED"],
    ["/x?Expires=1&SIGNATURE=abc&lang=nl", "/x?Expires=REDACTED&SIGNATURE=REDACTED&lang=nl"],
    ["/x?X%2DAmz%2DCredential=key", "/x?X%2DAmz%2DCredential=REDACTED"],
    // A name that cannot be decoded is compared as it stands, and the line is still written.
    ["/x?%E0%A4%A=1&signature=abc", "/x?%E0%A4%A=1&signature=REDACTED"],
    ["/x?sign=keep&lang=en", "/x?sign=keep&lang=en"],
  ])("redactUrl(%s)", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });
});

describe("security headers on answers made before routing", () => {
  it.each([`${DOWNLOADS_URL}%`, "/%", `${FILES_URL}/win/%zz/a.exe`])("a malformed address (%s) answers 400 in JSON with the CSP and nosniff", async (url) => {
    const answer = await app.inject({ method: "GET", url });
    expect(answer.statusCode).toBe(400);
    expect(answer.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(answer.json())).toEqual(["error"]);
    expect(typeof answer.json().error).toBe("string");
    expect(answer.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["strict-transport-security"]).toBeDefined();
    expect(answer.headers["referrer-policy"]).toBeDefined();
  });

  it("gives a routed error and a malformed address the same security headers", async () => {
    const routed = await app.inject({ method: "GET", url: `${API_PREFIX}/nothing-here` });
    const malformed = await app.inject({ method: "GET", url: `${DOWNLOADS_URL}%` });
    const security = (headers: Record<string, unknown>) => Object.fromEntries(SECURITY_HEADER_NAMES.map((name) => [name, headers[name]]));
    expect(security(malformed.headers)).toEqual(security(routed.headers));
  });
});
