/**
 * Compiles the inline scripts at build time: the head scripts (app/browser/head-scripts/, listed
 * in app/render/assets.ts), each entry bundled with the modules it calls into one minified classic
 * script, and the boot script (app/browser/enhance/boot.ts) into one module script with the build's
 * files written in; all for the browsers the page's script is built for. The pre-renderer writes
 * the texts into the pages (BuildFacts.headScripts and bootScript), and the CSP allows them by
 * the hashes it reads from the pages.
 */
import path from "node:path";
import { build } from "esbuild";
import { BOOT_SCRIPT, HEAD_SCRIPTS, type HeadScriptName } from "../../app/render/assets";
import type { BuildFacts } from "../../app/render/build-facts";
import { BROWSER_TARGETS } from "../../config/browser-targets";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * One inline script's text, with nothing outside it and no trailing newline (it sits inside
 * <script>): an IIFE for a classic script, or a module's top level for `type="module"`.
 */
async function compileInlineScript(entry: string, format: "iife" | "esm", define: Record<string, string> = {}): Promise<string> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format,
    platform: "browser",
    target: BROWSER_TARGETS,
    minify: true,
    legalComments: "none",
    logLevel: "warning",
    define,
  });
  const [output] = result.outputFiles;
  if (!output || result.outputFiles.length !== 1) throw new Error(`Inline script ${entry}: expected one output file`);
  const text = output.text.trim();
  // Inside an HTML <script>, "</script" would end it early; the rules' texts never need it.
  if (/<\/script/i.test(text)) throw new Error(`Inline script ${entry} contains "</script"`);
  return text;
}

/** The boot script for a build whose browser entry is `files[0]` and imports the rest (BuildFacts.bootScript). */
export async function compileBootScript(files: readonly string[]): Promise<string> {
  if (files.length === 0) throw new Error("compileBootScript: no entry file to load");
  return compileInlineScript(BOOT_SCRIPT, "esm", { ENTRY_FILES: JSON.stringify(files) });
}

export async function compileHeadScripts(): Promise<BuildFacts["headScripts"]> {
  const names = Object.keys(HEAD_SCRIPTS) as HeadScriptName[];
  const texts = await Promise.all(names.map((name) => compileInlineScript(HEAD_SCRIPTS[name], "iife")));
  return Object.fromEntries(names.map((name, index) => [name, texts[index]])) as BuildFacts["headScripts"];
}
