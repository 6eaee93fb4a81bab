import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFixtureBuild } from "../tooling/app/fixture-build";
import { buildApp } from "./app";
import { inlineScriptHashes } from "./inline-script-hashes";

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({ buildDir: await createFixtureBuild() });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers });

describe("language of the served page", () => {
  it.each([
    // [url, headers, expected text, expected Content-Language]
    ["/", {}, "home-en", "en"],
    ["/", { host: "www.bestelwijs.nl" }, "home-nl", "nl-NL"],
    ["/", { host: "www.bestelwijs.nl", cookie: "preferredLocale=en" }, "home-en", "en"],
    ["/", { cookie: "theme=dark; preferredLocale=nl" }, "home-nl", "nl-NL"],
    ["/", { cookie: "preferredLocale=de", host: "bestelwijs.nl" }, "home-nl", "nl-NL"],
    ["/", { cookie: "preferredLocale=fr", host: "bestelwijs.nl" }, "home-fr", "fr-BE"],
    ["/?lang=fr", { cookie: "preferredLocale=nl" }, "home-fr", "fr-BE"],
    ["/prijzen?lang=fr-BE", {}, "pricing-fr", "fr-BE"],
    // A .be domain: French or Dutch as the browser prefers, Dutch when it names neither.
    ["/", { host: "www.bestelwijs.be", "accept-language": "fr-BE,fr;q=0.9,en;q=0.8" }, "home-fr", "fr-BE"],
    ["/", { host: "www.bestelwijs.be", "accept-language": "nl-BE,nl;q=0.9,fr;q=0.8" }, "home-nl", "nl-NL"],
    ["/", { host: "www.bestelwijs.be", "accept-language": "en-GB,en;q=0.9" }, "home-nl", "nl-NL"],
    ["/", { host: "www.bestelwijs.be", "accept-language": ";;q=,,fr;q=oops" }, "home-fr", "fr-BE"],
    ["/", { host: "www.bestelwijs.be", "accept-language": "fr", cookie: "preferredLocale=en" }, "home-en", "en"],
    // Elsewhere the browser's languages decide nothing on a page.
    ["/", { "accept-language": "fr-BE,fr" }, "home-en", "en"],
    ["/?lang=nl", { cookie: "preferredLocale=en" }, "home-nl", "nl-NL"],
    ["/prijzen?lang=en", {}, "pricing-en", "en"],
    ["/prijzen?lang=NL", {}, "pricing-nl", "nl-NL"],
    ["/prijzen?lang=en-GB", { cookie: "preferredLocale=nl" }, "pricing-en", "en"],
  ] as const)("%s with %o serves %s", async (url, headers, text, contentLanguage) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(text);
    expect(response.headers["content-language"]).toBe(contentLanguage);
    expect(response.headers.vary).toMatch(/Cookie/);
  });

  it("varies on Accept-Language only on a .be domain, where it picks the language, and never stores that choice", async () => {
    const belgian = await get("/", { host: "www.bestelwijs.be", "accept-language": "fr-BE" });
    expect(belgian.headers.vary).toBe("Cookie, Accept-Language, Accept-Encoding");
    expect(belgian.headers["set-cookie"]).toBeUndefined();
    expect((await get("/", { host: "www.bestelwijs.nl", "accept-language": "fr-BE" })).headers.vary).toBe("Cookie, Accept-Encoding");
    expect((await get("/", { "accept-language": "fr-BE" })).headers.vary).toBe("Cookie, Accept-Encoding");
  });

  it("remembers ?lang in the preferredLocale cookie, also for visitors without JavaScript", async () => {
    const response = await get("/prijzen?lang=nl");
    expect(response.headers["set-cookie"]).toBe("preferredLocale=nl; Path=/; Max-Age=31536000; SameSite=Lax");
    expect((await get("/prijzen")).headers["set-cookie"]).toBeUndefined();
  });

  it.each([
    // [url, cookie sent, language served, cookie set]
    ["/prijzen?lang=en", "preferredLocale=nl", "pricing-en", "en"],
    ["/prijzen?lang=nl", "preferredLocale=en", "pricing-nl", "nl"],
  ])("answers %s with a cookie of %s in its own language, 200 and no redirect, and stores the choice", async (url, cookie, text, stored) => {
    const response = await get(url, cookie ? { cookie } : {});
    expect(response.statusCode).toBe(200); // canonical and hreflang URLs: crawlers keep no cookies
    expect(response.body).toContain(text);
    expect(response.headers["set-cookie"]).toBe(`preferredLocale=${stored}; Path=/; Max-Age=31536000; SameSite=Lax`);
    // A response that sets a cookie is the visitor's own: no shared cache may store and replay it.
    expect(response.headers["cache-control"]).toBe("private, no-cache");
  });

  it("the next page without the parameter stays in the chosen language", async () => {
    const first = await get("/prijzen?lang=en", { host: "www.bestelwijs.nl" });
    const cookie = String(first.headers["set-cookie"]).split(";")[0]!;
    const next = await get("/", { host: "www.bestelwijs.nl", cookie });
    expect(next.body).toContain("home-en");
    expect(next.headers["set-cookie"]).toBeUndefined();
  });

  it("sets no cookie, and stays cacheable, when ?lang repeats the stored choice or is absent", async () => {
    for (const response of [
      await get("/prijzen?lang=en", { cookie: "preferredLocale=en" }),
      await get("/prijzen", { cookie: "preferredLocale=nl" }),
      await get("/prijzen", { host: "bestelwijs.nl" }),
    ]) {
      expect(response.headers["set-cookie"]).toBeUndefined(); // a default is never stored either
      expect(response.headers["cache-control"]).toBe("no-cache");
      expect(response.headers.vary).toMatch(/Cookie/);
    }
  });

  it("marks the cookie Secure when the page was asked for over https", async () => {
    const proxied = await buildApp({ buildDir: await createFixtureBuild(), trustProxy: true });
    try {
      const response = await proxied.inject({ method: "GET", url: "/prijzen?lang=en", headers: { "x-forwarded-proto": "https" } });
      expect(response.headers["set-cookie"]).toBe("preferredLocale=en; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
    } finally {
      await proxied.close();
    }
  });
});

