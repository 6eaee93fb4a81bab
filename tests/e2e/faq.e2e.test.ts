import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillCopy } from "../../app/shared/figures";
import nl from "../../content/nl/faq";
import type { FaqId } from "../../content/schema/faq";
import { LOCALES } from "../../shared/locale";
import { useBrowser } from "./support/browser";
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

// The questions as pre-rendered (order, headings, one name, closed) and the answers' structures are
// checked over renderPage in app/pages/FaqPage.test.ts, in every language. The accordion behaves
// the same in both, so its behaviour is checked in Dutch, the longer copy; axe in both.
const locale = "nl";
const copy = fillCopy(nl, "nl");

describe("/info/faq", () => {
  describe.each([390, 1280])("without JavaScript at %i px", (width) => {
    const press = (locator: Locator) => (width < 1024 ? locator.tap() : locator.click());
    const options = { javaScriptEnabled: false, viewport: { width, height: 900 }, isMobile: width < 1024, hasTouch: width < 1024 };

    it("opens one answer at a time, and a click on the open one closes it", async () => {
      const { context, page } = await open(`/info/faq?lang=${locale}`, options);
      await press(question(page, "kosten"));
      await expect(openIds(page)).resolves.toEqual(["kosten"]);
      await expect.poll(() => answer(page, "kosten").isVisible()).toBe(true);
      await press(question(page, "proefperiode"));
      await expect(openIds(page)).resolves.toEqual(["proefperiode"]);
      await expect.poll(() => answer(page, "kosten").isVisible()).toBe(false);
      await press(question(page, "proefperiode"));
      await expect(openIds(page)).resolves.toEqual([]);
      await context.close();
    });

    it("opens the question a #hash names", async () => {
      const { context, page } = await open(`/info/faq?lang=${locale}#printers`, options);
      await expect(openIds(page)).resolves.toEqual(["printers"]);
      await expect.poll(() => answer(page, "printers").isVisible()).toBe(true);
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
    await expect.poll(() => answer(page, "kosten").isVisible()).toBe(true);
    await question(page, "proefperiode").click();
    await expect(openIds(page)).resolves.toEqual(["proefperiode"]);
    await expect.poll(() => answer(page, "kosten").isVisible()).toBe(false);
    await question(page, "proefperiode").click();
    await expect(openIds(page)).resolves.toEqual([]);
    await context.close();
  });

  it("opens the question a #hash names, on load and on hash navigation", async () => {
    const { context, page } = await open(`/info/faq?lang=${locale}#printers`);
    await expect(openIds(page)).resolves.toEqual(["printers"]);
    await expect.poll(() => answer(page, "printers").isVisible()).toBe(true);
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
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest("details")?.getAttribute("data-faq-item"))).toBe("proefperiode");
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
});

describe.each([
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const)("/info/faq %s, opening a question below the open one", (_, javaScriptEnabled) => {
  // With the first answer open, tapping the fourth question at 600 px once closed the first
  // and moved the fourth to -78 px, above the screen. The question stays under the finger. Without
  // JavaScript the browser's scroll anchoring holds it: app/app.css leaves it no anchor above the
  // open question; with JavaScript the page's script scrolls too, where a browser does not anchor.
  it.each([
    [320, "betaalmethoden"],
    [360, "betaalmethoden"],
    [390, "betaalmethoden"],
    [1280, "betaalmethoden"],
    [390, "proefperiode"],
    [1280, "proefperiode"],
  ] as const)("keeps the tapped question where it was at %i px (%s)", async (width, id) => {
    const phone = width < 1024;
    const press = (locator: Locator) => (phone ? locator.tap() : locator.click());
    const { context, page } = await open(`/info/faq?lang=${locale}`, { viewport: { width, height: 800 }, isMobile: phone, hasTouch: phone, javaScriptEnabled });
    await press(question(page, "kosten"));
    await expect(openIds(page)).resolves.toEqual(["kosten"]);
    const top = () => question(page, id).evaluate((summary) => summary.getBoundingClientRect().top);
    await question(page, id).evaluate((summary) => window.scrollBy({ top: summary.getBoundingClientRect().top - 600, behavior: "instant" }));
    const before = await top();
    expect(before, "the question, scrolled to 600 px").toBeCloseTo(600, 0);
    await press(question(page, id));
    await expect(openIds(page)).resolves.toEqual([id]);
    await expect.poll(top, { message: `at ${width} px` }).toBeCloseTo(before, 0);
    await context.close();
  });
});

describe("/info/faq for assistive technology", () => {
  it.each(LOCALES)("has no axe violations with an answer open in %s", async (language) => {
    const { context, page } = await open(`/info/faq?lang=${language}`);
    await question(page, "proefperiode").click();
    const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"]).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await context.close();
  });
});
