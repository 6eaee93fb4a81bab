import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { PAGES, pathOf } from "../route-table";
import type { BuildFacts } from "./build-facts";
import { renderPage } from "./render-page";

const site = readSiteConfig({});
const facts: BuildFacts = {
  stylesheets: { app: "/assets/app-1.css", home: "/assets/home-2.css" },
  entryFiles: ["/assets/enhance-3.js"],
  favicon: { png: Buffer.from([0x89, 0x50, 0x4e, 0x47]), sizePx: 48 },
  headScripts: { locale: "applyLocale()", consent: "startConsent()", visitorOs: "markOs()" },
  site,
  year: 2026,
};
const page = (id: (typeof PAGES)[number]["id"]) => PAGES.find((entry) => entry.id === id)!;
const headOf = (html: string) => html.slice(0, html.indexOf("</head>"));
const stylesheets = (html: string) => [...headOf(html).matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((match) => match[1]);

describe("renderPage", () => {
  it("writes a whole document in the page's language", async () => {
    const nl = await renderPage({ page: page("pricing.index"), locale: "nl", facts });
    const en = await renderPage({ page: page("pricing.index"), locale: "en", facts });
    expect(nl).toMatch(/^<!DOCTYPE html><html lang="nl-NL">/);
    expect(en).toMatch(/^<!DOCTYPE html><html lang="en">/);
    expect(nl).toMatch(/<\/body><\/html>$/);
    expect(nl).toContain(`<link rel="canonical" href="${site.publicBaseUrl}/prijzen?lang=nl"/>`);
    expect(en).toContain(`<link rel="canonical" href="${site.publicBaseUrl}/prijzen?lang=en"/>`);
  });

  it("links the site's stylesheet on every page, and the home page's own after it", async () => {
    expect(stylesheets(await renderPage({ page: page("home.index"), locale: "en", facts }))).toEqual(["/assets/app-1.css", "/assets/home-2.css"]);
    expect(stylesheets(await renderPage({ page: page("info.faq"), locale: "en", facts }))).toEqual(["/assets/app-1.css"]);
    expect(stylesheets(await renderPage({ page: "not-found", locale: "en", facts }))).toEqual(["/assets/app-1.css"]);
  });

  it("describes the share image with the hero's title", async () => {
    const html = await renderPage({ page: page("home.index"), locale: "en", facts });
    expect(html).toMatch(new RegExp(`<meta property="og:image:alt" content="${site.brandName}: [^"]+"/>`));
    expect(html).toContain(`<meta property="og:image" content="${site.publicBaseUrl}/og/en/home.index.png"/>`);
  });

  it("ends the head with the favicon as a data: URL and the body with the boot script, which loads the entry", async () => {
    const html = await renderPage({ page: page("home.index"), locale: "nl", facts });
    expect(html).toContain('<link rel="icon" type="image/png" sizes="48x48" href="data:image/png;base64,iVBORw=="/></head>');
    const script = html.slice(html.lastIndexOf('<script type="module">'));
    expect(script).toMatch(/import\("\/assets\/enhance-3\.js"\);<\/script><\/body><\/html>$/);
  });

  it("marks the menu's link to the page shown as the current page, and no other", async () => {
    const html = await renderPage({ page: page("pricing.index"), locale: "en", facts });
    const current = [...html.matchAll(/<a aria-current="page"[^>]*href="([^"]+)"/g)].map((match) => match[1]);
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set([pathOf("pricing.index")]));
    const support = await renderPage({ page: page("info.support"), locale: "en", facts });
    expect(support).not.toMatch(/<a aria-current="page"[^>]*href="[^"]*#/);
  });

  it("writes the not-found page without canonical or share image, and asks not to index it", async () => {
    const html = await renderPage({ page: "not-found", locale: "nl", facts });
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("og:image");
    expect(html).toContain('<a class="btn btn-primary mt-8" href="/">');
  });

  it("renders every page of the route table in both languages", async () => {
    for (const entry of PAGES) {
      for (const locale of ["nl", "en"] as const) {
        const html = await renderPage({ page: entry, locale, facts });
        expect(html, `${entry.path} ${locale}`).toContain('<main id="main" tabindex="-1">');
      }
    }
  });
});

describe("renderPage when a component throws", () => {
  it("rejects with the component's error instead of hanging", async () => {
    const broken = { ...facts, entryFiles: [] };
    await expect(renderPage({ page: PAGES[0]!, locale: "en", facts: broken })).rejects.toThrow(/no entry file/);
  });
});
