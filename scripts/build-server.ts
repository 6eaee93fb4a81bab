/**
 * The last build step: the server as one JavaScript file, `<build>/server.js`, which
 * `npm run serve` runs with plain Node (docs/decisions/034-production-runs-compiled-javascript.md).
 * Everything under server/, config/, app/ and content/ that the server imports is compiled in
 * (TypeScript and the downloads list's TSX); packages stay imports from node_modules.
 */
import path from "node:path";
import { build } from "esbuild";
import { buildDir } from "../config/build-dir";

const ROOT = path.resolve(import.meta.dirname, "..");

/** The compiled server's file name inside a build folder. */
export const SERVER_FILE = "server.js";
/**
 * The release CLI's, beside it: the folder an operator ships (package.json, build/, node_modules/)
 * has no scripts/, so `npm run release` (tsx on the source) is not there; `node build/release.js`
 * is the same CLI (docs/deploy.md).
 */
export const RELEASE_CLI_FILE = "release.js";

/** One entry point compiled into `<outDir>/<name>` with its source map; resolves with the bundle's path. */
async function compile(entryPoint: string, outDir: string, name: string): Promise<string> {
  const outfile = path.join(outDir, name);
  await build({
    absWorkingDir: ROOT,
    entryPoints: [entryPoint],
    outfile,
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    // node_modules is there at run time, as it is for the build: only our own code is compiled in.
    packages: "external",
    // A stack trace names the TypeScript line (`node --enable-source-maps`, as `npm run serve` runs it).
    sourcemap: "linked",
    logLevel: "warning",
  });
  return outfile;
}

/** Writes `<outDir>/server.js` and its source map; resolves with the bundle's path. */
export function buildServer(outDir: string): Promise<string> {
  return compile("server/server.ts", outDir, SERVER_FILE);
}

/** Writes `<outDir>/release.js`, the release CLI, and its source map; resolves with the bundle's path. */
export function buildReleaseCli(outDir: string): Promise<string> {
  return compile("scripts/release/index.ts", outDir, RELEASE_CLI_FILE);
}

if (import.meta.main) {
  const [server, cli] = await Promise.all([buildServer(buildDir()), buildReleaseCli(buildDir())]);
  console.log(`server compiled to ${path.relative(ROOT, server)}, the release CLI to ${path.relative(ROOT, cli)}`);
}
