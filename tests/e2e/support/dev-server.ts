import { readFile } from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { buildDir } from "../../../config/build-dir";
import { SITE_CONFIG_FIELDS, type SiteConfig } from "../../../config/site-config";
import { PAGES_MANIFEST, type PagesManifest, restoreBuildFacts } from "../../../server/pages-manifest";
import { createSampleReleases } from "../../../tooling/releases/sample-releases";
import { DevServer } from "../../../tooling/servers/dev-server";

/** The environment that gives `npm run dev` the site configuration the build was made with. */
function siteEnv(site: SiteConfig): Record<string, string> {
  return Object.fromEntries(Object.entries(SITE_CONFIG_FIELDS).map(([key, field]) => [field.env, site[key as keyof SiteConfig]]));
}

/**
 * `npm run dev` for one test file, from a copy of the project (tooling/servers/dev-server.ts), with
 * the build's site configuration and a sample release store of its own; stopped after the file.
 * `typeCheck: false` starts it without the type checker (TYPE_CHECK=false), whose first pass over the
 * project costs some 20 s of CPU beside the other worker's tests: for a file that does not test it.
 */
export function useDevServer({ typeCheck = true }: { typeCheck?: boolean } = {}): () => DevServer {
  let dev: DevServer | undefined;
  let removeReleases: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const manifest = JSON.parse(await readFile(path.join(buildDir(), "pages", PAGES_MANIFEST), "utf8")) as PagesManifest;
    const { dir, remove } = await createSampleReleases();
    removeReleases = remove;
    dev = await DevServer.start({
      ...siteEnv(restoreBuildFacts(manifest.facts!).site),
      RELEASE_DIR: dir,
      RELEASE_SAMPLES: "false",
      TYPE_CHECK: String(typeCheck),
    });
  }, 120_000);
  afterAll(async () => {
    await dev?.stop();
    await removeReleases?.();
  });
  return () => {
    if (!dev) throw new Error("npm run dev is not running: useDevServer() starts it before the file's tests");
    return dev;
  };
}
