import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { BROWSER_ENTRY, STYLESHEETS } from "./assets";
import { buildFacts, entryFilesOf, type ViteManifest } from "./build-facts";

const favicon = { png: Buffer.from([1]), sizePx: 48 };
const headScripts = { locale: "applyLocale()", consent: "startConsent()", visitorOs: "markOs()" };
const inputs = { bootScript: "loadEnhance()", favicon, headScripts, site: readSiteConfig({}), year: 2026 };
const manifest: ViteManifest = {
  [BROWSER_ENTRY.enhance]: { file: "assets/enhance-1.js", imports: ["_shared.js", "_more.js"] },
  "_shared.js": { file: "assets/shared-2.js", imports: ["_more.js"] },
  "_more.js": { file: "assets/more-3.js" },
  [STYLESHEETS.app]: { file: "assets/app-4.css" },
  [STYLESHEETS.home]: { file: "assets/home-5.css" },
};

describe("buildFacts", () => {
  it("lists the entry's file first, then everything it imports, each file once", () => {
    expect(entryFilesOf(manifest)).toEqual(["/assets/enhance-1.js", "/assets/shared-2.js", "/assets/more-3.js"]);
  });

  it("names each stylesheet's built file, and passes the build's other inputs on", () => {
    const facts = buildFacts(manifest, inputs);
    expect(facts.stylesheets).toEqual({ app: "/assets/app-4.css", home: "/assets/home-5.css" });
    expect(facts.favicon).toBe(favicon);
    expect(facts.headScripts).toBe(headScripts);
    expect(facts.bootScript).toBe("loadEnhance()");
    expect(facts.site).toBe(inputs.site);
    expect(facts.year).toBe(2026);
  });

  it("fails the build when the manifest lacks the entry or a stylesheet", () => {
    const { [BROWSER_ENTRY.enhance]: _entry, ...noEntry } = manifest;
    const { [STYLESHEETS.home]: _home, ...noHome } = manifest;
    expect(() => entryFilesOf(noEntry)).toThrow(/app\/browser\/enhance\/main\.ts/);
    expect(() => buildFacts(noHome, inputs)).toThrow(/motion\.css/);
  });
});
