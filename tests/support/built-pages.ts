import type { BuildFacts } from "../../app/render/build-facts";
import { readSiteConfig } from "../../config/site-config";
import type { LoadedPage } from "../../server/plugins/pages";
import type { Locale } from "../../shared/locale";

/**
 * Build facts for tests that render pages at run time: placeholder asset names and head scripts,
 * so a test can find them in the HTML without a build.
 */
export const TEST_BUILD_FACTS: BuildFacts = {
  stylesheets: { app: "/assets/app.css", home: "/assets/home.css" },
  bootScript: "loadEnhance()",
  favicon: { png: Buffer.from([0x89, 0x50, 0x4e, 0x47]), sizePx: 48 },
  headScripts: { locale: "applyLocale()", consent: "startConsent()", visitorOs: "markOs()" },
  site: readSiteConfig({}),
  year: 2026,
};

/** A page as the build left it, whose body says so, for tests of what the server renders instead. */
export function builtPage(locale: Locale, path: string | null, status = 200): LoadedPage {
  return {
    status,
    locale,
    path,
    hash: "built",
    scriptHashes: [],
    tagManager: false,
    bodies: { identity: Buffer.from("<p>as built</p>") },
  };
}
