import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../app/seo/json-ld";
import { SOFTWARE_BLOCK_ID, softwareLd, systemOf } from "../../app/seo/software";
import { buildApp } from "../app";
import { inlineScriptHashes } from "../inline-script-hashes";
import type { PagesManifest } from "../pages-manifest";
import { publish } from "../releases/publish";
import { createSampleReleases } from "../test-support/sample-releases";
import { downloadsSectionHtml } from "./downloads-list";

const systems = { win: { name: "Windows", supported: "Windows 10, 11" }, mac_os: { name: "macOS", supported: "macOS Ventura" } };
const block = `<script type="application/ld+json" id="${SOFTWARE_BLOCK_ID}">${serializeJsonLd(softwareLd({ systems }, "https://x.test/downloads?lang=en", "Bestelwijs"))}</script>`;
/** As the pre-renderer writes it: the block without versions, the visitor-OS script, the list's placeholders. */
const downloadsPage = (list: string) =>
  `<!DOCTYPE html><html lang="en"><body><script>markVisitorOs()</script>${block}<h1>Downloads</h1><main>${list}</main>${"<p>filler</p>".repeat(100)}</body></html>`;
const downloadsHtml = downloadsPage(downloadsSectionHtml("en", null));
const homeHtml = `<!DOCTYPE html><html lang="en"><body><h1>Home</h1></body></html>`;

/** A build with a downloads page as prerender writes it, plus .br and .gz twins. */
async function downloadsBuild(html = downloadsHtml): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-ld-build-"));
  await mkdir(path.join(dir, "client"), { recursive: true });
  await mkdir(path.join(dir, "pages", "en"), { recursive: true });
  const files: PagesManifest["files"] = [];
  for (const [pagePath, name, body] of [
    ["/downloads", "downloads", html],
    ["/", "index", homeHtml],
  ] as const) {
    const file = path.join(dir, "pages", "en", `${name}.html`);
    await writeFile(file, body);
    await writeFile(`${file}.br`, brotliCompressSync(body));
    await writeFile(`${file}.gz`, gzipSync(body));
    files.push({ path: pagePath, locale: "en", file: `en/${name}.html`, status: 200, scriptHashes: inlineScriptHashes(body) });
  }
  await writeFile(path.join(dir, "pages", "manifest.json"), JSON.stringify({ builtAt: new Date().toISOString(), files } satisfies PagesManifest));
  return dir;
}

/** Every script the browser would run must be allowed by the page's policy. */
function expectScriptsAllowed(html: string, csp: unknown) {
  const scriptSrc = String(csp)
    .split(";")
    .find((part) => part.trim().startsWith("script-src"))!;
  const hashes = inlineScriptHashes(html);
  expect(hashes.length).toBeGreaterThan(0);
  for (const hash of hashes) expect(scriptSrc).toContain(hash);
}

function versionsIn(html: string): Record<string, unknown> {
  const json = html.match(new RegExp(`id="${SOFTWARE_BLOCK_ID}">(.*?)</script>`))![1]!;
  return Object.fromEntries((JSON.parse(json)["@graph"] as Record<string, unknown>[]).map((node) => [systemOf(node), node.softwareVersion]));
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: "GET", url, headers: { cookie: "preferredLocale=en", ...headers } });

