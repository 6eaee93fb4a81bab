import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The words around the code stay true to it: every Markdown link in
 * the READMEs and docs/ leads to a file that exists (and to a heading in it, when it names
 * one), and every repository path that an accepted decision or a README cites exists. A
 * decision whose status is "superseded" is history and may name what is gone; an accepted one
 * that mentions a removed file on purpose strikes it through (~~`app/root.tsx`~~).
 */

const ROOT = path.resolve(import.meta.dirname, "..");
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git", ".tools", ".builds", "build", "test-results", "var"]);
/** The top folders a cited path starts with. */
const TOP_FOLDERS = ["app", "config", "content", "docs", "public", "scripts", "server", "shared", "tests", ".ci"];

function markdownFilesUnder(directory: string): string[] {
  return readdirSync(path.join(ROOT, directory), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(directory, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRECTORIES.has(entry.name) ? [] : markdownFilesUnder(relative);
    return entry.name.endsWith(".md") ? [relative] : [];
  });
}

const MARKDOWN_FILES = markdownFilesUnder(".").map((file) => path.posix.normalize(file));
const read = (file: string) => readFileSync(path.join(ROOT, file), "utf8");

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces to hyphens. */
const anchorOf = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");

function anchorsIn(file: string): Set<string> {
  const withoutCode = read(file).replace(/^```[\s\S]*?^```/gm, "");
  return new Set([...withoutCode.matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => anchorOf(match[1] ?? "")));
}

/** `file: target` for every relative link whose file, or whose heading, does not exist. */
function brokenLinks(file: string): string[] {
  return [...read(file).matchAll(/\]\(([^)\s]+)\)/g)].flatMap((match) => {
    const target = match[1] ?? "";
    if (/^[a-z][\w+.-]*:/i.test(target)) return [];
    const [relativePath = "", anchor] = target.split("#");
    const linked = relativePath === "" ? file : path.posix.join(path.posix.dirname(file), relativePath);
    if (!existsSync(path.join(ROOT, linked))) return [`${file}: ${target}`];
    if (anchor && linked.endsWith(".md") && !anchorsIn(linked).has(anchor)) return [`${file}: ${target} (no such heading)`];
    return [];
  });
}

const isSupersededDecision = (file: string) => file.startsWith("docs/decisions/") && /^Status: superseded\b/im.test(read(file));

const CITED_PATH = new RegExp(`(?<![\\w./~-])((?:${TOP_FOLDERS.map((folder) => folder.replace(".", "\\.")).join("|")})/[\\w./-]*[\\w/])(?![\\w*{<-])`, "g");

/** `file: path` for every repository path cited in the text that does not exist. */
function goneCitedPaths(file: string): string[] {
  const withoutStruckThrough = read(file).replace(/~~[^~]*~~/g, "");
  return [...withoutStruckThrough.matchAll(CITED_PATH)].flatMap((match) => {
    const cited = match[1] ?? "";
    return existsSync(path.join(ROOT, cited)) ? [] : [`${file}: ${cited}`];
  });
}

describe("the READMEs and docs/", () => {
  it("are all read: the root README, the folders' READMEs and every decision", () => {
    expect(MARKDOWN_FILES).toEqual(expect.arrayContaining(["README.md", "app/README.md", "server/README.md", "docs/decisions/001-prerendering-per-locale.md"]));
  });

  it("link only to files and headings that exist", () => {
    expect(MARKDOWN_FILES.flatMap(brokenLinks)).toEqual([]);
  });

  it("cite only paths that exist, except superseded decisions and struck-through names", () => {
    expect(MARKDOWN_FILES.filter((file) => !isSupersededDecision(file)).flatMap(goneCitedPaths)).toEqual([]);
  });

  it("give every decision one status line: accepted, or superseded by another", () => {
    const decisions = MARKDOWN_FILES.filter((file) => /^docs\/decisions\/\d{3}-/.test(file));
    const withoutOneStatus = decisions.filter((file) => {
      const statuses = read(file).match(/^Status: .*/gm) ?? [];
      return statuses.length !== 1 || !/^Status: (accepted|superseded by \[?\d{3})/i.test(statuses[0] ?? "");
    });
    expect(withoutOneStatus).toEqual([]);
  });
});

describe("the path finder of these checks", () => {
  it("finds a cited path and skips globs, placeholders and struck-through names", () => {
    const found = (text: string) => [...text.replace(/~~[^~]*~~/g, "").matchAll(CITED_PATH)].map((match) => match[1]);
    expect(found("see `app/root.tsx` and server/seo/x.ts.")).toEqual(["app/root.tsx", "server/seo/x.ts"]);
    expect(found("`scripts/bench-*.ts`, `content/{nl,en}/x.ts`, ~~`app/routes.ts`~~, build/app/x")).toEqual([]);
  });

  it("makes GitHub's anchors", () => {
    expect(anchorOf("Rotate the signing secret")).toBe("rotate-the-signing-secret");
    expect(anchorOf("TRUST_PROXY: what it trusts")).toBe("trust_proxy-what-it-trusts");
  });
});
