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

/** Writes `<outDir>/server.js` and its source map; resolves with the bundle's path. */
export async function buildServer(outDir: string): Promise<string> {
  const outfile = path.join(outDir, SERVER_FILE);
  await build({
    absWorkingDir: ROOT,
    entryPoints: ["server/server.ts"],
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

if (import.meta.main) {
  const outfile = await buildServer(buildDir());
  console.log(`server compiled to ${path.relative(ROOT, outfile)}`);
}
