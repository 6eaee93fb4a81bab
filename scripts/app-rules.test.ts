import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The rules of app/README.md that are not about imports (those are .dependency-cruiser.cjs's),
 * checked on the text of the code: no environment reads under app/, figures formatted without
 * Intl, and components that never run in the browser (no state, effects or event handlers).
 */

const ROOT = path.resolve(import.meta.dirname, "..");

function filesUnder(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** The code without its comments, so a comment may name what the code must not use. */
const codeOf = (file: string) =>
  readFileSync(path.join(ROOT, file), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

function offending(files: readonly string[], pattern: RegExp): string[] {
  return files.flatMap((file) =>
    codeOf(file)
      .split("\n")
      .flatMap((line, index) => (pattern.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
  );
}

const APP = filesUnder("app");
/**
 * What React renders at build time (and the server at request time): every folder of app/ but the
 * browser's code and the code both sides import (app/README.md), so a new folder is checked too.
 */
const RENDERED = APP.filter((file) => !/^app\/(browser|shared)\//.test(file));

describe("app/README.md's rules", () => {
  it("are read over the code they are about", () => {
    expect(APP).toContain("app/browser/enhance/main.ts");
    expect(RENDERED).toContain("app/render/Document.tsx");
    expect(RENDERED).toContain("app/components/frame/SiteHeader.tsx");
    expect(RENDERED).not.toContain("app/browser/enhance/main.ts");
    expect(RENDERED).not.toContain("app/shared/route-table.ts");
  });

  it("nothing under app/ reads the environment: the site config comes in the build facts", () => {
    expect(offending(APP, /\bprocess\.env\b|\bimport\.meta\.env\b/)).toEqual([]);
  });

  it("figures are formatted with app/shared/number-format.ts, not Intl (decision 015)", () => {
    expect(offending(APP, /\bIntl\s*\./)).toEqual([]);
    expect(offending(APP, /\.toLocale(String|DateString|TimeString)\s*\(/)).toEqual([]);
  });

  it("components never run in the browser: no state, effects or event handlers", () => {
    expect(offending(RENDERED, /\buse(State|Effect|LayoutEffect|Reducer|Ref|SyncExternalStore|Transition)\s*\(/)).toEqual([]);
    expect(offending(RENDERED, /\son[A-Z]\w*=\{/)).toEqual([]);
  });
});
