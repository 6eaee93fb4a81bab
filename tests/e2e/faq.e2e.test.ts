import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/components/sections/figures";
import en from "../../content/en/faq";
import nl from "../../content/nl/faq";
import { FAQ_IDS, type FaqId } from "../../content/schema/faq";
import { useBrowser } from "./support/browser";
import { lettersOf } from "./support/copy";
import { gotoEnhanced, waitForEnhancement } from "./support/navigation";

const { newContext } = useBrowser();

const item = (page: Page, id: FaqId) => page.locator(`details[data-faq-item="${id}"]`);
const question = (page: Page, id: FaqId) => item(page, id).locator("summary");
const answer = (page: Page, id: FaqId) => page.locator(`#${id}-antwoord`);
const openIds = (page: Page) =>
  page
    .locator("details[data-faq-item]")
    .evaluateAll((items) => items.filter((element) => (element as HTMLDetailsElement).open).map((element) => element.getAttribute("data-faq-item")));

async function open(url: string, options: Parameters<typeof newContext>[0] = {}) {
  const context = await newContext(options);
  const page = await context.newPage();
  if (options.javaScriptEnabled === false) await page.goto(url);
  else await gotoEnhanced(page, url);
  return { context, page };
}

describe.each([
  ["nl", fillCopy(nl, "nl")],
  ["en", fillCopy(en, "en")],
] as const)("/info/faq in %s", (locale, copy) => {
  it("pre-renders all 12 questions as headings, each answer in the HTML, closed", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`, { javaScriptEnabled: false });
    await expect(page.locator("details[data-faq-item]").evaluateAll((items) => items.map((element) => element.getAttribute("data-faq-item")))).resolves.toEqual(
      [...FAQ_IDS],
    );
    for (const id of FAQ_IDS) {
      await expect(lettersOf(question(page, id).locator("h2"))).resolves.toBe(copy.items[id].question);
      await expect(item(page, id).getAttribute("name")).resolves.toBe("faq");
      await expect(item(page, id).evaluate((element) => (element as HTMLDetailsElement).open)).resolves.toBe(false);
      await expect(answer(page, id).isVisible()).resolves.toBe(false);
    }
    await expect(page.locator("#printers-antwoord p").first().textContent()).resolves.toBe(copy.items.printers.answer.paragraphs[0]);
    await context.close();
  });

  describe.each([390, 1280])("without JavaScript at %i px", (width) => {
    const press = (locator: Locator) => (width < 1024 ? locator.tap() : locator.click());
    const options = { javaScriptEnabled: false, viewport: { width, height: 900 }, isMobile: width < 1024, hasTouch: width < 1024 };

    it("opens one answer at a time, and a click on the open one closes it", async () => {
      const { context, page } = await open(`/info/faq?lang=${locale}`, options);
      await press(question(page, "kosten"));
      await expect(openIds(page)).resolves.toEqual(["kosten"]);
      await expect(answer(page, "kosten").isVisible()).resolves.toBe(true);
      await press(question(page, "proefperiode"));
      await expect(openIds(page)).resolves.toEqual(["proefperiode"]);
      await expect(answer(page, "kosten").isVisible()).resolves.toBe(false);
      await press(question(page, "proefperiode"));
      await expect(openIds(page)).resolves.toEqual([]);
      await context.close();
    });

    it("opens the question a #hash names", async () => {
      const { context, page } = await open(`/info/faq?lang=${locale}#printers`, options);
      await expect(openIds(page)).resolves.toEqual(["printers"]);
      await expect(answer(page, "printers").isVisible()).resolves.toBe(true);
      await expect(question(page, "printers").evaluate((summary) => summary.getBoundingClientRect().top)).resolves.toBeLessThan(200);
      await context.close();
    });
  });

  it("lets find-in-page reach a closed answer", async () => {
    const words = copy.items.printers.answer.paragraphs[0]!.split(" ").slice(0, 6).join(" ");
    const { context, page } = await open(`/info/faq?lang=${locale}#:~:text=${encodeURIComponent(words)}`, { javaScriptEnabled: false });
    await page.waitForFunction(() => (document.querySelector('details[data-faq-item="printers"]') as HTMLDetailsElement | null)?.open === true);
    await expect(openIds(page)).resolves.toEqual(["printers"]);
    await context.close();
  });

  it("opens and closes before the scripts have loaded", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const held: Route[] = [];
    let released = false;
    await page.route("**/assets/**/*.js", (route) => (released ? route.continue() : void held.push(route)));
    await page.goto(`/info/faq?lang=${locale}`);
    await question(page, "kosten").click();
    await question(page, "opzeggen").click();
    await expect(openIds(page)).resolves.toEqual(["opzeggen"]);
    await expect(page.evaluate(() => document.documentElement.hasAttribute("data-enhanced"))).resolves.toBe(false);
    released = true;
    for (const route of held.splice(0)) await route.continue();
    await waitForEnhancement(page);
    // The page's script leaves the visitor's choice as it was.
    await expect(openIds(page)).resolves.toEqual(["opzeggen"]);
    await question(page, "opzeggen").click();
    await expect(openIds(page)).resolves.toEqual([]);
    await context.close();
  });

  it("opens at most one item, and clicking the open one closes it", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    await question(page, "kosten").click();
    await expect(openIds(page)).resolves.toEqual(["kosten"]);
    await expect(answer(page, "kosten").isVisible()).resolves.toBe(true);
    await question(page, "proefperiode").click();
    await expect(openIds(page)).resolves.toEqual(["proefperiode"]);
    await expect(answer(page, "kosten").isVisible()).resolves.toBe(false);
    await question(page, "proefperiode").click();
    await expect(openIds(page)).resolves.toEqual([]);
    await context.close();
  });

  it("opens the question a #hash names, on load and on hash navigation", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}#printers`);
    await expect(openIds(page)).resolves.toEqual(["printers"]);
    await expect(answer(page, "printers").isVisible()).resolves.toBe(true);
    await page.evaluate(() => {
      window.location.hash = "opzeggen";
    });
    await page.waitForFunction(() => (document.querySelector('details[data-faq-item="opzeggen"]') as HTMLDetailsElement | null)?.open === true);
    await expect(openIds(page)).resolves.toEqual(["opzeggen"]);
    await context.close();
  });

  it("works from the keyboard: Tab between questions, Enter and Space toggle", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    await question(page, "kosten").focus();
    await page.keyboard.press("Enter");
    await expect(openIds(page)).resolves.toEqual(["kosten"]);
    // Tab passes over the open answer's text (it has no links) to the next question.
    await page.keyboard.press("Tab");
    await expect(page.evaluate(() => document.activeElement?.closest("details")?.getAttribute("data-faq-item"))).resolves.toBe("proefperiode");
    await expect(page.evaluate(() => document.activeElement?.tagName)).resolves.toBe("SUMMARY");
    await page.keyboard.press("Space");
    await expect(openIds(page)).resolves.toEqual(["proefperiode"]);
    await page.keyboard.press("Enter");
    await expect(openIds(page)).resolves.toEqual([]);
    await context.close();
  });

  it("tells assistive technology which question is expanded, and keeps the question a heading", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}`);
    // Chromium's own accessibility tree: the summary is a disclosure control with its state.
    const cdp = await context.newCDPSession(page);
    const { root } = await cdp.send("DOM.getDocument");
    const stateOf = async (id: FaqId) => {
      const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: `details[data-faq-item="${id}"] > summary` });
      const { nodes } = await cdp.send("Accessibility.getPartialAXTree", { nodeId, fetchRelatives: false });
      const node = nodes[0]!;
      return { role: node.role?.value, expanded: node.properties?.find((property) => property.name === "expanded")?.value.value };
    };
    // "DisclosureTriangleGrouped": Chromium knows the item belongs to an exclusive group.
    const disclosure = expect.stringMatching(/^DisclosureTriangle/);
    await expect(stateOf("kosten")).resolves.toEqual({ role: disclosure, expanded: false });
    await question(page, "kosten").click();
    await expect(stateOf("kosten")).resolves.toEqual({ role: disclosure, expanded: true });
    const tree = await item(page, "kosten").ariaSnapshot();
    expect(tree).toContain(`heading "${copy.items.kosten.question}" [level=2]`);
    await context.close();
  });

  it("gives Q1, Q2, Q6 and Q10 their own answer structures", async () => {
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
