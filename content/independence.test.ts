import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * content/ depends on nothing in app/, server/ or scripts/ (content/README.md): editors' files
 * must type-check and load without the site's code, and the code takes shared names from here.
 * Any relative import, re-export or dynamic import that resolves outside content/ fails.
 */
const CONTENT = import.meta.dirname;
const SPECIFIER = /(?:^|[\s;}])(?:import|export)\s[^'"]*?from\s*["']([^"']+)["']|import\(\s*["']([^"']+)["']\s*\)|^\s*import\s*["']([^"']+)["']/gm;

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && /\.(ts|tsx)$/.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

export function importsOf(source: string): string[] {
  return [...source.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? "");
}

describe("content/ stands on its own", () => {
  it("finds imports in every form", () => {
    const source = `import type { A } from "../app/a";\nimport { B } from './b';\nexport { C } from "../../scripts/c";\nconst d = await import("../server/d");\nimport "./side-effect";`;
    expect(importsOf(source)).toEqual(["../app/a", "./b", "../../scripts/c", "../server/d", "./side-effect"]);
  });

  it("imports nothing from outside content/ (no app/, server/ or scripts/)", async () => {
    const leaving: string[] = [];
    // This file's own examples above are strings, not imports.
    for (const file of (await sourceFiles(CONTENT)).filter((file) => file !== import.meta.filename)) {
      for (const specifier of importsOf(await readFile(file, "utf8"))) {
        if (!specifier.startsWith(".")) continue;
        const target = path.resolve(path.dirname(file), specifier);
        if (path.relative(CONTENT, target).startsWith("..")) leaving.push(`${path.relative(CONTENT, file)} imports ${specifier}`);
      }
    }
    expect(leaving).toEqual([]);
  });
});
