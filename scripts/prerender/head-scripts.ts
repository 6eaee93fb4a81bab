/**
 * Compiles the inline head scripts (app/browser/head-scripts/, listed in app/render/assets.ts) at build
 * time: each entry bundled with the modules it calls into one minified classic script, for the
 * browsers the page's script is built for. The pre-renderer writes the texts into the pages
 * (BuildFacts.headScripts), and the CSP allows them by the hashes it reads from the pages.
 */
import path from "node:path";
import { build } from "esbuild";
import { HEAD_SCRIPTS, type HeadScriptName } from "../../app/render/assets";
import type { BuildFacts } from "../../app/render/build-facts";
import { BROWSER_TARGETS } from "../../config/browser-targets";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** One head script's text: an IIFE with nothing outside it, no trailing newline (it sits inside <script>). */
async function compileHeadScript(entry: string): Promise<string> {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [entry],
    bundle: true,
    write: false,
    format: "iife",
    platform: "browser",
    target: BROWSER_TARGETS,
    minify: true,
    legalComments: "none",
    logLevel: "warning",
  });
  const [output] = result.outputFiles;
  if (!output || result.outputFiles.length !== 1) throw new Error(`Head script ${entry}: expected one output file`);
  const text = output.text.trim();
  // Inside an HTML <script>, "</script" would end it early; the rules' texts never need it.
  if (/<\/script/i.test(text)) throw new Error(`Head script ${entry} contains "</script"`);
  return text;
}

export async function compileHeadScripts(): Promise<BuildFacts["headScripts"]> {
  const names = Object.keys(HEAD_SCRIPTS) as HeadScriptName[];
  const texts = await Promise.all(names.map((name) => compileHeadScript(HEAD_SCRIPTS[name])));
  return Object.fromEntries(names.map((name, index) => [name, texts[index]])) as BuildFacts["headScripts"];
}
