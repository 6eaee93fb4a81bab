/**
 * `npm run dev`: the site for editing. Every page in both languages, rendered when asked with
 * the build's code as it is on disk, by the server's own app (routes, languages, the downloads
 * API with the local sample store), and Vite for the stylesheets and the page script. A saved
 * change to content/, app/ or a stylesheet shows in the open page within a second or two; type
 * errors show here and over the page, unless TYPE_CHECK=false. Decision 042.
 */
import { createServer as createHttpServer } from "node:http";
import path from "node:path";
import { createServer as createViteServer, type Plugin } from "vite";
import checker from "vite-plugin-checker";
import { ConfigError, readSiteConfig } from "../../config/site-config";
import { buildApp } from "../../server/app";
import { readDevelopmentConfig, readServerConfig } from "../../server/config";
import { RateLimits } from "../../server/rate-limits/shared-limits";
import { ensureSampleReleases } from "../../server/releases/samples";
import { createReleases } from "../../server/releases/setup";
import { FILES_URL } from "../../shared/home-api";
import { editorRoutes } from "../cms/editor-routes";
import { DevelopmentPages } from "./development-pages";
import { encodingsRecorder } from "./encodings-recorder";

const ROOT = path.resolve(import.meta.dirname, "../..");
type PicturesModule = typeof import("./pictures-on-request");
type RecordModule = typeof import("../pictures/index");

