import type { SiteConfig } from "../../config/site-config";
import { BROWSER_ENTRY, type HeadScriptName, STYLESHEETS, type StylesheetName } from "./assets";

/** The parts of Vite's build manifest read here (build.manifest in vite.config.ts). */
export type ViteManifest = Record<string, { file: string; imports?: string[] }>;

/** What a page's render needs to know of the build, given to renderPage explicitly. */
export interface BuildFacts {
  /** Each stylesheet's built file (assets.ts), as the page links it. */
  readonly stylesheets: Readonly<Record<StylesheetName, string>>;
  /** The module script last in every page's body, compiled with the build's entry files (scripts/prerender/head-scripts.ts): it preloads them and imports the first after the first paint. */
  readonly bootScript: string;
  /** The favicon PNG (written by scripts/pictures/index.ts) and its size, put into each page as a data: URL. */
  readonly favicon: { readonly png: Buffer; readonly sizePx: number };
  /** Each inline head script's compiled text (scripts/prerender/head-scripts.ts). */
  readonly headScripts: Readonly<Record<HeadScriptName, string>>;
  /**
   * The site configuration the pages are rendered with: the build's environment, read once by
   * scripts/prerender/index.ts and recorded in the pages manifest, so a page never depends on the
   * environment of the process rendering it (the server renders the downloads page too).
   */
  readonly site: SiteConfig;
  /** The year the build ran, for the footer: read once per build, decision 034. */
  readonly year: number;
}

/** What the build knows besides Vite's manifest, which buildFacts passes on as it is. */
export type BuildInputs = Pick<BuildFacts, "bootScript" | "favicon" | "headScripts" | "site" | "year">;

/** A module's file and the files of everything it imports statically, the module first. */
function filesOf(manifest: ViteManifest, key: string, seen = new Set<string>()): string[] {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`Build facts: ${key} is not in the build manifest`);
  if (seen.has(key)) return [];
  seen.add(key);
  return [`/${chunk.file}`, ...(chunk.imports ?? []).flatMap((imported) => filesOf(manifest, imported, seen))];
}

/** The browser entry's file first, then every file it imports, each once: what the boot script loads (compileBootScript). */
export function entryFilesOf(manifest: ViteManifest): string[] {
  return filesOf(manifest, BROWSER_ENTRY.enhance);
}

/** The facts from Vite's manifest of the browser build and the build's other inputs; a source missing from the manifest fails the build. */
export function buildFacts(manifest: ViteManifest, { bootScript, favicon, headScripts, site, year }: BuildInputs): BuildFacts {
  const stylesheets = Object.fromEntries(
    Object.entries(STYLESHEETS).map(([name, source]) => {
      const [file, ...more] = filesOf(manifest, source);
      if (!file || more.length > 0) throw new Error(`Build facts: ${source} should be one file`);
      return [name, file];
    }),
  ) as Record<StylesheetName, string>;
  return { stylesheets, bootScript, favicon, headScripts, site, year };
}
