import { cp, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { Child } from "../tooling/servers/child";

/*
 * Adding a language is content and one list (docs/decisions/071-how-a-language-is-added.md): a
 * copy of the project with a test language "xx" appended to LOCALES (shared/locale.ts) is type
 * checked, and the places the compiler names are exactly the per-language tables the decision
 * lists: a new table is named and must be listed there, one that goes must leave the list.
 * Hand-written lists of languages, which the compiler cannot see, are refused by
 * scripts/language-lists.test.ts.
 */

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
    const { stdout: listed } = await Child.start(["git", "ls-files", "-z"], { name: "git ls-files", cwd: ROOT }).succeeds();
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

    // tsc exits 2 with the errors this test reads: only its output matters, not its code.
    const tsc = Child.start([process.execPath, path.join(ROOT, "node_modules/typescript/bin/tsc"), "-b", "tsconfig.tests.json"], { name: "tsc", cwd: copy });
    await tsc.exited;
    const checked = tsc.stdout;
    const named = [...new Set([...checked.matchAll(/^([^\s(]+)\(\d+,\d+\): error TS/gm)].map((match) => match[1]!))].sort();
    const code = named.filter((file) => !/\.test\.tsx?$|^tests\//.test(file));
    expect(code).toEqual(PER_LANGUAGE_CODE);
  }, 180_000);
});
