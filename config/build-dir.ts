import { existsSync } from "node:fs";
import path from "node:path";

/**
 * Where `npm run build` writes and `npm run serve` reads: ./build, or BUILD_DIR, relative to the
 * project folder. Several checkouts' builds (or parallel work in one checkout) then never
 * overwrite each other.
 */
export function buildDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(projectFolder(), env.BUILD_DIR || "build");
}

/**
 * The nearest folder above this module that holds package.json: the project, both from this file
 * (config/) and from the compiled server, which sits inside the build folder at any depth
 * (BUILD_DIR=.builds/mine; docs/decisions/034-production-runs-compiled-javascript.md).
 */
function projectFolder(): string {
  for (let folder = import.meta.dirname; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, "package.json"))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`No package.json above ${import.meta.dirname}: run from inside the project`);
  }
}
