import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { consentBootstrapScript } from "../app/consent/bootstrap";
import { buildTagManagerId, inlineScriptHashes, tagManagerIdIn } from "./page-csp-facts";

const sha256 = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes classic, module and import-map scripts once each, and skips external ones", () => {
    const html = [
      "<script>a()</script>",
      '<script type="module">b()</script>',
      '<script type="importmap">{"imports":{}}</script>',
      "<script>a()</script>",
      '<script src="/assets/x.js"></script>',
      '<script type="text/javascript">c()</script>',
    ].join("");
    expect(inlineScriptHashes(html)).toEqual([sha256("a()"), sha256("b()"), sha256('{"imports":{}}'), sha256("c()")]);
  });

  it("ignores JSON-LD and other data blocks, which the browser never runs", () => {
    const html = '<script type="application/ld+json">{"@type":"Organization"}</script><script type=application/json>{}</script><script>run()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256("run()")]);
  });
});

describe("tag-manager id of a build", () => {
  const withId = `<head><script>${consentBootstrapScript("GTM-T3ST000")}</script></head>`;

  it("is read from the consent script the page carries", () => {
    expect(tagManagerIdIn(withId)).toBe("GTM-T3ST000");
    expect(tagManagerIdIn("<head><script>boot()</script></head>")).toBeUndefined();
  });

  it("is shared by every page, or the build fails", () => {
    expect(buildTagManagerId([{ file: "nl/index.html", html: withId }, { file: "en/index.html", html: withId }])).toBe("GTM-T3ST000");
    expect(buildTagManagerId([{ file: "nl/index.html", html: "<p>no id</p>" }])).toBeUndefined();
    expect(() => buildTagManagerId([{ file: "nl/index.html", html: withId }, { file: "en/index.html", html: "<p>no id</p>" }])).toThrow(/disagree/);
  });
});
