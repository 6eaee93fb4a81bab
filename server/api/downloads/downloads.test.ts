import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tooling/app/test-app";
import { yank } from "../../releases/yank";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.app.close());

const URL = "/api/home/v1/downloads";
const post = (payload: string, headers: Record<string, string> = { "content-type": "application/json" }) =>
  t.app.inject({ method: "POST", url: URL, payload, headers });

describe("GET /downloads", () => {
  it("answers files by os and version (highest first, by semver) and the latest per os", async () => {
    const response = await t.app.inject({ method: "GET", url: URL });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(Object.keys(body.files.win)).toEqual(["2.10.0", "2.4.0", "2.3.1"]);
    expect(body.latestVersions.win).toMatchObject({ version: "2.10.0", title: "Installer (64-bit)", url: "win/2.10.0/bestelwijs-2.10.0-x64-sample.exe" });
    expect(body.latestVersions.mac_os.version).toBe("2.10.0");
    const file = body.files.win["2.4.0"]["Installer (32-bit)"];
    expect(file.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(file.size).toBeGreaterThan(0);
  });

  it("has a strong ETag, a short max-age and answers 304 to If-None-Match", async () => {
    const first = await t.app.inject({ method: "GET", url: URL });
    expect(first.headers.etag).toMatch(/^"[^"]+"$/);
    expect(first.headers["cache-control"]).toContain("max-age=60");
    const again = await t.app.inject({ method: "GET", url: URL, headers: { "if-none-match": first.headers.etag as string } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe("");
  });
});

describe("POST /downloads", () => {
  it("answers a signed, uncacheable link for a path in the catalogue", async () => {
    const response = await post(JSON.stringify({ path: "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe" }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.json().url).toMatch(/^\/api\/home\/v1\/files\/win\/2\.4\.0\/bestelwijs-2\.4\.0-x86-sample\.exe\?expires=\d+&signature=[\w-]+$/);
  });

  it.each([
    ["not JSON", "{path:", 400],
    ["an array", "[]", 400],
    ["a missing path", "{}", 400],
    ["a number path", '{"path": 5}', 400],
    ["an unknown key", '{"path": "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe", "os": "win"}', 400],
    ["a __proto__ key", '{"path": "x", "__proto__": {"polluted": true}}', 400],
    ["a constructor.prototype key", '{"path": "x", "constructor": {"prototype": {"polluted": true}}}', 400],
    ["an empty body", "", 400],
  ])("refuses %s with 400 and a sentence", async (_name, payload, status) => {
    const response = await post(payload);
    expect(response.statusCode).toBe(status);
    expect(response.json().error).toMatch(/^[A-Z"].+\.$/);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "../manifest.json",
    "win/2.4.0/../../manifest.json",
    "win%2F2.4.0%2Fbestelwijs-2.4.0-x86-sample.exe",
    "win%252F..%252Fmanifest.json",
    "win\\2.4.0\\bestelwijs-2.4.0-x86-sample.exe",
    "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe\u0000",
    "/etc/passwd",
    "C:\\Windows\\win.ini",
    "win/2.4.0/bestelwijs-2.4.0-x86-sample\u2024exe",
    "win\u22152.4.0\u2215bestelwijs-2.4.0-x86-sample.exe",
    "WIN/2.4.0/bestelwijs-2.4.0-x86-sample.exe",
  ])("answers 404 for %j, a path not in the catalogue", async (path) => {
    const response = await post(JSON.stringify({ path }));
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toContain("no download");
  });

  it("answers 413 for a body over 1 KB", async () => {
    const response = await post(JSON.stringify({ path: "x".repeat(1100) }));
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBeTruthy();
  });

  it.each(["text/plain", "multipart/form-data; boundary=x"])("answers 415 for %s", async (type) => {
    const response = await post('{"path":"x"}', { "content-type": type });
    expect(response.statusCode).toBe(415);
    expect(response.json().error).toContain("JSON");
  });

  it.each(["PUT", "DELETE", "PATCH"] as const)("answers %s with 405 and Allow", async (method) => {
    const response = await t.app.inject({ method, url: URL });
    expect(response.statusCode).toBe(405);
    expect(response.headers.allow).toBe("GET, HEAD, POST");
    expect(response.json().error).toBeTruthy();
  });
});

describe("POST /downloads from the page's form (no JavaScript)", () => {
  const FORM = "application/x-www-form-urlencoded";
  const PATH = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";
  const postForm = (payload: string, headers: Record<string, string> = {}, lang?: string) =>
    t.app.inject({ method: "POST", url: lang ? `${URL}?lang=${lang}` : URL, payload, headers: { "content-type": FORM, ...headers } });
  const form = (fields: [string, string][]) => new URLSearchParams(fields).toString();

  it("answers 303 See Other to the signed link, uncacheable", async () => {
    const response = await postForm(form([["path", PATH]]), {}, "nl");
    expect(response.statusCode).toBe(303);
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.headers.location).toMatch(/^\/api\/home\/v1\/files\/win\/2\.4\.0\/bestelwijs-2\.4\.0-x86-sample\.exe\?expires=\d+&signature=[\w-]+$/);
    const file = await t.app.inject({ method: "GET", url: String(response.headers.location) });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-disposition"]).toContain("attachment");
  });

  it("accepts a charset parameter and a form posted without its language", async () => {
    const response = await postForm(form([["path", PATH]]), { "content-type": `${FORM}; charset=UTF-8` });
    expect(response.statusCode).toBe(303);
  });

  it("keeps the JSON answer for fetch exactly as it was", async () => {
    const response = await post(JSON.stringify({ path: PATH }));
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toMatch(/^application\/json/);
    expect(Object.keys(response.json())).toEqual(["url"]);
  });

  it.each([
    ["an unknown path", form([["path", "win/9.9.9/nope.exe"]]), "nl", 404, "Dit bestand staat niet meer in de lijst"],
    ["a traversal path", form([["path", "../manifest.json"]]), "en", 404, "This file is no longer on the list"],
    ["no path", "", "nl", 400, "Er ging iets mis met je keuze"],
    ["an empty path", form([["path", ""]]), "en", 400, "Something went wrong with your choice"],
    [
      "the path twice",
      form([
        ["path", PATH],
        ["path", PATH],
      ]),
      "en",
      400,
      "Something went wrong with your choice",
    ],
    [
      "an unknown field",
      form([
        ["path", PATH],
        ["os", "win"],
      ]),
      "en",
      400,
      "Something went wrong with your choice",
    ],
    [
      "a __proto__ field",
      form([
        ["path", PATH],
        ["__proto__", "x"],
      ]),
      "en",
      400,
      "Something went wrong with your choice",
    ],
    ["a body over 1 KB", form([["path", "x".repeat(1100)]]), "nl", 413, "Er ging iets mis met je keuze"],
    ["a garbled body", "%%%&&&=", "en", 400, "Something went wrong with your choice"],
  ])("refuses %s with the downloads page in the form's language, and an alert that says why", async (_name, payload, lang, status, sentence) => {
    const response = await postForm(payload, {}, lang);
    expect(response.statusCode).toBe(status);
    expect(response.headers["content-type"]).toBe("text/html; charset=utf-8");
    expect(response.headers["cache-control"]).toBe("no-store");
    expect(response.body).toMatch(new RegExp(`<div role="alert"[^>]*><p[^>]*>[^<]+</p><p[^>]*>${sentence}`));
    // The page itself, with its list: the visitor picks again right there.
    expect(response.body).toContain('<h2 id="downloads-list"');
    expect(response.body).toContain('data-downloads="ready"');
    // Its inline scripts run: the page's CSP names their hashes.
    expect(response.headers["content-security-policy"]).toMatch(/script-src [^;]*'sha256-/);
    expect(response.body).toMatch(/^<!DOCTYPE html><html lang="(nl-NL|en)">/);
    expect(response.body).not.toMatch(/at .*\.ts:\d+|Error:|stack/i);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it("takes the language from the cookie, then the host, when the form does not say", async () => {
    const unknown = form([["path", "nope"]]);
    await expect(postForm(unknown, { cookie: "preferredLocale=nl" }).then((r) => r.headers["content-language"])).resolves.toBe("nl-NL");
    await expect(postForm(unknown, { host: "bestelwijs.nl" }).then((r) => r.headers["content-language"])).resolves.toBe("nl-NL");
    await expect(postForm(unknown).then((r) => r.headers["content-language"])).resolves.toBe("en");
    await expect(postForm(unknown, { cookie: "preferredLocale=nl" }, "xx").then((r) => r.headers["content-language"])).resolves.toBe("nl-NL");
    await expect(postForm(unknown, { cookie: "preferredLocale=nl" }, "en").then((r) => r.headers["content-language"])).resolves.toBe("en");
  });

  it("escapes nothing of the request into the page", async () => {
    const response = await postForm(form([["path", "<script>alert(1)</script>"]]), {}, "en");
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain("<script>alert(1)");
    expect(response.body).not.toContain("alert(1)");
  });
});

describe("a form post over the rate limit", () => {
  it("gets 429 with Retry-After and a page that says how long to wait, in its language", async () => {
    const limited = await createTestApp({ linksPerMinute: 1 });
    try {
      const postForm = () =>
        limited.app.inject({
          method: "POST",
          url: `${URL}?lang=nl`,
          payload: "path=win%2F2.4.0%2Fbestelwijs-2.4.0-x86-sample.exe",
          headers: { "content-type": "application/x-www-form-urlencoded" },
        });
      expect((await postForm()).statusCode).toBe(303);
      const refused = await postForm();
      expect(refused.statusCode).toBe(429);
      expect(refused.headers["content-type"]).toBe("text/html; charset=utf-8");
      // The test app's clock stands still: the whole minute is left.
      expect(refused.headers["retry-after"]).toBe("60");
      expect(refused.body).toContain("Wacht 60 seconden");
      // fetch still gets the JSON sentence that the page alerts.
      const json = await limited.app.inject({ method: "POST", url: URL, payload: '{"path":"x"}', headers: { "content-type": "application/json" } });
      expect(json.statusCode).toBe(429);
      expect(json.json().error).toMatch(/^Too many download requests/);
    } finally {
      await limited.app.close();
    }
  });
});

describe("a form post for a file the catalogue cannot give", () => {
  const formPost = (app: TestApp["app"], path: string) =>
    app.inject({
      method: "POST",
      url: `${URL}?lang=en`,
      payload: new URLSearchParams({ path }).toString(),
      headers: { "content-type": "application/x-www-form-urlencoded" },
    });
  const alertOf = (body: string) => /<div role="alert"[^>]*><p[^>]*>[^<]+<\/p><p[^>]*>([^<]+)/.exec(body)?.[1];

  it("answers a yanked version's file 410 with the page that says it is no longer listed; fetch gets the JSON 410", async () => {
    const yanked = await createTestApp();
    try {
      const path = "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe";
      await yank(yanked.releases.store, "win", "2.4.0", "prints every receipt twice", new Date());
      await yanked.releases.catalogue.refresh();
      const page = await formPost(yanked.app, path);
      expect(page.statusCode).toBe(410);
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      expect(page.headers["cache-control"]).toBe("no-store");
      expect(alertOf(page.body)).toBe("This file is no longer on the list. Please pick the latest version below.");
      const json = await yanked.app.inject({ method: "POST", url: URL, payload: JSON.stringify({ path }), headers: { "content-type": "application/json" } });
      expect(json.statusCode).toBe(410);
      expect(json.json().error).toContain("2.4.0");
    } finally {
      await yanked.app.close();
    }
  });

  it("answers 503 with Retry-After and the page without its list, which says downloads are not available, while there is no catalogue", async () => {
    const empty = await createTestApp({ samples: false });
    try {
      const page = await formPost(empty.app, "win/2.4.0/bestelwijs-2.4.0-x86-sample.exe");
      expect(page.statusCode).toBe(503);
      expect(page.headers["retry-after"]).toBe("30");
      expect(page.headers["content-type"]).toBe("text/html; charset=utf-8");
      // Without a list there is no form to alert above: the page says why it has none.
      expect(page.body).toContain("The downloads are not available right now");
      expect(alertOf(page.body)).toBeUndefined();
    } finally {
      await empty.app.close();
    }
  });
});

describe("the OpenAPI document", () => {
  it("describes the downloads endpoints with their schemas", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/home/v1/openapi.json" })).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(["/api/home/v1/downloads", "/api/home/v1/files/{*}"]));
    expect(doc.paths["/api/home/v1/downloads"].post.requestBody.content["application/json"].schema.additionalProperties).toBe(false);
    expect(Object.keys(doc.paths["/api/home/v1/downloads"].post.responses)).toEqual(expect.arrayContaining(["400", "404", "413", "415", "429", "503"]));
  });

  it("lists only the methods an endpoint serves, not the routes that answer the others with 405", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/home/v1/openapi.json" })).json();
    expect(Object.keys(doc.paths["/api/home/v1/downloads"])).toEqual(["get", "post"]);
  });
});
