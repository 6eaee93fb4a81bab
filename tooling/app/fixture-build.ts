import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { HTML_LANG, LOCALES } from "../../app/shared/locales";
import { readSiteConfig } from "../../config/site-config";
import type { PagesManifest } from "../../server/pages-manifest";

/** A tiny build directory shaped like the real one, so server tests need no full build. */
export async function createFixtureBuild(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), "bestelwijs-build-"));
  const write = async (relative: string, body: string | Buffer) => {
    await mkdir(path.dirname(path.join(dir, relative)), { recursive: true });
    await writeFile(path.join(dir, relative), body);
  };
  const html = (lang: string, text: string) => `<!DOCTYPE html><html lang="${lang}"><body><h1>${text}</h1><script>inline()</script></body></html>`;

  await write("client/assets/entry-abc123.js", "console.log('entry');");
  await write("client/favicon.svg", "<svg xmlns='http://www.w3.org/2000/svg'/>");
  await write("client/.env", "SECRET=1");
  await write("secret.txt", "outside the client folder");

  const files: PagesManifest["files"] = [];
  for (const locale of LOCALES) {
    const lang = HTML_LANG[locale];
    for (const [pagePath, name, text] of [
      ["/", "index", `home-${locale}`],
      ["/prijzen", "prijzen", `pricing-${locale}`],
      ["/downloads", "downloads", `downloads-${locale}`],
    ] as const) {
      const body = html(lang, text);
      await write(`pages/${locale}/${name}.html`, body);
      await write(`pages/${locale}/${name}.html.gz`, gzipSync(body));
      files.push({ path: pagePath, locale, file: `${locale}/${name}.html`, status: 200, scriptHashes: ["'sha256-fixture'"] });
    }
    await write(`pages/${locale}/404.html`, html(lang, `notfound-${locale}`));
    files.push({ path: null, locale, file: `${locale}/404.html`, status: 404, scriptHashes: [] });
  }
  // What a downloads page would be rendered with (server/request-time-pages/downloads-page.ts): the fixture has none, but a refused form post renders one.
  const facts: PagesManifest["facts"] = {
    stylesheets: { app: "/assets/app-abc123.css", home: "/assets/home-abc123.css" },
    bootScript: "loadEnhance()",
    favicon: { pngBase64: Buffer.from([0x89, 0x50, 0x4e, 0x47]).toString("base64"), sizePx: 48 },
    headScripts: { locale: "applyLocale()", consent: "startConsent()", visitorOs: "markOs()" },
    site: readSiteConfig({}),
    year: 2026,
  };
  await write("pages/manifest.json", JSON.stringify({ builtAt: new Date().toISOString(), files, facts } satisfies PagesManifest));
  return dir;
}
