import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import type { BuildFacts } from "../../app/render/build-facts";
import { renderPage } from "../../app/render/render-page";
import { PAGES } from "../../app/route-table";
import { readSiteConfig } from "../../config/site-config";
import { hasDownloadsList } from "./downloads-list";

const facts: BuildFacts = {
  stylesheets: { app: "/assets/app.css", home: "/assets/home.css" },
  entryFiles: ["/assets/enhance.js"],
  favicon: { png: Buffer.from([1]), sizePx: 48 },
  headScripts: { locale: "applyLocale()", consent: "startConsent()", visitorOs: "markOs()" },
  site: readSiteConfig({}),
  year: 2026,
};
const downloads = PAGES.find((page) => page.kind === "downloads")!;

describe("the downloads list the server renders into the page", () => {
  it.each(LOCALES)("replaces exactly the placeholders the pre-rendered page holds (%s)", async (locale) => {
    expect(hasDownloadsList(await renderPage({ page: downloads, locale, facts }), locale)).toBe(true);
  });
});