describe("the downloads page's structured data with a release catalogue", () => {
  let app: FastifyInstance;
  let samples: Awaited<ReturnType<typeof createSampleReleases>>;
  beforeAll(async () => {
    samples = await createSampleReleases();
    app = await buildApp({ buildDir: await downloadsBuild(), releases: samples.releases });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await samples.remove();
  });

  it("names the latest version of each system being served", async () => {
    const response = await get(app, "/downloads");
    expect(response.statusCode).toBe(200);
    expect(versionsIn(response.body)).toEqual({ win: "2.10.0", mac_os: "2.10.0" });
  });

  it("sends brotli and gzip bodies of the same page, each with its own validator", async () => {
    const identity = await get(app, "/downloads");
    const br = await get(app, "/downloads", { "accept-encoding": "br" });
    const gzip = await get(app, "/downloads", { "accept-encoding": "gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(identity.body);
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(identity.body);
    expect(br.headers.etag).toBe(String(identity.headers.etag).replace(/"$/, '-br"'));
    expect(gzip.headers.etag).toBe(String(identity.headers.etag).replace(/"$/, '-gzip"'));
    expect(identity.body).not.toBe(downloadsHtml);
  });

  it("answers a revalidation with 304 while the catalogue stays the same", async () => {
    const first = await get(app, "/downloads");
    const again = await get(app, "/downloads", { "if-none-match": String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it("lists the catalogue in the HTML: each card's latest version and form, the previous versions, and the data the page's script reads", async () => {
    const response = await get(app, "/downloads");
    const catalogue = (await app.inject({ url: "/api/home/v1/downloads" })).json();
    const html = response.body;
    expect(html).not.toContain("data-placeholder");
    expect(html).toContain("Latest version for Windows: 2.10.0");
    expect(html).toContain("Latest version for macOS: 2.10.0");
    expect(html).toContain(`<input type="hidden" name="path" value="${catalogue.latestVersions.win.url}"/>`);
    expect(html).toMatch(/<form (class="[^"]*" )?action="\/api\/home\/v1\/downloads\?lang=en" method="post">/);
    expect(html).toMatch(/<details name="previous-os"[^>]*><summary[^>]*>Windows/);
    expect(html).toMatch(/<details name="previous-version"[^>]*><summary[^>]*>Version 2.4.0/);
    for (const versions of Object.values(catalogue.files) as Record<string, Record<string, { url: string }>>[]) {
      for (const files of Object.values(versions)) for (const file of Object.values(files)) expect(html).toContain(`value="${file.url}"`);
    }
    expect(html).toContain('data-downloads="ready"');
    // The list takes the placeholders' place; the rest of the page is as built, but for the block's versions.
    expect(html).toContain(`<main>${downloadsSectionHtml("en", catalogue)}</main>`);
    const outside = (page: string) => page.replace(/<main>[\s\S]*<\/main>/, "<main></main>").replace(/id="ld-software">.*?<\/script>/, "");
    expect(outside(html)).toBe(outside(downloadsHtml));
  });

  it("keeps its policy allowing every script the rewritten page runs", async () => {
    const response = await get(app, "/downloads");
    expectScriptsAllowed(response.body, response.headers["content-security-policy"]);
  });

  it("leaves pages without the block untouched", async () => {
    const home = await get(app, "/");
    expect(home.body).toBe(homeHtml);
  });

  it("follows a new release, with a new validator", async () => {
    const before = await get(app, "/downloads");
    const file = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-ld-release-")), "bestelwijs-2.11.0.exe");
    await writeFile(file, "not a program");
    await publish(samples.releases.store, { os: "win", version: "2.11.0", arch: "x64", kind: "installer", file });
    await samples.releases.catalogue.refresh();

    const after = await get(app, "/downloads", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(versionsIn(after.body)).toEqual({ win: "2.11.0", mac_os: "2.10.0" });
    expect(after.body).toContain("Latest version for Windows: 2.11.0");
    expect(after.body).toMatch(/<summary[^>]*>Version 2.10.0/);
    const latest = (await app.inject({ url: "/api/home/v1/downloads" })).json() as { latestVersions: { win: { url: string } } };
    expect(after.body).toContain(`value="${latest.latestVersions.win.url}"`);
    const br = await get(app, "/downloads", { "accept-encoding": "br" });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(after.body);
  });
});

describe("a downloads page built from other copy than the server's", () => {
  it("is served as built, with its versions filled in and the problem logged", async () => {
    const samples = await createSampleReleases();
    const stale = downloadsPage(downloadsSectionHtml("en", null).replace("Choose your computer", "Pick a computer"));
    const errors: string[] = [];
    const logger = { level: "error", stream: { write: (line: string) => void errors.push(line) } };
    const app = await buildApp({ buildDir: await downloadsBuild(stale), releases: samples.releases, logger });
    try {
      await app.ready();
      const response = await get(app, "/downloads");
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain("Pick a computer");
      expect(response.body).toContain("data-placeholder");
      expect(versionsIn(response.body)).toEqual({ win: "2.10.0", mac_os: "2.10.0" });
      expectScriptsAllowed(response.body, response.headers["content-security-policy"]);
      expect(errors.join("")).toContain("no downloads list placeholder");
    } finally {
      await app.close();
      await samples.remove();
    }
  });
});

describe("the downloads page's structured data without a release catalogue", () => {
  it("is served as pre-rendered: valid, with no version", async () => {
    const app = await buildApp({ buildDir: await downloadsBuild() });
    const response = await get(app, "/downloads");
    expect(response.body).toBe(downloadsHtml);
    expect(versionsIn(response.body)).toEqual({ win: undefined, mac_os: undefined });
    await app.close();
  });
});
