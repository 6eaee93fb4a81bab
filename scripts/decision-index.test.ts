import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Every decision says whether it still holds and when it was taken, and docs/decisions/README.md
 * lists them all: a row per decision with its number, its title linked, its status (accepted, or
 * superseded by the decisions its Status line names first) and its date, in number order. The
 * rows are made from the files, so a failure prints the exact rows to paste in or take out.
 */

const DECISIONS = path.resolve(import.meta.dirname, "../docs/decisions");
const INDEX = "README.md";
const DECISION_FILE = /^(\d{3})-[a-z0-9-]+\.md$/;

const files = readdirSync(DECISIONS)
  .filter((name) => DECISION_FILE.test(name))
  .sort();
const read = (name: string) => readFileSync(path.join(DECISIONS, name), "utf8");

/** The paragraph that starts with `Status:`, as one line. */
function statusOf(text: string): string | undefined {
  const paragraph = /^Status:.*(?:\n.+)*/m.exec(text)?.[0];
  return paragraph
    ?.split("\n")
    .filter((line) => !line.startsWith("Date:"))
    .join(" ");
}

/** "accepted", or "superseded by" and the decisions named right after it, linked. */
function statusCell(status: string): string {
  const superseded = /^Status: superseded by ((?:\[\d{3}\]\(\d{3}-[a-z0-9-]+\.md\)(?:,\s*| and )?)+)/.exec(status);
  if (!superseded) return "accepted";
  return `superseded by ${(superseded[1] ?? "").trim().replace(/,$/, "")}`;
}

/** The index row for one decision file, or why it cannot have one. */
function rowFor(name: string): { row: string } | { fault: string } {
  const text = read(name);
  const number = name.slice(0, 3);
  const title = new RegExp(`^# ${number}: (.+)$`, "m").exec(text)?.[1];
  const status = statusOf(text);
  const date = /^Date: (\d{4}-\d{2}-\d{2})$/m.exec(text)?.[1];
  if (!title) return { fault: `${name}: no first heading "# ${number}: <title>"` };
  if (!status) return { fault: `${name}: no "Status:" line` };
  if (!date) return { fault: `${name}: no "Date: YYYY-MM-DD" line (the day the file was added: git log --diff-filter=A --format=%as -- <file>)` };
  return { row: `| ${number} | [${title}](${name}) | ${statusCell(status)} | ${date} |` };
}

const made = files.map(rowFor);
const expected = made.flatMap((result) => ("row" in result ? [result.row] : []));
const indexRows = read(INDEX)
  .split("\n")
  .filter((line) => /^\| \d{3} \|/.test(line));

describe("the decisions in docs/decisions/", () => {
  it("are found", () => {
    expect(files).toEqual(expect.arrayContaining(["001-prerendering-per-locale.md", "061-the-server-keeps-the-language-choice.md"]));
  });

  it("each have a numbered title, a Status line and a Date line", () => {
    expect(made.flatMap((result) => ("fault" in result ? [result.fault] : []))).toEqual([]);
  });

  it("each have one number", () => {
    const numbers = files.map((name) => name.slice(0, 3));
    expect(numbers.filter((number, at) => numbers.indexOf(number) !== at)).toEqual([]);
  });
});

describe("the index in docs/decisions/README.md", () => {
  it("has the row of every decision, as its file says it (missing: the rows to paste in)", () => {
    expect(expected.filter((row) => !indexRows.includes(row))).toEqual([]);
  });

  it("has no row that no decision file gives (stale: the rows to take out or correct)", () => {
    expect(indexRows.filter((row) => !expected.includes(row))).toEqual([]);
  });

  it("lists them in number order, each once", () => {
    expect(indexRows).toEqual([...new Set(indexRows)].sort());
  });

  it("reads statuses as the files say them", () => {
    expect(statusCell("Status: accepted (the foundation).")).toBe("accepted");
    expect(statusCell("Status: accepted (the foundation); how the page is rendered superseded by [036](036-x.md).")).toBe("accepted");
    expect(statusCell("Status: superseded by [027](027-a.md) and [026](026-b.md): nothing hydrates.")).toBe(
      "superseded by [027](027-a.md) and [026](026-b.md)",
    );
    expect(statusCell("Status: superseded by [032](032-c.md). Pages are still rendered")).toBe("superseded by [032](032-c.md)");
    expect(statusOf("# 1\n\nStatus: accepted (the foundation). Adds\nto [009](009-x.md).\nDate: 2026-11-29\n\n## Context")).toBe(
      "Status: accepted (the foundation). Adds to [009](009-x.md).",
    );
  });
});
