import { readFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { FIGURE_PLACEHOLDERS } from "../../content/placeholders";
import { DOWNLOADS_PAGE } from "../../content/schema/downloads";
import { FRAME } from "../../content/schema/frame";
import { SUPPORT_PAGE } from "../../content/schema/support";
import { figuresFileRefusal, refusalOf } from "./editor-routes";
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