describe("a ?lang that names no supported language", () => {
  const EN_NOTICE = "The language code ‘de’ is not supported. You are seeing this page in English.";
  const STORES_ENGLISH = "preferredLocale=en; Path=/; Max-Age=31536000; SameSite=Lax";

  it.each([
    // [url, headers, status, cookie set]: any other code selects English, over the host and a Dutch choice.
    ["/?lang=de", { host: "www.bestelwijs.nl" }, 200, STORES_ENGLISH],
    ["/prijzen?lang=de", { cookie: "preferredLocale=nl" }, 200, STORES_ENGLISH],
    ["/prijzen?lang=de&utm_source=x", {}, 200, STORES_ENGLISH],
    ["/prijzen?lang=de", { host: "www.bestelwijs.nl", cookie: "preferredLocale=en" }, 200, undefined],
    ["/bestaat-niet?lang=de", { cookie: "preferredLocale=nl" }, 404, STORES_ENGLISH],
    // The fixture's server has no release store: the downloads page says so, with 503, and the notice.
    ["/downloads?lang=de", {}, 503, STORES_ENGLISH],
  ] as const)("%s with %o: %i in English, saying so", async (url, headers, status, setCookie) => {
    const response = await get(url, headers);
    expect(response.statusCode).toBe(status);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(response.headers["content-language"]).toBe("en");
    // First in <main>, as a status, with a link to the page in each other language, in that language.
    const main = response.body.slice(response.body.indexOf('<main id="main"'));
    expect(main).toMatch(/^<main id="main" tabindex="-1"><div class="[^"]*"><div role="status"/);
    expect(main.slice(0, 1200)).toContain(EN_NOTICE);
    expect(main.slice(0, 2000)).toMatch(/<a href="\?lang=nl" hrefLang="nl" lang="nl"[^>]*>Lees deze pagina in het Nederlands<\/a>/);
    expect(main.slice(0, 2000)).toMatch(/<a href="\?lang=fr" hrefLang="fr" lang="fr"[^>]*>Lire cette page en français<\/a>/);
    // English is the choice, stored like any ?lang: the cookie when it changes, and then the answer is the visitor's own.
    expect(response.headers["set-cookie"]).toBe(setCookie);
    expect(response.headers["cache-control"]).toBe(setCookie ? "private, no-cache" : "no-cache");
    expect(response.headers.vary).toMatch(/Cookie/);
    // The policy allows exactly the page's own inline scripts.
    for (const hash of inlineScriptHashes(response.body)) expect(response.headers["content-security-policy"]).toContain(hash);
  });

  it("stores English as the choice, and the next page is English without the notice", async () => {
    const first = await get("/prijzen?lang=de", { cookie: "preferredLocale=nl" });
    expect(first.body).toContain("The language code ‘de’ is not supported. You are seeing this page in English.");
    const cookie = String(first.headers["set-cookie"]).split(";")[0]!;
    expect(cookie).toBe("preferredLocale=en");
    const next = await get("/prijzen", { cookie });
    expect(next.body).toContain("pricing-en"); // the page as built
    expect(next.body).not.toContain('role="status"');
  });

  it.each([
    ["<script>alert(1)</script>", "%3Cscript%3Ealert(1)%3C%2Fscript%3E"],
    ["fr_FR", "fr_FR"],
    ["a".repeat(36), "a".repeat(36)],
    ["x".repeat(5000), "x".repeat(5000)],
    [`fr-FR-${"x".repeat(30)}`, `fr-FR-${"x".repeat(30)}`],
  ])("says only “this language code” for a code too odd to repeat (%s)", async (code, encoded) => {
    const response = await get(`/prijzen?lang=${encoded}`);
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain("This language code is not supported. You are seeing this page in English.");
    expect(response.body).not.toContain(code);
    expect(response.body).not.toContain("alert(1)");
  });

  it("names a well-formed code as given, escaped like all copy", async () => {
    expect((await get("/prijzen?lang=pt-BR")).body).toContain("The language code ‘pt-BR’ is not supported.");
    expect((await get("/prijzen?lang=ZH-hant-TW")).body).toContain("The language code ‘ZH-hant-TW’ is not supported.");
  });

  it("revalidates like every page: the same notice answers 304 to its own validator", async () => {
    const first = await get("/prijzen?lang=de");
    const etag = String(first.headers.etag);
    expect((await get("/prijzen?lang=de", { "if-none-match": etag })).statusCode).toBe(304);
    expect((await get("/prijzen?lang=it", { "if-none-match": etag })).statusCode).toBe(200);
    expect((await get("/prijzen?lang=en", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("an empty ?lang selects English like any other value, but names no code: the page as built, without a notice", async () => {
    const response = await get("/prijzen?lang=", { cookie: "preferredLocale=nl" });
    expect(response.body).toContain("pricing-en");
    expect(response.headers["set-cookie"]).toBe("preferredLocale=en; Path=/; Max-Age=31536000; SameSite=Lax");
  });
});

describe("pages", () => {
  it("answers an unknown path with 404 and the not-found page in the visitor's language", async () => {
    const response = await get("/bestaat-niet", { cookie: "preferredLocale=nl" });
    expect(response.statusCode).toBe(404);
    expect(response.body).toContain("notfound-nl");
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
  });

  it("redirects a trailing slash to the canonical path, keeping the query", async () => {
    const response = await get("/prijzen/?lang=en");
    expect(response.statusCode).toBe(308);
    expect(response.headers.location).toBe("/prijzen?lang=en");
  });

  it("revalidates HTML with an ETag and answers 304 when it matches", async () => {
    const first = await get("/prijzen", { cookie: "preferredLocale=en" });
    expect(first.headers["cache-control"]).toBe("no-cache");
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect((await get("/prijzen?lang=en", { "if-none-match": etag })).statusCode).toBe(304);
    expect((await get("/prijzen?lang=nl", { "if-none-match": etag })).statusCode).toBe(200);
  });

  it("sends the precompressed body when the client accepts it", async () => {
    const response = await get("/prijzen?lang=en", { "accept-encoding": "br, gzip" });
    expect(response.headers["content-encoding"]).toBe("gzip"); // the fixture has no .br
    const plain = await get("/prijzen?lang=en", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toContain("pricing-en");
  });

  it("adds the page's inline-script hashes to its CSP, never unsafe-inline", async () => {
    const csp = String((await get("/")).headers["content-security-policy"]);
    expect(csp).toContain("script-src 'self' 'sha256-fixture'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toContain("unsafe-inline");
  });

  it.each(["POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const)("answers %s on a page with 405, Allow and a JSON error", async (method) => {
    const response = await app.inject({ method, url: "/prijzen" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.json()).toEqual({ error: `${method} is not allowed here. Use GET.` });
  });

  it("answers HEAD like GET, without a body", async () => {
    const response = await app.inject({ method: "HEAD", url: "/prijzen?lang=en" });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe("");
    expect(response.headers["content-language"]).toBe("en");
  });
});

describe("static assets", () => {
  it("serves hashed assets as immutable", async () => {
    const response = await get("/assets/entry-abc123.js");
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("serves unhashed public files with a short cache", async () => {
    expect((await get("/favicon.svg")).headers["cache-control"]).toBe("public, max-age=3600");
  });

  it.each([
    "/.env",
    "/%2eenv",
    "/assets/../.env",
    "/../secret.txt",
    "/..%2fsecret.txt",
    "/assets/..%2f..%2fsecret.txt",
    "/assets%5c..%5c..%5csecret.txt",
    "/%2e%2e/secret.txt",
    "/%2e%2e%2fsecret.txt",
    "/assets/%252e%252e%252f%252e%252e%252fsecret.txt",
    "/assets/..%5c..%5csecret.txt",
    "/assets/%c0%ae%c0%ae/%c0%ae%c0%ae/secret.txt",
    "/secret.txt%00",
    "/assets/..%00/..%00/secret.txt",
    "/%e2%80%a5/secret.txt",
    "/prijzen/..%2f..%2fsecret.txt",
    "/en/%2e%2e/%2e%2e/secret.txt",
  ])("never serves %s", async (url) => {
    const response = await get(url);
    expect(response.body).not.toContain("SECRET=1");
    expect(response.body).not.toContain("outside the client folder");
    expect([200, 308, 400, 404]).toContain(response.statusCode);
  });
});

describe("security headers", () => {
  it.each(["/", "/assets/entry-abc123.js", "/api/home/v1/nope", "/livez"])("are on %s", async (url) => {
    const { headers } = await get(url);
    expect(headers["strict-transport-security"]).toMatch(/max-age=\d+/);
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["content-security-policy"]).toContain("frame-ancestors 'none'");
  });
});

describe("the home API prefix", () => {
  it("answers an unknown API path with a JSON 404", async () => {
    const response = await get("/api/home/v1/unknown");
    expect(response.statusCode).toBe(404);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ error: "There is no API endpoint at /api/home/v1/unknown." });
  });

  it("answers a wrong method with 405, Allow and a JSON error", async () => {
    const response = await app.inject({ method: "DELETE", url: "/api/home/v1/" });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD");
    expect(response.json().error).toMatch(/DELETE is not allowed/);
  });

  it("answers malformed JSON with a readable 400, not a stack trace", async () => {
    const response = await app.inject({ method: "POST", url: "/api/home/v1/unknown", headers: { "content-type": "application/json" }, payload: "{bad" });
    expect([400, 404]).toContain(response.statusCode);
    expect(response.body).not.toMatch(/at .*\.js:\d+/);
    expect(Object.keys(response.json())).toEqual(["error"]);
  });
});

describe("health", () => {
  it("reports live and ready", async () => {
    expect((await get("/livez")).json()).toEqual({ status: "ok" });
    expect((await get("/readyz")).statusCode).toBe(200);
  });

  it("is not ready while a readiness check fails", async () => {
    const other = await buildApp({ buildDir: await createFixtureBuild() });
    let ready = false;
    other.addReadinessCheck("release store", () => ready);
    const waiting = await other.inject({ url: "/readyz" });
    expect(waiting.statusCode).toBe(503);
    expect(waiting.json()).toEqual({ error: "Not ready yet: waiting for release store." });
    ready = true;
    expect((await other.inject({ url: "/readyz" })).statusCode).toBe(200);
    await other.close();
  });
});

describe("logs and failures", () => {
  it("writes exactly one JSON line per request, with what an operator looks for", async () => {
    const lines: string[] = [];
    const logged = await buildApp({ buildDir: await createFixtureBuild(), logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });
    await logged.inject({ url: "/prijzen?lang=en" });
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.url === "/prijzen?lang=en");
    expect(entries).toEqual([expect.objectContaining({ msg: "request", method: "GET", status: 200, ms: expect.any(Number) })]);
    await logged.close();
  });

  it("answers an unexpected failure with a plain JSON 500 that leaks nothing, and logs the cause", async () => {
    const lines: string[] = [];
    const failing = await buildApp({ buildDir: await createFixtureBuild(), logger: { level: "info", stream: { write: (line: string) => lines.push(line) } } });
    failing.get("/api/home/v1/boom", async () => {
      throw new Error("database password is hunter2");
    });
    const response = await failing.inject({ url: "/api/home/v1/boom" });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ error: "Something went wrong on our side. Please try again in a moment." });
    expect(response.body).not.toContain("hunter2");
    expect(lines.some((line) => line.includes("hunter2") && line.includes('"level":50'))).toBe(true);
    await failing.close();
  });
});
