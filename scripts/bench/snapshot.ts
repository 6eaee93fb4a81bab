/**
 * A private, consistent copy of build/ to serve while benching. A full run takes the better
 * part of an hour, and `npm run build` / `npm test` elsewhere in the worktree rewrites build/
 * with new hashed asset names: served live, pages would then reference scripts that no
 * longer exist, and every number after that moment would be about a half-deleted build.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { PAGES_MANIFEST, type PagesManifest } from "../../server/pages-manifest";

const ATTEMPTS = 10;
const WAIT_MS = 15_000;

export interface BuildSnapshot {
  dir: string;
  /** From the pages manifest, so a report names the build it measured. */
  builtAt: string;
  remove(): void;
}

/** Copies client/ and pages/ (all the server reads) and checks every page's assets are there. */
export async function snapshotBuild(buildDir: string): Promise<BuildSnapshot> {
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const dir = mkdtempSync(path.join(os.tmpdir(), "bench-web-build-"));
    const remove = () => rmSync(dir, { recursive: true, force: true });
    try {
      for (const part of ["client", "pages"]) cpSync(path.join(buildDir, part), path.join(dir, part), { recursive: true });
      const manifest = JSON.parse(readFileSync(path.join(dir, "pages", PAGES_MANIFEST), "utf8")) as PagesManifest;
      const missing = missingAssets(dir, manifest);
      if (missing.length === 0) return { dir, builtAt: manifest.builtAt, remove };
      console.warn(`bench:web: build/ is inconsistent (e.g. ${missing[0]} missing); another build running? retrying…`);
    } catch (error) {
      console.warn(`bench:web: could not copy build/ (${(error as Error).message}); another build running? retrying…`);
    }
    remove();
    if (attempt < ATTEMPTS) await sleep(WAIT_MS);
  }
  throw new Error(`build/ stayed inconsistent for ${(ATTEMPTS * WAIT_MS) / 60_000} minutes; is a build looping?`);
}

/** Every /assets/… URL in every pre-rendered page must exist as a file in client/. */
function missingAssets(dir: string, manifest: PagesManifest): string[] {
  const missing = new Set<string>();
  for (const entry of manifest.files) {
    const html = readFileSync(path.join(dir, "pages", entry.file), "utf8");
    for (const match of html.matchAll(/(?:href|src)="(\/assets\/[^"?#]+)"/g)) {
      if (!existsSync(path.join(dir, "client", match[1]!))) missing.add(match[1]!);
    }
  }
  return [...missing];
}