async function main() {
  const started = performance.now();
  let config, site, typeCheck;
  try {
    config = readServerConfig(process.env);
    site = readSiteConfig(process.env);
    ({ typeCheck } = readDevelopmentConfig(process.env));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`npm run dev stopped. ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  const http = createHttpServer();
  let pages: DevelopmentPages | undefined;
  const vite = await createViteServer({
    configFile: path.join(ROOT, "vite.config.ts"),
    root: ROOT,
    appType: "custom",
    clearScreen: false,
    server: {
      middlewareMode: true,
      hmr: { server: http },
      // What the tools write (the type checker's output in .builds/, a build, test reports) is not
      // source: watched, the type checker's hundreds of writes a run only crowd the editor's saves.
      watch: { ignored: ["**/.builds/**", "**/build/**", "**/test-results/**", "**/.tools/**"] },
    },
    plugins: [
      reloadRenderedPages(() => pages?.changed()),
      picturesOnRequest(),
      recordPictureEncodings(),
      // tsc in a worker, as `npm run typecheck` runs it (build mode over the app and tests projects,
      // decision 050): errors in the terminal and over the open page.
      ...(typeCheck ? [checker({ typescript: { buildMode: true, tsconfigPath: "tsconfig.tests.json" }, enableBuild: false })] : []),
    ],
  });
  pages = new DevelopmentPages(vite, site, { typeCheck });

  const releases = createReleases(config.releases, FILES_URL);
  if (config.releases.samples) await ensureSampleReleases(releases.store);
  const app = await buildApp({
    buildDir: config.buildDir,
    logger: { level: "warn" },
    releases,
    rateLimits: new RateLimits(config.redisUrl),
    pages,
  });
  // Vite's client and the type checker's overlay style themselves with inline styles; the pages'
  // own policy stays as it is in production otherwise.
  app.addHook("onSend", async (_request, reply) => {
    const policy = reply.getHeader("content-security-policy");
    if (typeof policy === "string") reply.header("content-security-policy", policy.replace("style-src 'self'", "style-src 'self' 'unsafe-inline'"));
  });
  await app.ready();
  // The editor first (scripts/cms/, /admin): the production server has none of it.
  const editor = editorRoutes(ROOT);
  http.on("request", (request, response) => {
    if (!editor(request, response)) vite.middlewares(request, response, () => app.routing(request, response));
  });

  const stop = async () => {
    await Promise.allSettled([app.close(), vite.close()]);
    http.close();
    releases.catalogue.stop();
    process.exit(0);
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);

  http.listen(config.port, config.host, () => {
    const address = http.address();
    const port = typeof address === "object" && address ? address.port : config.port;
    const base = `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${port}`;
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`\n  Bestelwijs, for editing: ${base}/  (English: ${base}/?lang=en)   ready in ${seconds} s`);
    console.log(`  The editor: ${base}/admin  (words of the pages in every language, checked before they are saved)`);
    console.log("  Pages render from content/ and app/ when asked; a saved change reloads the open page.");
    console.log(`  ${typeCheck ? "Type errors show here and over the page." : "Types are not checked (TYPE_CHECK=false)."} Ctrl+C stops.\n`);
    releases.catalogue.start(config.releases.refreshSeconds * 1000);
  });
}

/**
 * A saved file that a page is rendered from (content/, app/, the drawings): the pages are stale,
 * and the open page reloads. The page's own script and stylesheets Vite reloads itself.
 */
function reloadRenderedPages(changed: () => void): Plugin {
  return {
    name: "bestelwijs:reload-rendered-pages",
    hotUpdate({ modules, server }) {
      if (this.environment.name !== "ssr" || modules.length === 0) return;
      changed();
      server.environments.client.hot.send({ type: "full-reload", path: "*" });
    },
  };
}

/** /pictures/…: each drawing's file made when asked, from the copy as it is now (scripts/dev/pictures-on-request.ts). */
function picturesOnRequest(): Plugin {
  return {
    name: "bestelwijs:pictures-on-request",
    configureServer(server) {
      server.middlewares.use("/pictures", async (request, response, next) => {
        try {
          const { pictureOnRequest } = (await server.ssrLoadModule("/scripts/dev/pictures-on-request.ts")) as PicturesModule;
          const bytes = await pictureOnRequest(`/pictures${request.url ?? ""}`);
          if (!bytes) return next();
          response.writeHead(200, { "content-type": "image/webp", "cache-control": "no-cache" }).end(bytes);
        } catch (error) {
          next(error);
        }
      });
    },
  };
}

/** How long after the last saved file the encodings are recorded: one editor's save writes a few files at once. */
const RECORD_AFTER_MS = 400;

/**
 * A saved change to content/ (the pictures' words and prices, content/figures.json) may change
 * picture files: their encodings are recorded in scripts/pictures/encodings.json in the
 * background, so the editor's change carries it without `npm run pictures:record` (decision 080).
 * Pages are served meanwhile; when to run is scripts/dev/encodings-recorder.ts. A failure is
 * logged by Vite's logger, in red with the time, as Vite's own errors are.
 */
function recordPictureEncodings(): Plugin {
  // One recorder per server, found by its client environment: Vite restarts by making the new
  // server before it closes the old one, so the old one's close must not end the new recorder.
  const recorders = new WeakMap<object, { close(): void }>();
  return {
    name: "bestelwijs:record-picture-encodings",
    configureServer(server) {
      const content = path.join(ROOT, "content") + path.sep;
      const { logger } = server.config;
      const recorder = encodingsRecorder({
        afterMs: RECORD_AFTER_MS,
        record: async () => {
          // Loaded through Vite, so the drawings read the words as they are on disk now.
          const { recordChangedEncodings } = (await server.ssrLoadModule("/scripts/pictures/index.ts")) as RecordModule;
          return recordChangedEncodings();
        },
        log: {
          info: (message) => logger.info(`  ${message}`, { timestamp: true }),
          error: (message, error) => logger.error(`  ${message}`, { timestamp: true, error: error instanceof Error ? error : null }),
        },
      });
      recorders.set(server.environments.client, recorder);
      const saved = (file: string) => {
        if (file.startsWith(content)) recorder.saved();
      };
      server.watcher.on("change", saved);
      server.watcher.on("add", saved);
      server.watcher.on("unlink", saved);
    },
    // Vite ends the client environment's build when its server closes (and on a restart, the old
    // server's): no run of that server's recorder starts after it.
    buildEnd() {
      recorders.get(this.environment)?.close();
    },
  };
}

await main();
