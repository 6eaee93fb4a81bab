import { describe, expect, it } from "vitest";
import { PAGES } from "../shared/route-table";
import { SPECULATION_RULES, SPECULATION_RULES_TEXT } from "./speculation-rules";

const ORIGIN = "https://www.bestelwijs.example";

type Predicate = { and?: Predicate[]; not?: Predicate; href_matches?: string | readonly string[]; selector_matches?: string };

/**
 * Whether the rules' address conditions take a link to `href`, read the way the browser reads
 * them: URL patterns against the page's address. The CSS conditions are left to the browser test
 * (tests/e2e/speculation.e2e.test.ts), which needs the page's links.
 */
function addressMatches(predicate: Predicate, href: string, page = `${ORIGIN}/`): boolean {
  if (predicate.and) return predicate.and.every((part) => addressMatches(part, href, page));
  if (predicate.not) return predicate.not.selector_matches !== undefined || !addressMatches(predicate.not, href, page);
  if (predicate.href_matches !== undefined) {
    const patterns = typeof predicate.href_matches === "string" ? [predicate.href_matches] : predicate.href_matches;
    return patterns.some((pattern) => new URLPattern(pattern, page).test(new URL(href, page)));
  }
  return true;
}

const rules = [...SPECULATION_RULES.prefetch, ...SPECULATION_RULES.prerender];

describe("speculation rules", () => {
  // That every page carries these rules, and only these, is read from the page's own script in
  // tests/e2e/speculation.e2e.test.ts, where Chromium also reports whether it accepted them.
  it.each(rules.map((rule, index) => [index, rule] as const))("rule %i takes every page of the route table, with or without a #fragment", (_index, rule) => {
    for (const page of PAGES) {
      expect(addressMatches(rule.where, page.path), page.path).toBe(true);
      expect(addressMatches(rule.where, `${page.path}#contact`), page.path).toBe(true);
    }
  });

  it.each([
    "/api/home/v1/downloads",
    "/api/home/v1/files/win/2.4.0/bestelwijs-2.4.0-x64.exe",
    "/api/home/v1/updates/win/latest.yml",
    "/prijzen?lang=en",
    "?lang=nl",
    "/?utm_source=x&lang=en",
    "/assets/enhance-abc123.js",
    "/sitemap.xml",
    "/producten",
    "/prijzen/extra",
    "https://portal.bestelwijs.example/start",
    "https://www.bestelwijs.example.evil/prijzen",
  ])("never take a link to %s", (href) => {
    for (const rule of rules) expect(addressMatches(rule.where, href, `${ORIGIN}/prijzen`)).toBe(false);
  });

  it("leave language links, downloads, nofollow links, forms and the page itself to the browser's CSS test", () => {
    for (const rule of rules) {
      const selectors = (rule.where.and as readonly Predicate[]).flatMap((part) => (part.not?.selector_matches ? [part.not.selector_matches] : []));
      expect(selectors.join(", ")).toMatch(/\[hreflang\].*\[download\].*\[rel~=nofollow\].*\[aria-current=page\].*form \*/);
    }
  });

  it("prefetch early and prerender on stronger intent; neither is immediate", () => {
    expect(SPECULATION_RULES.prefetch.map((rule) => rule.eagerness)).toEqual(["eager"]);
    expect(SPECULATION_RULES.prerender.map((rule) => rule.eagerness)).toEqual(["moderate"]);
    expect(SPECULATION_RULES_TEXT).not.toContain("immediate");
  });
});
