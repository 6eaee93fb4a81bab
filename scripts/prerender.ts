/**
 * Renders every page of the route table in every locale with the server bundle that
 * `react-router build` emitted, and writes static HTML plus a manifest the Fastify server
 * serves from. Why not React Router's own `prerender` option: it renders one file per
 * path, and we need one per path *and* language. See docs/decisions/001.
 */
import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type ServerBuild, createRequestHandler } from "react-router";
import { LOCALES, PREFERRED_LOCALE_KEY } from "../app/i18n/locales";
import { buildDir } from "../config/build-dir";
import { PAGES } from "../app/route-table";
import { type PageFile, type PagesManifest, PAGES_MANIFEST } from "../server/pages-manifest";
import { type ViteManifest, bootScript, entryFiles } from "./boot-script";
import { FAVICON_PX } from "./pictures/favicon";
import { inlineFavicon } from "./inline-favicon";
import { buildTagManagerId, inlineScriptHashes } from "./page-csp-facts";

const outDir = path.join(buildDir(), "pages");
const NOT_FOUND_PROBE = "/__prerender-not-found__";

async function render(handler: ReturnType<typeof createRequestHandler>, urlPath: string, locale: string, favicon: Buffer, boot: readonly string[]) {
  const request = new Request(`http://localhost${urlPath}`, { headers: { cookie: `${PREFERRED_LOCALE_KEY}=${locale}` } });
  const response = await handler(request);
  return { status: response.status, html: inlineFavicon(bootScript(await response.text(), boot), favicon, FAVICON_PX) };
}

async function main() {
  const buildPath = pathToFileURL(path.join(buildDir(), "server", "index.js")).href;
  const build = (await import(buildPath)) as ServerBuild;
  const handler = createRequestHandler(build, "production");
  // Written by scripts/pictures.ts, which `npm run build` runs first.
  const favicon = await readFile(path.join(buildDir(), "client", "favicon.png"));
  // Which files the entry needs (build.manifest in vite.config.ts).
  const viteManifest = JSON.parse(await readFile(path.join(buildDir(), "client", ".vite", "manifest.json"), "utf8")) as ViteManifest;
  const boot = entryFiles(viteManifest);
  await rm(outDir, { recursive: true, force: true });

  const files: PageFile[] = [];
  const rendered: { file: string; html: string }[] = [];
  const jobs = LOCALES.flatMap((locale) => [
    ...PAGES.map((page) => ({ locale, urlPath: page.path, expected: 200 as const, name: page.path === "/" ? "index" : page.path.slice(1) })),
    { locale, urlPath: NOT_FOUND_PROBE, expected: 404 as const, name: "404" },
  ]);
  for (const { locale, urlPath, expected, name } of jobs) {
    const { status, html } = await render(handler, urlPath, locale, favicon, boot);
    if (status !== expected) throw new Error(`Pre-rendering ${urlPath} (${locale}) gave status ${status}, expected ${expected}`);
    if (!html.includes(`lang="${locale === "nl" ? "nl-NL" : "en"}"`)) throw new Error(`Pre-rendering ${urlPath} (${locale}) came out in the wrong language`);
    const file = `${locale}/${name}.html`;
    await mkdir(path.dirname(path.join(outDir, file)), { recursive: true });
    await writeFile(path.join(outDir, file), html);
    files.push({ path: expected === 200 ? urlPath : null, locale, file, status: expected, scriptHashes: inlineScriptHashes(html) });
    rendered.push({ file, html });
  }
  // Read from the pages themselves, so the server's CSP allows the tag manager exactly when they load it.
  const tagManagerId = buildTagManagerId(rendered);
  const manifest: PagesManifest = { builtAt: new Date().toISOString(), ...(tagManagerId && { tagManagerId }), files };
  await writeFile(path.join(outDir, PAGES_MANIFEST), JSON.stringify(manifest, null, 2));
  console.log(`Pre-rendered ${files.length} pages (${PAGES.length} routes × ${LOCALES.length} locales + 404s) into ${path.relative(process.cwd(), outDir)}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
