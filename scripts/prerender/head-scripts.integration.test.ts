import { runInNewContext } from "node:vm";
import { beforeAll, describe, expect, it } from "vitest";
import { serializeConsent } from "../../app/browser/consent/choice";
import type { BuildFacts } from "../../app/render/build-facts";
import { compileBootScript, compileHeadScripts } from "./head-scripts";

/**
 * The rules are unit-tested where they live (app/browser/head-scripts/README.md); this checks what the
 * build makes of them: one self-contained classic script each, that does its job when it is the
 * only thing a page has run.
 */
describe("the compiled head scripts", () => {
  let scripts: BuildFacts["headScripts"];

  beforeAll(async () => {
    scripts = await compileHeadScripts();
  });

  it("are classic scripts with nothing left to import, safe inside <script>", () => {
    for (const text of Object.values(scripts)) {
      expect(text).toMatch(/^"use strict";\(\(\)=>\{[\s\S]*\}\)\(\);$/);
      expect(text).not.toMatch(/\bimport\b|\bexport\b|<\/script|\n$/);
    }
  });

  it("locale: takes lang out of the address and nothing else, and touches no storage or cookie", () => {
    const replaced: string[] = [];
    const window = {
      location: { href: "https://www.bestelwijs.nl/prijzen?lang=nl&utm_source=x#faq" },
      history: { state: null, replaceState: (_state: unknown, _title: string, address: string) => replaced.push(address) },
    };
    // No document, localStorage or sessionStorage in this context: touching one would throw.
    runInNewContext(scripts.locale, { window, URL });
    expect(replaced).toEqual(["/prijzen?utm_source=x#faq"]);
  });

  it("consent: loads the container its own attribute names, for a stored acceptance, and nothing without the attribute", () => {
    const run = (containerId: string | null) => {
      const appended: { src: string }[] = [];
      const window: { dataLayer?: unknown[]; localStorage: { getItem: () => string } } = {
        localStorage: { getItem: () => serializeConsent({ analytics: true, ads: false }) },
      };
      const document = {
        currentScript: { getAttribute: (name: string) => (name === "data-tag-manager" ? containerId : null) },
        createElement: () => ({ async: false, src: "" }),
        head: { appendChild: (element: { src: string }) => appended.push(element) },
        addEventListener: () => undefined,
      };
      runInNewContext(scripts.consent, { window, document, JSON, Date, encodeURIComponent });
      return { appended, dataLayer: window.dataLayer };
    };
    expect(run("GTM-T3ST000").appended.map((script) => script.src)).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-T3ST000"]);
    expect(run(null)).toEqual({ appended: [], dataLayer: undefined });
  });

  it("visitorOs: marks a Mac as a Mac", () => {
    const attributes: Record<string, string> = {};
    const documentElement = {
      hasAttribute: (name: string) => name in attributes,
      setAttribute: (name: string, value: string) => void (attributes[name] = value),
    };
    const navigator = { userAgent: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15" };
    runInNewContext(scripts.visitorOs, { document: { documentElement }, navigator });
    expect(attributes).toEqual({ "data-visitor-os": "mac_os", "data-visitor-os-detected": "" });
  });
});

/** What it does in a page is tested in Chromium (tests/e2e/boot-script.e2e.test.ts); this checks what the build makes of it. */
describe("the compiled boot script", () => {
  it("is a module script's top level with the build's files written in, nothing to import statically, safe inside <script>", async () => {
    const text = await compileBootScript(["/assets/enhance-1.js", "/assets/shared-2.js"]);
    expect(text).toContain('["/assets/enhance-1.js","/assets/shared-2.js"]');
    expect(text).not.toMatch(/ENTRY_FILES|^import\b|[;}]import\s*[{*"]|\bexport\b|<\/script|\n$/);
    // The entry is imported once, by a dynamic import() of the first file.
    expect(text.match(/\bimport\(/g)).toHaveLength(1);
  });

  it("fails the build when there is no entry to load", async () => {
    await expect(compileBootScript([])).rejects.toThrow(/no entry/);
  });
});
