import { execFile } from "node:child_process";
import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";

/*
 * Adding a language is content and one list (docs/decisions/071-how-a-language-is-added.md): a
 * copy of the project with a test language "xx" appended to LOCALES (shared/locale.ts) is type
 * checked, and the places the compiler names are exactly the per-language tables the decision
 * lists: a new table is named and must be listed there, one that goes must leave the list.
 * Hand-written lists of languages, which the compiler cannot see, are refused by
 * scripts/language-lists.test.ts.
 */

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, "..");

/** The code (not tests) that holds something per language, as decision 071 lists it. */
const PER_LANGUAGE_CODE = [
  "app/components/downloads/format.ts",
  "app/i18n/catalog.ts",
  "app/i18n/page-meta.ts",
  "app/i18n/word-breaks.tsx",
  "app/release-notes/markdown.ts",
  "app/shared/figures.ts",
  "app/shared/locales.ts",
  "app/shared/number-format.ts",
  "content/copy-rules.ts",
  "content/offer-lint.ts",
  "scripts/cms/localized-text.tsx",
  "scripts/pictures/drawings/product-kit.tsx",
  "scripts/pictures/kit.tsx",
  "scripts/pictures/picture-words.ts",
  "server/error-messages.ts",
];

const copies: string[] = [];
afterAll(async () => {
  await Promise.all(copies.map((dir) => rm(dir, { recursive: true, force: true })));
});

describe("a fourth language", () => {
  it("is asked for by the type checker in exactly the per-language tables, and nowhere else in the code", async () => {
    const copy = await mkdtemp(path.join(tmpdir(), "bestelwijs-fourth-language-"));
    copies.push(copy);
    const { stdout: listed } = await run("git", ["ls-files", "-z"], { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 });
    for (const file of listed.split("\0").filter(Boolean)) {
      await mkdir(path.dirname(path.join(copy, file)), { recursive: true });
      await cp(path.join(ROOT, file), path.join(copy, file)).catch(() => undefined);
    }
    await symlink(path.join(ROOT, "node_modules"), path.join(copy, "node_modules"));
    const localeFile = path.join(copy, "shared/locale.ts");
    const source = await readFile(localeFile, "utf8");
    const withTestLanguage = source.replace(/export const LOCALES = \[([^\]]*)\] as const;/, 'export const LOCALES = [$1, "xx"] as const;');
    expect(withTestLanguage).not.toBe(source);
    await writeFile(localeFile, withTestLanguage);

    const checked = await run(process.execPath, [path.join(ROOT, "node_modules/typescript/bin/tsc"), "-b", "tsconfig.tests.json"], {
      cwd: copy,
      maxBuffer: 64 * 1024 * 1024,
    }).then(
      () => "",
      (error: { stdout?: string }) => error.stdout ?? "",
    );
    const named = [...new Set([...checked.matchAll(/^([^\s(]+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]!))].sort();
    const code = named.filter((file) => !/\.test\.tsx?$|^tests\//.test(file));
    expect(code).toEqual(PER_LANGUAGE_CODE);
  }, 180_000);
});
