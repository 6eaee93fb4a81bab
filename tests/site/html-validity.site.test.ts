import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { LOCALES } from "../../app/shared/locales";
import { PAGES } from "../../app/shared/route-table";
import { builtPages, pagesDir } from "../e2e/checks/built-pages";
import { checkHtml, describeNuMessage, type NuMessage } from "../e2e/checks/nu-checker";

// Two planted errors, checked in the same JVM run: an empty report must mean "valid", not "did not look".
const CANARY = path.join(import.meta.dirname, "..", "e2e", "checks", "fixtures", "invalid.html");

describe("every pre-rendered page passes the W3C Nu HTML Checker", () => {
  const pages = builtPages();
  let messages: NuMessage[] = [];

  beforeAll(async () => {
    messages = await checkHtml([...pages, CANARY]);
  }, 120_000);

  it("checks every page in every language, the 404 pages included", () => {
    expect(pages.length).toBeGreaterThanOrEqual(LOCALES.length * (PAGES.length + 1));
    for (const locale of LOCALES) expect(pages).toContain(path.join(pagesDir(), locale, "404.html"));
  });

  it("reports the errors planted in its canary file", () => {
    const canary = messages.filter((message) => message.url?.endsWith("/fixtures/invalid.html"));
    expect(canary.map((message) => message.message).join("\n")).toMatch(/Duplicate ID/);
    expect(canary.map((message) => message.message).join("\n")).toMatch(/“blocking” attribute must have a “rel” attribute/);
    expect(canary.length).toBeGreaterThanOrEqual(3);
  });

  it("finds 0 errors in the pages (file:line: message)", () => {
    const errors = messages.filter((message) => !message.url?.endsWith("/fixtures/invalid.html"));
    expect(errors.map((message) => describeNuMessage(message, pagesDir()))).toEqual([]);
  });
});
