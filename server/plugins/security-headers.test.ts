import { describe, expect, it } from "vitest";
import { contentSecurityPolicy } from "./security-headers";

function directives(csp: string): Map<string, string[]> {
  return new Map(csp.split(";").map((part) => {
    const [name, ...sources] = part.trim().split(/\s+/);
    return [name!, sources];
  }));
}

describe("contentSecurityPolicy", () => {
  it("allows only this origin and the page's own hashes without a tag manager", () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'", "'sha256-def'"] }));
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc'", "'sha256-def'"]);
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("connect-src")).toEqual(["'self'"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:"]);
    expect(csp.has("frame-src")).toBe(false);
    expect([...csp.values()].flat().join(" ")).not.toMatch(/google/);
  });

  it("is exactly the policy from before the tag manager existed when the build has no container id", () => {
    expect(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"] })).toBe(
      "default-src 'self'; img-src 'self' data:; style-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'; script-src 'self' 'sha256-abc'",
    );
  });

  it("adds the tag manager's and GA4's sources, and nothing unsafe, when the build has a container id", () => {
    const csp = directives(contentSecurityPolicy({ scriptHashes: ["'sha256-abc'"], tagManager: true }));
    expect(csp.get("script-src")).toEqual(["'self'", "'sha256-abc'", "https://*.googletagmanager.com"]);
    expect(csp.get("img-src")).toEqual(["'self'", "data:", "https://*.googletagmanager.com", "https://*.google-analytics.com"]);
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://*.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"]));
    expect(csp.get("frame-src")).toEqual(["https://www.googletagmanager.com"]);
    const all = [...csp.values()].flat();
    expect(all).not.toContain("'unsafe-inline'");
    expect(all).not.toContain("'unsafe-eval'");
    expect(all.filter((source) => /^(https?:|\*)$/.test(source))).toEqual([]);
  });

  it("keeps the locked-down directives either way", () => {
    for (const tagManager of [false, true]) {
      const csp = directives(contentSecurityPolicy({ tagManager }));
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'self'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("style-src")).toEqual(["'self'"]);
    }
  });
});
