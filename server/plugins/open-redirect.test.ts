import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPEN_REDIRECT_TARGETS, staysOnSite } from "../../tests/support/open-redirect-shapes";
import { buildTestApp } from "../../tooling/app/test-app";

/*
 * No redirect leaves the site (decision 046): `GET //x//evil.example/` once answered 308 with
 * `location: //evil.example`. app.inject() resolves a URL as a browser does (dot segments,
 * backslashes), so the request target goes in a test-only header and a hook puts it back where
 * Node's HTTP parser would have left it, unresolved. server/open-redirect.integration.test.ts
 * sends the same targets over a socket, directly and through nginx.
 */

const RAW_TARGET = "x-test-raw-target";
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
  app.addHook("onRequest", async (request) => {
    const raw = request.headers[RAW_TARGET];
    if (typeof raw === "string") request.raw.url = raw;
  });
  await app.ready();
});
afterAll(() => app.close());

const rawGet = (target: string, method: "GET" | "HEAD" = "GET") =>
  app.inject({ method, url: "/", headers: { [RAW_TARGET]: target, host: "www.bestelwijs.example" } });

describe("redirects stay on this host", () => {
  it.each(OPEN_REDIRECT_TARGETS)("GET %s: no Location off the site", async (target) => {
    const response = await rawGet(target);
    const location = response.headers.location;
    if (location !== undefined) expect(staysOnSite(String(location)), `Location ${String(location)}`).toBe(true);
    expect(response.statusCode).toBeLessThan(500);
  });

  it.each(OPEN_REDIRECT_TARGETS)("HEAD %s: no Location off the site", async (target) => {
    const location = (await rawGet(target, "HEAD")).headers.location;
    if (location !== undefined) expect(staysOnSite(String(location)), `Location ${String(location)}`).toBe(true);
  });

  it("sends `//x//evil.example/` as inject passes it to a path on this host", async () => {
    const response = await app.inject({ method: "GET", url: "//x//evil.example/" });
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/x/evil.example");
  });

  it.each([
    ["//x//evil.example/", "/x/evil.example"],
    ["/.//evil.example/", "/evil.example"],
    ["//evil.example/", "/evil.example"],
    ["/\\evil.example", "/evil.example"],
    ["/%2F%2Fevil.example/", "/%2F%2Fevil.example"],
    ["http://evil.example//evil2.example/", "/evil2.example"],
    ["http://evil.example/prijzen/", "/prijzen"],
    ["/prijzen//?lang=en", "/prijzen?lang=en"],
    ["//prijzen", "/prijzen"],
  ])("redirects %s to %s", async (target, location) => {
    const response = await rawGet(target);
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe(location);
  });

  it("still serves a canonical path and keeps a trailing-slash redirect's query", async () => {
    expect((await rawGet("/prijzen?lang=en")).statusCode).toBe(200);
    const response = await rawGet("/prijzen/?next=//evil.example/");
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/prijzen?next=//evil.example/");
  });
});
