import AxeBuilder from "@axe-core/playwright";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/components/sections/figures";
import en from "../../content/en/faq";
import nl from "../../content/nl/faq";
import { FAQ_IDS, type FaqId } from "../../content/schema/faq";
import { useBrowser } from "./support/browser";
import { gotoHydrated } from "./support/navigation";

const { newContext } = useBrowser();

const question = (page: Page, id: FaqId) => page.locator(`#${id}-vraag`);
const expandedIds = (page: Page) =>
  page.locator("[data-faq-item] button[aria-expanded=true]").evaluateAll((buttons) => buttons.map((b) => b.closest("[data-faq-item]")?.id));

async function open(url: string) {
  const context = await newContext();
  const page = await context.newPage();
  await gotoHydrated(page, url);
  return { context, page };
}

describe.each([
  ["nl", fillCopy(nl, "nl")],
  ["en", fillCopy(en, "en")],
] as const)("/info/faq in %s", (locale, copy) => {
  it("pre-renders all 12 questions with stable ids, their answers present but hidden", async () => {
    const context = await newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`/info/faq?lang=${locale}`);
    await expect(page.locator("[data-faq-item]").evaluateAll((items) => items.map((item) => item.id))).resolves.toEqual([...FAQ_IDS]);
    for (const id of FAQ_IDS) {
      const button = question(page, id);
      await expect(button.innerText()).resolves.toBe(copy.items[id].question);
      await expect(button.getAttribute("aria-expanded")).resolves.toBe("false");
      const panel = page.locator(`#${await button.getAttribute("aria-controls")}`);
      await expect(panel.getAttribute("hidden")).resolves.not.toBeNull();
      await expect(button.evaluate((b) => b.parentElement?.tagName)).resolves.toBe("H2");
    }
    await expect(page.locator("#printers-antwoord p").first().textContent()).resolves.toBe(copy.items.printers.answer.paragraphs[0]);
    await context.close();
  });

  it("opens at most one item, and clicking the open one closes it", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    await question(page, "kosten").click();
    await expect(expandedIds(page)).resolves.toEqual(["kosten"]);
    await expect(page.locator("#kosten-antwoord").isVisible()).resolves.toBe(true);
    await question(page, "proefperiode").click();
    await expect(expandedIds(page)).resolves.toEqual(["proefperiode"]);
    await expect(page.locator("#kosten-antwoord").isVisible()).resolves.toBe(false);
    await question(page, "proefperiode").click();
    await expect(expandedIds(page)).resolves.toEqual([]);
    await context.close();
  });

  it("opens the question a #hash names, on load and on hash navigation", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}#printers`);
    await page.waitForFunction(() => document.querySelector("#printers-vraag")?.getAttribute("aria-expanded") === "true");
    await expect(expandedIds(page)).resolves.toEqual(["printers"]);
    await expect(page.locator("#printers-antwoord").isVisible()).resolves.toBe(true);
    await page.evaluate(() => {
      window.location.hash = "opzeggen";
    });
    await page.waitForFunction(() => document.querySelector("#opzeggen-vraag")?.getAttribute("aria-expanded") === "true");
    await expect(expandedIds(page)).resolves.toEqual(["opzeggen"]);
    await context.close();
  });

  it("works from the keyboard: Tab between questions, Enter and Space toggle", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    await question(page, "kosten").focus();
    await page.keyboard.press("Enter");
    await expect(expandedIds(page)).resolves.toEqual(["kosten"]);
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.id)).resolves.toBe("proefperiode-vraag");
    await page.keyboard.press("Space");
    await expect(expandedIds(page)).resolves.toEqual(["proefperiode"]);
    await page.keyboard.press("Enter");
    await expect(expandedIds(page)).resolves.toEqual([]);
    await context.close();
  });

  it("gives Q1, Q2, Q6 and Q10 the answer structures of spec §2", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    const { kosten, proefperiode, apparatuur, printers } = copy.items;

    await question(page, "kosten").click();
    await expect(page.locator("#kosten-antwoord ul[data-answer=bullets] li").allInnerTexts()).resolves.toEqual([...kosten.answer.bullets]);
    await expect(page.locator("#kosten-antwoord ol[data-answer=steps] li").allInnerTexts()).resolves.toEqual([...kosten.answer.steps]);

    await question(page, "proefperiode").click();
    await expect(page.locator("#proefperiode-antwoord [data-answer=how] p").innerText()).resolves.toBe(proefperiode.answer.how);
    await expect(page.locator("#proefperiode-antwoord [data-answer=why] p").innerText()).resolves.toBe(proefperiode.answer.why);

    await question(page, "apparatuur").click();
    await expect(page.locator("#apparatuur-antwoord > p").allInnerTexts()).resolves.toEqual([...apparatuur.answer.parts]);
    await expect(page.locator("#apparatuur-antwoord ul[data-answer=bullets] li").allInnerTexts()).resolves.toEqual([...apparatuur.answer.bullets]);

    await question(page, "printers").click();
    await expect(page.locator("#printers-antwoord > p").allInnerTexts()).resolves.toEqual([...printers.answer.paragraphs]);
    await context.close();
  });

  it("has no axe violations with an answer open", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    await question(page, "proefperiode").click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
