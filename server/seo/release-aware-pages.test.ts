import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serializeJsonLd } from "../../app/seo/json-ld";
import { SOFTWARE_BLOCK_ID, softwareLd, systemOf } from "../../app/seo/software";
import { buildApp } from "../app";
import type { PagesManifest } from "../pages-manifest";
import { publish } from "../releases/publish";
import { createSampleReleases } from "../test-support/sample-releases";

const systems = { win: { name: "Windows", supported: "Windows 10, 11" }, mac_os: { name: "macOS", supported: "macOS Ventura" } };
const downloadsHtml = `<!DOCTYPE html><html lang="en"><body><script type="application/ld+json" id="${SOFTWARE_BLOCK_ID}">${serializeJsonLd(softwareLd({ systems }, "https://x.test/downloads?lang=en", "Bestelwijs"))}</script><h1>Downloads</h1>${"<p>filler</p>".repeat(100)}</body></html>`;
const homeHtml = `<!DOCTYPE html><html lang="en"><body><h1>Home</h1></body></html>`;

/** A build with a downloads page as prerender writes it: the block without versions, plus .br and .gz twins. */
async function downloadsBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-ld-build-"));
  await mkdir(path.join(dir, "client"), { recursive: true });
  await mkdir(path.join(dir, "pages", "en"), { recursive: true });
  const files: PagesManifest["files"] = [];
  for (const [pagePath, name, html] of [["/downloads", "downloads", downloadsHtml], ["/", "index", homeHtml]] as const) {
    const file = path.join(dir, "pages", "en", `${name}.html`);
    await writeFile(file, html);
    await writeFile(`${file}.br`, brotliCompressSync(html));
    await writeFile(`${file}.gz`, gzipSync(html));
    files.push({ path: pagePath, locale: "en", file: `en/${name}.html`, status: 200, scriptHashes: [] });
  }
  await writeFile(path.join(dir, "pages", "manifest.json"), JSON.stringify({ builtAt: new Date().toISOString(), files } satisfies PagesManifest));
  return dir;
}

function versionsIn(html: string): Record<string, unknown> {
  const json = html.match(new RegExp(`id="${SOFTWARE_BLOCK_ID}">(.*?)</script>`))![1]!;
  return Object.fromEntries((JSON.parse(json)["@graph"] as Record<string, unknown>[]).map((node) => [systemOf(node), node.softwareVersion]));
}

const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) => app.inject({ method: "GET", url, headers: { cookie: "preferredLocale=en", ...headers } });

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

  it("leaves pages without the block untouched", async () => {
    const home = await get(app, "/");
    expect(home.body).toBe(homeHtml);
  });

  it("follows a new release, with a new validator", async () => {
    const before = await get(app, "/downloads");
    const file = path.join(await mkdtemp(path.join(tmpdir(), "bestelwijs-ld-release-")), "bestelwijs-2.11.0.exe");
    await writeFile(file, "not a program");
    await publish(samples.releases.store, { os: "win", version: "2.11.0", label: "Installer (64-bit)", file });
    await samples.releases.catalogue.refresh();

    const after = await get(app, "/downloads", { "if-none-match": String(before.headers.etag) });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(versionsIn(after.body)).toEqual({ win: "2.11.0", mac_os: "2.10.0" });
    const br = await get(app, "/downloads", { "accept-encoding": "br" });
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(after.body);
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
