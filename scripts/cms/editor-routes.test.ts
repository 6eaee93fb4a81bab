import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, onTestFinished } from "vitest";
import { FIGURE_PLACEHOLDERS } from "../../content/placeholders";
import { CASE_PAGES } from "../../content/schema/case";
import { DOWNLOADS_PAGE } from "../../content/schema/downloads";
import { FRAME } from "../../content/schema/frame";
import { PRICING_PAGE } from "../../content/schema/pricing";
import { PRODUCT_PAGES } from "../../content/schema/product";
import { PRODUCT_PICTURES } from "../../content/schema/product-pictures";
import { SHOWCASE_PICTURES } from "../../content/schema/showcase-pictures";
import { SUPPORT_PAGE } from "../../content/schema/support";
import { LOCALES } from "../../shared/locale";
import { figuresFileRefusal, pagesOnDisk, refusalOf } from "./editor-routes";
import { EDITED_PAGES } from "./keystatic.config";

const ROOT = path.resolve(import.meta.dirname, "../..");
const saved = (id: string = SUPPORT_PAGE.id) => readFile(path.join(ROOT, `content/pages/${id}.json`), "utf8");

describe("what the editor's server refuses to write", () => {
  // An editor must be able to save a page without first fixing words nobody asked them to touch.
  it.each(EDITED_PAGES.map((page) => [page.id, page] as const))("writes %s's file as it is in the repository", async (id, page) => {
    expect(refusalOf(page, await saved(id))).toEqual([]);
  });

  it("takes a field's own placeholders in that field only, besides the figures", async () => {
    const stored = JSON.parse(await saved(DOWNLOADS_PAGE.id)) as Record<"whatsNew" | "listTitle", Record<string, string>>;
    stored.whatsNew.nl = "Nieuw in {version}, te zien vanaf {supportOpens}";
    stored.listTitle.nl = "Kies je computer voor {version}";
    expect(refusalOf(DOWNLOADS_PAGE, JSON.stringify(stored))).toEqual([
      "Heading above the systems (nl): {version}: not a placeholder this field knows. It knows " +
        `${Object.keys(FIGURE_PLACEHOLDERS)
          .map((name) => `{${name}}`)
          .join(", ")}.`,
    ]);
  });

  it("takes the frame's {code}, {year} and {brand} only in the texts the site fills them into", async () => {
    const stored = JSON.parse(await saved(FRAME.id)) as {
      unsupportedLanguage: Record<"named" | "unnamed", Record<string, string>>;
      footer: { copyright: Record<string, string> };
    };
    stored.unsupportedLanguage.unnamed.en = stored.unsupportedLanguage.named.en!;
    stored.footer.copyright.fr = "© {year} {brand} ({code})";
    expect(refusalOf(FRAME, JSON.stringify(stored)).map((refusal) => refusal.replace(/ It knows .*/, ""))).toEqual([
      "Notice when the address asks for a language the site does not have (?lang=…) › The same, for a code too odd to repeat (en): {code}: not a placeholder this field knows.",
      "Footer › Copyright (fr): {code}: not a placeholder this field knows.",
    ]);
  });

  it("refuses a missing language, naming the file and the field", async () => {
    const stored = JSON.parse(await saved()) as { hero: { title: Record<string, string> } };
    delete stored.hero.title.fr;
    expect(refusalOf(SUPPORT_PAGE, JSON.stringify(stored))).toEqual(["content/pages/info.support.json, hero.title.fr: missing or empty"]);
  });

  it("refuses a field the schema does not have, and a file that is not JSON", async () => {
    const stored = JSON.parse(await saved()) as Record<string, unknown>;
    expect(refusalOf(SUPPORT_PAGE, JSON.stringify({ ...stored, slogan: { nl: "x", en: "x", fr: "x" } }))).toEqual([
      "content/pages/info.support.json, slogan: the schema has no such field",
    ]);
    expect(refusalOf(SUPPORT_PAGE, "{ not json")).toEqual(["content/pages/info.support.json is not JSON."]);
  });

  it("names the field by its labels and the language of each text the copy rules refuse", async () => {
    const stored = JSON.parse(await saved()) as { demo: { button: Record<string, string> } };
    stored.demo.button.en = "Book a demo for € 0";
    expect(refusalOf(SUPPORT_PAGE, JSON.stringify(stored))).toEqual([
      "Demo card › Button (en): A figure is typed as a number: write its placeholder (such as {starter} or {trialDays}), so it is set once for every page and language.",
    ]);
  });

  it("refuses a claim the offer lint refuses, such as a trial on every plan or a pair of products no priced plan sells", async () => {
    const stored = JSON.parse(await saved()) as { demo: { text: Record<string, string> } };
    stored.demo.text.nl = "Elk pakket probeer je {trialDays} dagen gratis.";
    expect(refusalOf(SUPPORT_PAGE, JSON.stringify(stored))).toEqual([
      "Demo card › Text (nl): a trial of every plan, but free, enterprise has none: Elk pakket probeer je {trialDays} dagen gratis.",
    ]);
  });

  it("refuses a picture's price that is not whole cents from 0 to what the pictures have room for, a list longer than its drawing has room for, and a typed figure in its words", async () => {
    type Dish = { name: Record<string, string>; priceCents: unknown };
    const stored = JSON.parse(await saved(PRODUCT_PICTURES.id)) as {
      webshopCheckout: { items: Dish[] };
      websiteBrowser: { dishes: Dish[] };
      managerDashboard: { weekRevenueCents: number[] };
    };
    const refused = (change: (pictures: typeof stored) => void) => {
      const changed = structuredClone(stored);
      change(changed);
      return refusalOf(PRODUCT_PICTURES, JSON.stringify(changed));
    };
    expect(refused((pictures) => void (pictures.webshopCheckout.items[0]!.priceCents = -1))).toEqual([
      "content/pages/pictures.products.json, webshopCheckout.items[0].priceCents: expected a price in cents, a whole number of 0 or more",
    ]);
    expect(refused((pictures) => void (pictures.webshopCheckout.items[0]!.priceCents = 24.505))).toHaveLength(1);
    expect(refused((pictures) => void (pictures.webshopCheckout.items[0]!.priceCents = "24,50"))).toHaveLength(1);
    // A dish has room for three figures of euros, the dashboard's revenue of a day for four.
    expect(refused((pictures) => void (pictures.webshopCheckout.items[0]!.priceCents = 99_999))).toEqual([]);
    expect(refused((pictures) => void (pictures.managerDashboard.weekRevenueCents[0] = 999_999))).toEqual([]);
    expect(refused((pictures) => void (pictures.managerDashboard.weekRevenueCents[0] = 1_000_000))).toEqual([
      "content/pages/pictures.products.json, managerDashboard.weekRevenueCents[0]: expected a price of at most 999999 cents (9999,99 euros), as its picture has room for",
    ]);
    expect(refused((pictures) => void (pictures.webshopCheckout.items[0]!.priceCents = 1e22))).toEqual([
      "content/pages/pictures.products.json, webshopCheckout.items[0].priceCents: expected a price of at most 99999 cents (999,99 euros), as its picture has room for",
    ]);
    expect(refused((pictures) => pictures.websiteBrowser.dishes.push(pictures.websiteBrowser.dishes[0]!))).toEqual([
      "content/pages/pictures.products.json, websiteBrowser.dishes: expected at most 3 items, found 4",
    ]);
    expect(refused((pictures) => void (pictures.websiteBrowser.dishes[1]!.name.en = "Pizza funghi € 13"))).toEqual([
      "Page: the restaurant's own website › Dish 2 › Name (en): A figure is typed as a number: a price in the picture has its own field, in euros; the words around it name none.",
    ]);
  });

  it("refuses a picture's number that points past its list, as the editor's form cannot see the list beside it", async () => {
    const stored = JSON.parse(await saved(SHOWCASE_PICTURES.id)) as {
      cases: { cafetaria: { shop: { dishes: unknown[]; basketCount: number }; soldOut: number } };
    };
    stored.cases.cafetaria.shop.dishes.splice(1);
    expect(refusalOf(SHOWCASE_PICTURES, JSON.stringify(stored))).toEqual([
      "content/pages/pictures.showcase.json, cases.cafetaria.shop.basketCount: counts 2, but dishes has 1",
    ]);
    stored.cases.cafetaria.shop.basketCount = 1;
    stored.cases.cafetaria.soldOut = 1;
    expect(refusalOf(SHOWCASE_PICTURES, JSON.stringify(stored))).toEqual([
      "content/pages/pictures.showcase.json, cases.cafetaria.soldOut: points at item 2, but shop.dishes has 1",
    ]);
  });

  it("holds the pricing table's ticks to the offer, in every language, as the offer lint does", async () => {
    const stored = JSON.parse(await saved(PRICING_PAGE.id)) as { table: { rows: Array<{ label: Record<string, string>; cells: unknown[] }> } };
    const row = stored.table.rows.find((each) => each.label.en === "Account manager");
    expect(row?.cells[0]).toBe(false);
    if (row) row.cells[0] = true;
    const refusals = refusalOf(PRICING_PAGE, JSON.stringify(stored));
    expect(refusals).toHaveLength(3);
    expect(refusals[0]).toMatch(/^Prijzen \/ Pricing \(nl\): the offer says otherwise: table ".+" free: true but the offer says false$/);
  });

  it("holds a case's plan to the products it says the business uses, once for every language", async () => {
    const lunchroom = CASE_PAGES["cases.lunchroom"];
    const stored = JSON.parse(await saved(lunchroom.id)) as { offer: { plan: string; products: string[] } };
    stored.offer = { plan: "free", products: ["webshop", "qr"] };
    const refusals = refusalOf(lunchroom, JSON.stringify(stored));
    expect(refusals.at(-1)).toBe(`${lunchroom.label}: the plan does not include these products: free does not sell webshop + qr`);
    // The case's sentences that speak of Webshop and QR are held to the plan being saved too.
    const sentences = refusals.slice(0, -1);
    for (const refusal of sentences) expect(refusal).toMatch(/\((nl|en|fr)\): "webshop \+ qr" is not sold by free: /);
    expect(new Set(sentences.map((refusal) => /\((nl|en|fr)\):/.exec(refusal)?.[1]))).toEqual(new Set(LOCALES));
  });

  it("reads a case's sentences against the plan as it is being saved, not as it was", async () => {
    const sushi = CASE_PAGES["cases.sushi"];
    const stored = JSON.parse(await saved(sushi.id)) as { offer: { plan: string; products: string[] }; solution: { text: Record<string, string> } };
    expect(stored.offer.plan).toBe("starter");
    const moreThanStarter = {
      nl: "Lin koos een webshop met QR en Page, zonder commissie.",
      en: "Lin chose a webshop with QR and Page, and pays no commission.",
      fr: "Lin a choisi un webshop avec QR et Page, sans commission.",
    };
    stored.solution.text = moreThanStarter;
    // Starter does not sell Page: refused as long as the case is on Starter...
    expect(refusalOf(sushi, JSON.stringify(stored))).toHaveLength(3);
    // ...and written once the same save puts it on a plan that does.
    stored.offer = { plan: "professional", products: ["webshop", "qr", "page"] };
    expect(refusalOf(sushi, JSON.stringify(stored))).toEqual([]);
  });

  it("reads the other pages as they are saved now, not as the server started with them", async () => {
    // An editor renamed Starter to Start on the pricing page, in every language, after the server started.
    const root = await mkdtemp(path.join(tmpdir(), "bestelwijs-editor-pages-"));
    onTestFinished(() => rm(root, { recursive: true, force: true }));
    await cp(path.join(ROOT, "content/pages"), path.join(root, "content/pages"), { recursive: true });
    const pricing = JSON.parse(await saved(PRICING_PAGE.id)) as { plans: { starter: { title: Record<string, string> } } };
    pricing.plans.starter.title = { nl: "Start", en: "Start", fr: "Start" };
    await writeFile(path.join(root, "content/pages", `${PRICING_PAGE.id}.json`), JSON.stringify(pricing));
    const page = PRODUCT_PAGES["products.page"];
    const stored = JSON.parse(await saved(page.id)) as { hero: { subtitle: Record<string, string> } };
    stored.hero.subtitle = {
      nl: "Met Start krijg je een webshop en Page.",
      en: "With Start you get a webshop and Page.",
      fr: "Avec Start, vous avez un webshop et Page.",
    };
    // Start does not sell Page: a sentence under the plan's new name is held to that plan.
    expect(refusalOf(page, JSON.stringify(stored), pagesOnDisk(root))).toEqual(
      LOCALES.map((locale) => expect.stringMatching(new RegExp(`\\(${locale}\\): .*"webshop \\+ page" is not sold by starter`))),
    );
  });
});

