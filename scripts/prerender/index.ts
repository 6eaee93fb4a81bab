/**
 * Renders every page of the route table in every locale, plus each locale's not-found page, into
 * static HTML (app/render/render-page.tsx), and writes a manifest the Fastify server serves from:
 * one file per path *and* language, which the server chooses between per request (decision 032).
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { buildFacts, entryFilesOf, type ViteManifest } from "../../app/render/build-facts";
import { renderPage } from "../../app/render/render-page";
import { LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { buildDir } from "../../config/build-dir";
import { ConfigError, readSiteConfig } from "../../config/site-config";
import { PAGES_MANIFEST, type PageFile, type PagesManifest, storeBuildFacts } from "../../server/pages-manifest";
import { FAVICON_PX } from "../pictures/favicon";
import { compileBootScript, compileHeadScripts } from "./head-scripts";
import { buildTagManagerId, inlineScriptHashes } from "./page-csp-facts";

const clientDir = path.join(buildDir(), "client");
const outDir = path.join(buildDir(), "pages");

async function main() {
  // Written by `vite build` (build.manifest in vite.config.ts) and scripts/pictures/index.ts, which `npm run build` runs first.
  const manifest = JSON.parse(await readFile(path.join(clientDir, ".vite", "manifest.json"), "utf8")) as ViteManifest;
  const favicon = { png: await readFile(path.join(clientDir, "favicon.png")), sizePx: FAVICON_PX };
  // Read once, here: every page of the build is rendered with the same configuration, and a
  // build that runs across New Year's midnight gives every page the same year (decision 034).
  const site = readSiteConfig(process.env);
  const [headScripts, bootScript] = await Promise.all([compileHeadScripts(), compileBootScript(entryFilesOf(manifest))]);
  const facts = buildFacts(manifest, { bootScript, favicon, headScripts, site, year: new Date().getFullYear() });
  await rm(outDir, { recursive: true, force: true });

  const files: PageFile[] = [];
  const rendered: { file: string; html: string }[] = [];
  const jobs = LOCALES.flatMap((locale) => [
    ...PAGES.map((page) => ({ locale, page, name: page.path === "/" ? "index" : page.path.slice(1) })),
    { locale, page: "not-found" as const, name: "404" },
  ]);
  for (const { locale, page, name } of jobs) {
    const html = await renderPage({ page, locale, facts });
    const file = `${locale}/${name}.html`;
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
    const found = page !== "not-found";
    files.push({ path: found ? page.path : null, locale, file, status: found ? 200 : 404, scriptHashes: inlineScriptHashes(html) });
    rendered.push({ file, html });
  }
  // Read from the pages themselves, so the server's CSP allows the tag manager exactly when they load it.
  const tagManagerId = buildTagManagerId(rendered);
  const pagesManifest: PagesManifest = { builtAt: new Date().toISOString(), ...(tagManagerId && { tagManagerId }), files, facts: storeBuildFacts(facts) };
  await writeFile(path.join(outDir, PAGES_MANIFEST), JSON.stringify(pagesManifest, null, 2));
  console.log(`Pre-rendered ${files.length} pages (${PAGES.length} routes × ${LOCALES.length} locales + 404s) into ${path.relative(process.cwd(), outDir)}`);
}

main().catch((error: unknown) => {
  // A configuration mistake is the operator's to fix: one sentence that names the variable, no stack.
  console.error(error instanceof ConfigError ? `Build stopped. ${error.message}` : error);
  process.exit(1);
});
