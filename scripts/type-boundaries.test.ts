import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * The browser/Node boundary is the compiler's (decision 062): each project of tsconfig.app.json
 * gives its code only the globals of where it runs. Here a one-line file is type-checked in
 * memory with each project's own options, as if it sat in that project's folder: a server file
 * that touches `document`, or a browser file that imports `node:fs`, must not compile, and the
 * same line must compile on the side where it belongs (so the check can fail).
 */

const ROOT = path.resolve(import.meta.dirname, "..");

const TOUCHES_DOCUMENT = "export const title: string = document.title;\n";
const IMPORTS_NODE_FS = 'import { readFileSync } from "node:fs";\nexport const read = readFileSync;\n';

function projectOptions(config: string): ts.CompilerOptions {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(ROOT, config), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
  if (!parsed) throw new Error(`${config} could not be read`);
  // Only the check: nothing is written, and the fixture stands alone (no project references).
  return {
    ...parsed.options,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    noEmit: true,
    declarationDir: undefined,
    tsBuildInfoFile: undefined,
  };
}

/** Library and type files parsed once for every check, which otherwise takes seconds each. */
const parsedFiles = new Map<string, ts.SourceFile | undefined>();

/** The messages the compiler gives `source`, as a file at `file` of the project `config`. */
function compile(config: string, file: string, source: string): string[] {
  const fileName = path.join(ROOT, file);
  const options = projectOptions(config);
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === fileName ? source : readFile(name));
  host.fileExists = (name) => name === fileName || ts.sys.fileExists(name);
  host.getSourceFile = (name, language, ...rest) => {
    if (name === fileName) return ts.createSourceFile(name, source, language);
    if (!parsedFiles.has(name)) parsedFiles.set(name, getSourceFile(name, language, ...rest));
    return parsedFiles.get(name);
  };
  const program = ts.createProgram([fileName], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, "\n"));
}

describe("the browser/Node boundary in the type check", () => {
  it("refuses `document` in the server, the scripts and the rendered components", () => {
    expect(compile("tsconfig.node.json", "server/touches-document.ts", TOUCHES_DOCUMENT)).toContainEqual(expect.stringMatching(/Cannot find name 'document'/));
    expect(compile("tsconfig.node.json", "scripts/touches-document.ts", TOUCHES_DOCUMENT)).toContainEqual(expect.stringMatching(/Cannot find name 'document'/));
    expect(compile("tsconfig.render.json", "app/components/TouchesDocument.tsx", TOUCHES_DOCUMENT)).toContainEqual(
      expect.stringMatching(/Cannot find name 'document'/),
    );
  });

  it("refuses node:fs in the browser script", () => {
    expect(compile("tsconfig.browser.json", "app/browser/enhance/reads-files.ts", IMPORTS_NODE_FS)).toContainEqual(
      expect.stringMatching(/Cannot find module 'node:fs'/),
    );
  });

  it("refuses both in the code the browser and Node share", () => {
    expect(compile("tsconfig.shared.json", "shared/touches-document.ts", TOUCHES_DOCUMENT)).toContainEqual(
      expect.stringMatching(/Cannot find name 'document'/),
    );
    expect(compile("tsconfig.shared.json", "shared/reads-files.ts", IMPORTS_NODE_FS)).toContainEqual(expect.stringMatching(/Cannot find module 'node:fs'/));
  });

  it("compiles each line on the side where it belongs", () => {
    expect(compile("tsconfig.browser.json", "app/browser/enhance/touches-document.ts", TOUCHES_DOCUMENT)).toEqual([]);
    expect(compile("tsconfig.node.json", "server/reads-files.ts", IMPORTS_NODE_FS)).toEqual([]);
  });
});