describe("what the editor's server refuses to write to the figures", () => {
  const figures = () => readFile(path.join(ROOT, "content/figures.json"), "utf8");

  it("writes the figures' file as it is in the repository", async () => {
    expect(figuresFileRefusal(await figures())).toEqual([]);
  });

  it("refuses a negative price, a commission over 100% and a trial plan without a fee, naming each figure", async () => {
    const stored = JSON.parse(await figures()) as { plans: Record<string, number>; goods: Record<string, number> };
    stored.goods.posBuy = -5;
    stored.plans.commission = 107;
    expect(figuresFileRefusal(JSON.stringify(stored))).toEqual([
      "Plans › Gratis: commission on each successful order: A percentage is at most 100.",
      "Optional extras › POS device, to buy: A figure cannot be below 0.",
    ]);
    stored.plans.commission = 7;
    stored.plans.professional = 0;
    expect(figuresFileRefusal(JSON.stringify(stored))).toEqual([
      "Plans: Professional has a free trial, so it needs a monthly fee above € 0 (a plan without one has nothing to try out).",
      "Optional extras › POS device, to buy: A figure cannot be below 0.",
    ]);
  });

  it("refuses a figure written as text, and a file that is not JSON", async () => {
    expect(figuresFileRefusal((await figures()).replace('"starter": 39', '"starter": "39"'))).toEqual(["Plans › Starter, per month: Type a number."]);
    expect(figuresFileRefusal("{")).toEqual(["content/figures.json is not JSON."]);
  });
});
