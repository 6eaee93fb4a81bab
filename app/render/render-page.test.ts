import type { DefaultTreeAdapterMap } from "parse5";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { LOCALES } from "../../shared/locale";
import { attr, parseHtml, query, queryAll } from "../../tests/render/dom";
import { PAGES, pathOf } from "../shared/route-table";
import type { BuildFacts } from "./build-facts";
import { renderPage } from "./render-page";

const site = readSiteConfig({});
const facts: BuildFacts = {
  stylesheets: { app: "/assets/app-1.css", home: "/assets/home-2.css" },
  bootScript: "loadEnhance()",
  favicon: { png: Buffer.from([0x89, 0x50, 0x4e, 0x47]), sizePx: 48 },
  headScripts: { locale: "applyLocale()", consent: "startConsent()", visitorOs: "markOs()" },
  site,
  year: 2026,
};
const page = (id: (typeof PAGES)[number]["id"]) => PAGES.find((entry) => entry.id === id)!;
const stylesheets = (html: string) => queryAll(query(parseHtml(html), "head"), "link[rel=stylesheet]").map((link) => attr(link, "href"));
const currentPageLinks = (html: string) => queryAll(parseHtml(html), "a[aria-current=page]").map((link) => attr(link, "href"));

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

  it("ends the head with the favicon as a data: URL and the body with the boot script, as a module script", async () => {
    const html = await renderPage({ page: page("home.index"), locale: "nl", facts });
    expect(html).toContain('<link rel="icon" type="image/png" sizes="48x48" href="data:image/png;base64,iVBORw=="/></head>');
    expect(html).toMatch(/<script type="module">loadEnhance\(\)<\/script><\/body><\/html>$/);
  });

  it("marks the menu's link to the page shown as the current page, and no other", async () => {
    const html = await renderPage({ page: page("pricing.index"), locale: "en", facts });
    const current = currentPageLinks(html);
    expect(current.length).toBeGreaterThan(0);
    expect(new Set(current)).toEqual(new Set([pathOf("pricing.index")]));
    const support = currentPageLinks(await renderPage({ page: page("info.support"), locale: "en", facts }));
    expect(support.filter((href) => href?.includes("#"))).toEqual([]);
  });

  it("writes the not-found page without canonical or share image, and asks not to index it", async () => {
    const html = await renderPage({ page: "not-found", locale: "nl", facts });
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain("og:image");
    expect(html).toContain('<a class="btn btn-primary mt-8" href="/">');
  });

  it("renders every page of the route table in every language", async () => {
    for (const entry of PAGES) {
      for (const locale of LOCALES) {
        const html = await renderPage({ page: entry, locale, facts });
        expect(html, `${entry.path} ${locale}`).toContain('<main id="main" tabindex="-1">');
      }
    }
  });
});

describe("renderPage shows the whole cost", () => {
  /**
   * The words from <main> on, as parse5 reads them (entities decoded): every text node, scripts
   * left out, one space where an element or comment parts two texts, soft hyphens undone. Text
   * hidden from screen readers is left out too, such as the plan names the pricing table repeats
   * in its cells on phones.
   */
  const wordsOf = (html: string) => {
    const texts: string[] = [];
    let inMain = false;
    const walk = (node: DefaultTreeAdapterMap["node"]) => {
      if (node.nodeName === "main") inMain = true;
      if (node.nodeName === "#text" && inMain) texts.push((node as DefaultTreeAdapterMap["textNode"]).value);
      if (node.nodeName === "script" || node.nodeName === "template" || !("childNodes" in node)) return;
      if ("attrs" in node && node.attrs.some((attribute) => attribute.name === "aria-hidden" && attribute.value === "true")) return;
      for (const child of node.childNodes) walk(child);
    };
    walk(parseHtml(html));
    return texts
      .join(" ")
      .replace(/\u00ad/g, "")
      .replace(/[ \t\n]+/g, " ");
  };

  it("lists each payment method's cost, the POS device, QR stickers, the contract and support hours on the pricing page", async () => {
    const nl = wordsOf(await renderPage({ page: page("pricing.index"), locale: "nl", facts }));
    const en = wordsOf(await renderPage({ page: page("pricing.index"), locale: "en", facts }));
    expect(nl).toContain("iDEAL via Betaalbrug €\u00a00,25");
    expect(nl).toContain("Creditcard en debitcard via Pinvast 1,6% + €\u00a00,25");
    expect(en).toContain("Apple Pay and Google Pay through Pinvast 1.6% + €0.25");
    expect(nl).toContain("koop het voor €\u00a0299 of huur het voor €\u00a015 per maand");
    expect(en).toContain("€1.50 per sticker");
    expect(en).toContain("with 1 month's notice");
    expect(nl).toContain("Elke dag van 10.00 tot 23.00 uur");
  });

  it("pre-renders the calculator's result with the payment costs of its stated mix, for the default revenue", async () => {
    const en = wordsOf(await renderPage({ page: page("pricing.index"), locale: "en", facts }));
    expect(en).toContain("Payment costs, in every plan, no VAT €16 a month");
    expect(en).toContain("counted with orders of €25 on average, paid by iDEAL (55%), Bancontact (10%), card (15%) and Apple Pay or Google Pay (20%)");
    expect(en).toContain(
      "At €1,000 a month, Starter is the cheapest: €39 a month, excl. VAT. With about €16 of payment costs on top, which carry no VAT, you pay €55 a month, excl. VAT.",
    );
    expect(en).toContain("about 1.6% of your revenue");
  });

  it("says the same plans everywhere: no start-up costs in any plan, and the trial only on Starter and Professional", async () => {
    const pricing = wordsOf(await renderPage({ page: page("pricing.index"), locale: "nl", facts }));
    expect(pricing).not.toContain("Op maat Op maat"); // Enterprise's set-up costs are €0 like every plan's
    expect(pricing).toContain("Opstartkosten €\u00a00 €\u00a00 €\u00a00 €\u00a00");
    const home = wordsOf(await renderPage({ page: page("home.index"), locale: "nl", facts }));
    expect(home).toContain("Starter en Professional probeer je 30 dagen gratis");
    expect(home).not.toMatch(/Probeer alles|Elk pakket kun je/);
    const lunchroom = wordsOf(await renderPage({ page: page("cases.lunchroom"), locale: "en", facts }));
    expect(lunchroom).toContain("Sanne chose Starter, with Webshop and QR, for €39 a month, excl. VAT.");
  });

  it("gives support hours and the notice period on the support page and in the FAQ", async () => {
    const support = wordsOf(await renderPage({ page: page("info.support"), locale: "nl", facts }));
    expect(support).toContain("elke dag van 10.00 tot 23.00 uur");
    expect(support).toContain("met een opzegtermijn van 1 maand");
    const faq = wordsOf(await renderPage({ page: page("info.faq"), locale: "en", facts }));
    expect(faq).toContain("every day from 10:00 to 23:00 (Dutch time)");
    expect(faq).toContain("Every plan runs month by month, with 1 month's notice.");
    expect(faq).toContain("€1.50 per sticker, excl. VAT");
    expect(faq).toContain("buy it for €299 or rent it for €15 a month, excl. VAT.");
  });
});

describe("renderPage when a component throws", () => {
  it("rejects with the component's error instead of hanging", async () => {
    const broken = { ...facts, bootScript: "" };
    await expect(renderPage({ page: PAGES[0]!, locale: "en", facts: broken })).rejects.toThrow(/no boot script/);
  });
});
