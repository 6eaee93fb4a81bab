import path from "node:path";

/**
 * Where `npm run build` writes and `npm run serve` reads: ./build, or BUILD_DIR. Several
 * checkouts' builds (or parallel work in one checkout) then never overwrite each other.
 */
export function buildDir(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(import.meta.dirname, "..", env.BUILD_DIR || "build");
}
