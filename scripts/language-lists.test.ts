import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The languages are one list, LOCALES in shared/locale.ts (docs/decisions/071-how-a-language-is-added.md):
 * code that goes through the languages derives from it, so a new language reaches it. A list of
 * language codes written out by hand would leave the new one out unseen: none may exist in the
 * code outside that file. (Tables keyed by language are Record<Locale, …>, which the type
 * checker completes: scripts/a-fourth-language.integration.test.ts.)
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const FOLDERS = ["app", "content", "server", "scripts", "shared", "config", "tooling"];
/** Two or more language codes in a row as an array literal: ["nl", "en"], ['en','nl','fr']. */
const HAND_WRITTEN_LIST = /\[\s*(["'])(nl|en|fr)\1\s*,\s*(["'])(nl|en|fr)\3[^\]]*\]/;

/**
 * A list of codes on a line, unless it is an entry of a table typed by language (a Record<…>,
 * which says per language what that language does) or a list of other languages that says so
 * on the line before ("Not the site's languages: …").
 */
function isHandWrittenList(line: string, before: string): boolean {
  return HAND_WRITTEN_LIST.test(line) && !line.includes("Record<") && !before.includes("Not the site's languages");
}

function codeFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.relative(ROOT, path.join(entry.parentPath, entry.name)))
    .filter((file) => !file.includes("node_modules") && file !== path.join("shared", "locale.ts"));
}

describe("the list of languages", () => {
  it("is written once: no code outside shared/locale.ts lists language codes by hand", () => {
    const found = FOLDERS.flatMap(codeFiles).flatMap((file) =>
      readFileSync(path.join(ROOT, file), "utf8")
        .split("\n")
        .flatMap((line, index, lines) => (isHandWrittenList(line, lines[index - 1] ?? "") ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it("would see one (the pattern catches the shapes it is for)", () => {
    for (const line of ['for (const locale of ["nl", "en"] as const)', "const LANGS = ['en','nl','fr'];", 'required: ["nl", "en"],'])
      expect(HAND_WRITTEN_LIST.test(line), line).toBe(true);
    expect(HAND_WRITTEN_LIST.test('["nl", "nl-NL"]')).toBe(false);
  });
});
