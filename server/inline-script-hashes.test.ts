import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes";

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
