import type { InjectOptions } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DOWNLOADS_URL, FILES_URL } from "../shared/home-api";
import { SECURITY_HEADER_NAMES } from "../tests/support/security-header-names";
import { manualClock } from "../tooling/app/manual-clock";
import { createTestApp, type TestApp } from "../tooling/app/test-app";
import { API_PREFIX } from "./api/index";

/*
 * The security headers are on every kind of answer the server makes: pages, files, redirects,
 * not-modified, ranges, refusals of every status, rate limits, bodies that are not what a route
 * takes, and answers made before routing. (Answers Node's parser makes for bytes that are not a
 * request: server/client-errors.integration.test.ts; under overload: server/plugins/back-pressure.test.ts.)
 */

const clock = manualClock();
let t: TestApp;
let link: string;
let listEtag: string;
let newest: string;
const KEY = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";
const json = { "content-type": "application/json" };

beforeAll(async () => {
  t = await createTestApp({ clock, linksPerMinute: 3 });
  link = (await t.app.inject({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY }, remoteAddress: "10.0.0.1" })).json().url;
  listEtag = String((await t.app.inject({ url: DOWNLOADS_URL })).headers.etag);
  newest = (await t.app.inject({ url: `${API_PREFIX}/updates/win/x64/2.3.1` })).json().version;
});
afterAll(() => t.app.close());

/** Each kind of answer: what to send, the status it gets. Functions so a link signed in beforeAll is at hand. */
const KINDS: Array<[string, () => InjectOptions, number]> = [
  ["a page", () => ({ url: "/prijzen" }), 200],
  ["a page's HEAD", () => ({ method: "HEAD", url: "/prijzen" }), 200],
  ["a hashed asset", () => ({ url: "/assets/entry-abc123.js" }), 200],
  ["a public file", () => ({ url: "/favicon.svg" }), 200],
  ["a redirect", () => ({ url: "//x//evil.example/" }), 308],
  ["a page not found", () => ({ url: "/no-such-page" }), 404],
  ["a method a page does not take", () => ({ method: "DELETE", url: "/prijzen" }), 405],
  ["the download list", () => ({ url: DOWNLOADS_URL }), 200],
  ["the download list, not modified", () => ({ url: DOWNLOADS_URL, headers: { "if-none-match": listEtag } }), 304],
  ["a download link", () => ({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY }, remoteAddress: "10.0.0.2" }), 200],
  ["a link for a file not listed", () => ({ method: "POST", url: DOWNLOADS_URL, payload: { path: "win/9/x.exe" }, remoteAddress: "10.0.0.3" }), 404],
  ["a body that is not JSON", () => ({ method: "POST", url: DOWNLOADS_URL, payload: "{", headers: json, remoteAddress: "10.0.0.4" }), 400],
  ["a body over the limit", () => ({ method: "POST", url: DOWNLOADS_URL, payload: { path: "a".repeat(2000) }, remoteAddress: "10.0.0.5" }), 413],
  ["a body of a type no route takes", () => ({ method: "POST", url: DOWNLOADS_URL, payload: "x", headers: { "content-type": "text/csv" } }), 415],
  ["the rate limit", () => ({ method: "POST", url: DOWNLOADS_URL, payload: { path: KEY }, remoteAddress: "10.0.0.1" }), 429],
  ["a file", () => ({ url: link }), 200],
  ["a range of a file", () => ({ url: link, headers: { range: "bytes=0-9" } }), 206],
  ["a range past the end", () => ({ url: link, headers: { range: "bytes=999999999-" } }), 416],
  ["a tampered link", () => ({ url: link.replace(/signature=./, "signature=~") }), 403],
  ["an expired link", () => ({ url: link.replace(/expires=\d+/, "expires=1") }), 403],
  ["an update check with nothing newer", () => ({ url: `${API_PREFIX}/updates/win/x64/${newest}` }), 204],
  ["an update check with something newer", () => ({ url: `${API_PREFIX}/updates/win/x64/2.3.1` }), 200],
  ["an update check for a version that is not one", () => ({ url: `${API_PREFIX}/updates/win/x64/abc` }), 400],
  ["an API path not found", () => ({ url: `${API_PREFIX}/nothing-here` }), 404],
  ["an address that does not decode", () => ({ url: `${FILES_URL}/win/%zz/a.exe` }), 400],
  ["the liveness check", () => ({ url: "/livez" }), 200],
  ["the readiness check", () => ({ url: "/readyz" }), 200],
];

describe("security headers on every kind of answer", () => {
  it.each(KINDS)("%s", async (_kind, request, status) => {
    // The rate limit needs its address's earlier links first.
    if (status === 429) for (let i = 0; i < 3; i++) await t.app.inject(request());
    const answer = await t.app.inject(request());
    expect(answer.statusCode).toBe(status);
    const missing = SECURITY_HEADER_NAMES.filter((name) => answer.headers[name] === undefined);
    expect(missing).toEqual([]);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-request-id"]).toBeDefined();
    // Refusals are JSON {error}, except a page not found, which is the site's HTML page.
    if (status >= 400 && !String(answer.headers["content-type"]).startsWith("text/html")) expect(Object.keys(answer.json())).toEqual(["error"]);
  });
});
