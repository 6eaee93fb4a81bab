import type { BrowserContext, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES, type Locale } from "../../app/shared/locales";
import { MOBILE_PANEL_ID, MOBILE_TOGGLE_ID } from "../../app/shared/markup/menu-ids";
import { PAGES, pathOf } from "../../app/shared/route-table";
import { useBrowser } from "./support/browser";
import { waitForEnhancement } from "./support/navigation";

/**
 * Narrow and wide layouts, measured where they went wrong (docs/decisions/040-narrow-and-wide-layouts.md):
 * wordmarks inside their tiles, two plans side by side in the comparison table on phones,
 * text heroes that use a wide screen, product cards without a hole, and a keyboard order that
 * follows what the eye sees. With and without JavaScript: all of it is HTML and CSS.
 */
const { newContext } = useBrowser();
const SCRIPT = [
  ["with JavaScript", true],
  ["without JavaScript", false],
] as const;

/** Opens a page as a phone or a desktop would, once its script has run when it has one. */
async function open(context: BrowserContext, url: string, javaScriptEnabled: boolean): Promise<Page> {
  const page = await context.newPage();
  await page.goto(url);
  if (javaScriptEnabled) await waitForEnhancement(page);
  return page;
}

const phone = (width: number, javaScriptEnabled: boolean) =>
  newContext({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true, javaScriptEnabled });

/**
 * The widths are taken in turn in one load, by resizing: all that is measured here is CSS
 * (the scripts change nothing that depends on the width), and a resize lays the page out again
 * as a fresh load at that width would (docs/decisions/053-behaviour-tests-one-load.md).
 */
async function atEachWidth(page: Page, widths: readonly number[], measure: (width: number) => Promise<void>) {
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    await measure(width);
  }
}

describe.each(SCRIPT)("partner wordmarks %s", (_, javaScriptEnabled) => {
  const WIDTHS = [320, 360, 390, 768];
  it.each(LOCALES)(`stay inside their tiles in %s at ${WIDTHS.join(", ")} px`, async (locale) => {
    const context = await phone(WIDTHS[0]!, javaScriptEnabled);
    const page = await open(context, `/integraties?lang=${locale}`, javaScriptEnabled);
    await atEachWidth(page, WIDTHS, async (width) => {
      const outside = await page.locator("li[data-partner]").evaluateAll((tiles) =>
        tiles.flatMap((tile) => {
          const box = tile.getBoundingClientRect();
          return [...tile.querySelectorAll("span")].flatMap((span) => {
            // The text's own extent: a word that cannot wrap reaches past its box.
            const range = document.createRange();
            range.selectNodeContents(span);
            const text = range.getBoundingClientRect();
            return text.left < box.left || text.right > box.right ? [`${span.textContent} (${Math.round(text.width)} px in ${Math.round(box.width)} px)`] : [];
          });
        }),
      );
      expect(outside, `at ${width} px`).toEqual([]);
    });
    await context.close();
  });
});

describe.each(SCRIPT)("the comparison table on phones %s", (_, javaScriptEnabled) => {
  /**
   * The plan columns whose heading and every cell are wholly in the scroller's visible part,
   * their text inside their boxes, and whether each row's feature name is in view with them.
   */
  function visiblePlans(page: Page) {
    return page.getByTestId("table-scroller").evaluate((scroller) => {
      const view = scroller.getBoundingClientRect();
      const inView = (element: Element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.left >= view.left - 0.5 && box.right <= view.right + 0.5;
      };
      const fits = (element: Element) => element.scrollWidth <= element.clientWidth + 0.5;
      const table = scroller.querySelector("table")!;
      const headings = [...table.querySelectorAll("thead th")].slice(1);
      const rows = [...table.querySelectorAll("tbody tr")].filter((row) => row.querySelectorAll("td").length > 0);
      const plans = headings.flatMap((heading, column) => {
        const cells = rows.map((row) => row.querySelectorAll("td")[column]!);
        return inView(heading) && fits(heading) && cells.every((cell) => inView(cell) && fits(cell)) ? [heading.textContent] : [];
      });
      const namesInView = rows.every((row) => {
        const name = row.querySelector("th span") ?? row.querySelector("th")!;
        return inView(name) && fits(row.querySelector("th")!);
      });
      return { plans, namesInView };
    });
  }

  const WIDTHS = [320, 360, 390];
  it.each(LOCALES)(`shows at least two plans whole, each row's feature with them, in %s at ${WIDTHS.join(", ")} px`, async (locale) => {
    const context = await phone(WIDTHS[0]!, javaScriptEnabled);
    const page = await open(context, `/prijzen?lang=${locale}`, javaScriptEnabled);
    const scroller = page.getByTestId("table-scroller");
    await atEachWidth(page, WIDTHS, async (width) => {
      await scroller.evaluate((element) => element.scrollTo({ left: 0, behavior: "instant" }));
      const atStart = await visiblePlans(page);
      expect(atStart.plans.length, `at ${width} px`).toBeGreaterThanOrEqual(2);
      expect(atStart.namesInView, `at ${width} px`).toBe(true);
      // Scrolled to the last plans, the features' names are still there to read them by.
      await scroller.evaluate((element) => element.scrollTo({ left: element.scrollWidth, behavior: "instant" }));
      const atEnd = await visiblePlans(page);
      expect(atEnd.plans.length, `at ${width} px, scrolled to the end`).toBeGreaterThanOrEqual(2);
      expect(atEnd.namesInView, `at ${width} px, scrolled to the end`).toBe(true);
    });
    await context.close();
  });
});

describe.each(SCRIPT)("text heroes at 1280 px %s", (_, javaScriptEnabled) => {
  // One page of each kind with a text hero: the cases share one component.
  const HERO_PAGES = ["/info/faq", "/info/support", "/cases/sushi", "/downloads", "/prijzen"];

  it.each(LOCALES)(`in %s have their text across the middle, no empty right half, on ${HERO_PAGES.join(", ")}`, async (locale) => {
    const context = await newContext({ viewport: { width: 1280, height: 800 }, javaScriptEnabled });
    const page = await context.newPage();
    for (const path of HERO_PAGES) {
      await page.goto(`${path}?lang=${locale}`);
      if (javaScriptEnabled) await waitForEnhancement(page);
      const { leftGap, rightGap, width } = await page.locator("[data-page-hero] > div").evaluate((column) => {
        const style = getComputedStyle(column);
        const box = column.getBoundingClientRect();
        const left = box.left + Number.parseFloat(style.paddingLeft);
        const right = box.right - Number.parseFloat(style.paddingRight);
        // Where the text's lines actually are, not their boxes (a heading's box is as wide as its max-width).
        const range = document.createRange();
        range.selectNodeContents(column);
        const lines = [...range.getClientRects()].filter((rect) => rect.width > 0);
        return {
          leftGap: Math.min(...lines.map((rect) => rect.left)) - left,
          rightGap: right - Math.max(...lines.map((rect) => rect.right)),
          width: right - left,
        };
      });
      // Before, the text ended about 400 px short of the right edge and started at the left one.
      expect(Math.abs(leftGap - rightGap), path).toBeLessThanOrEqual(0.05 * width);
      expect(rightGap, path).toBeLessThan(0.25 * width);
    }
    await context.close();
  });
});

/** How far each row of a card list's first card starts from the list's left edge and its last card ends from the right one (inside its padding). */
const cardRowGaps = (list: Locator) =>
  list.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const outer = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
    const byTop = new Map<number, DOMRect[]>();
    for (const card of element.children) {
      const box = card.getBoundingClientRect();
      byTop.set(Math.round(box.top), [...(byTop.get(Math.round(box.top)) ?? []), box]);
    }
    return [...byTop.values()].map((cards) => [
      Math.round(Math.min(...cards.map((box) => box.left)) - outer.left),
      Math.round(outer.right - Math.max(...cards.map((box) => box.right))),
    ]);
  });

describe.each(SCRIPT)("the home page's product cards %s", (_, javaScriptEnabled) => {
  const WIDTHS = [390, 768, 1280];
  it.each(LOCALES)(`fill every row from edge to edge in %s at ${WIDTHS.join(", ")} px`, async (locale) => {
    const context = await newContext({ viewport: { width: WIDTHS[0]!, height: 800 }, javaScriptEnabled });
    const page = await open(context, `/?lang=${locale}`, javaScriptEnabled);
    await atEachWidth(page, WIDTHS, async (width) => {
      const rows = await cardRowGaps(page.locator(`main ul:has(> li a[href="${pathOf("products.webshop")}"])`));
      expect(rows.length, `at ${width} px`).toBeGreaterThan(1);
      for (const row of rows) expect(row, `at ${width} px`).toEqual([0, 0]);
    });
    await context.close();
  });
});

describe("five cards in a grid", () => {
  // Every row full: five cards in three columns at 1280 px once left two beside an empty third of the row.
  const WIDTHS = [390, 768, 1280];
  const GRIDS = [
    ...PAGES.filter((page) => page.kind === "product").map((page) => ({ path: page.path, list: "main section ul:has(> li > span > svg)" })),
    { path: pathOf("info.support"), list: "main section > .container-page:has(> #klantenservice)" },
  ];
  it.each(GRIDS.map((grid, index) => [grid.path, LOCALES[index % LOCALES.length]!, grid.list] as const))(
    `on %s in %s fill every row from edge to edge at ${WIDTHS.join(", ")} px`,
    async (path, locale, list) => {
      const context = await newContext({ viewport: { width: WIDTHS[0]!, height: 800 }, javaScriptEnabled: false });
      const page = await open(context, `${path}?lang=${locale}`, false);
      await atEachWidth(page, WIDTHS, async (width) => {
        const cards = page.locator(list);
        await expect(cards.evaluate((element) => element.children.length)).resolves.toBe(5);
        const rows = await cardRowGaps(cards);
        for (const row of rows) expect(row, `at ${width} px`).toEqual([0, 0]);
      });
      await context.close();
    },
  );
});

interface FocusStep {
  label: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
  shown: boolean;
}

/** Where a focused element stands, or null once focus has reached the footer (or left the page's elements). */
function describeFocused(element: Element | null): FocusStep | null {
  if (!element || element === document.body || element.closest("footer")) return null;
  const box = element.getBoundingClientRect();
  const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
  return { label, top: box.top + scrollY, bottom: box.bottom + scrollY, left: box.left, right: box.right, shown: box.width > 0 && box.height > 0 };
}

/**
 * With JavaScript, records in the page each element that gets focus, as it stands at that
 * moment, until focus reaches the footer: one listener read in batches instead of a round trip
 * after every Tab. Its body is self-contained: it is sent to the page as text.
 */
function recordFocus() {
  const record = { steps: [] as FocusStep[], done: false };
  Object.assign(window, { __focusSteps: record });
  document.addEventListener("focusin", (event) => {
    if (record.done || !(event.target instanceof Element)) return;
    const element = event.target;
    if (element.closest("footer")) {
      record.done = true;
      return;
    }
    const box = element.getBoundingClientRect();
    const label = (element.getAttribute("aria-label") ?? element.textContent ?? "").trim().slice(0, 40);
    record.steps.push({
      label,
      top: box.top + scrollY,
      bottom: box.bottom + scrollY,
      left: box.left,
      right: box.right,
      shown: box.width > 0 && box.height > 0,
    });
  });
}

/** Tabs from the top of the page to its footer and returns where focus went at each step. */
async function walkWithTab(page: Page, javaScriptEnabled: boolean): Promise<FocusStep[]> {
  const MAX_PRESSES = 300;
  if (!javaScriptEnabled) {
    // Without JavaScript no listener of the test's runs in the page either: read focus after each Tab.
    const steps: FocusStep[] = [];
    for (let presses = 0; ; presses++) {
      expect(presses, "Tab presses without reaching the footer").toBeLessThan(MAX_PRESSES);
      await page.keyboard.press("Tab");
      const step = await page.evaluate(`(${describeFocused.toString()})(document.activeElement)`);
      if (!step) return steps;
      steps.push(step as FocusStep);
    }
  }
  // Tabs in batches: a press past the footer changes nothing the listener keeps.
  const BATCH = 10;
  for (let presses = 0; ; presses += BATCH) {
    expect(presses, "Tab presses without reaching the footer").toBeLessThan(MAX_PRESSES);
    for (let press = 0; press < BATCH; press++) await page.keyboard.press("Tab");
    const record = await page.evaluate(() => (window as unknown as { __focusSteps: { steps: FocusStep[]; done: boolean } }).__focusSteps);
    if (record.done) return record.steps;
  }
}

/**
 * Walks the page with Tab from its top to its footer and returns every step where focus went
 * back against the reading order: to something wholly above, or on the same line wholly to the left.
 */
async function stepsAgainstReadingOrder(page: Page, javaScriptEnabled: boolean): Promise<string[]> {
  const against: string[] = [];
  let previous: FocusStep | undefined;
  for (const focused of (await walkWithTab(page, javaScriptEnabled)).filter((step) => step.shown)) {
    if (previous) {
      const above = focused.bottom <= previous.top;
      const sameLine = focused.top < previous.bottom && focused.bottom > previous.top;
      if (above || (sameLine && focused.right <= previous.left)) against.push(`"${previous.label}" → "${focused.label}"`);
    }
    previous = focused;
  }
  return against;
}

// Dutch only: its longer words wrap more, which is where an order that looks right in English goes
// wrong; the markup and CSS that set the order are the same in every language.
const WALK_LOCALE: Locale = "nl";

describe.each(SCRIPT)("keyboard order on phones %s", (_, javaScriptEnabled) => {
  describe.each([320, 390])(`in ${WALK_LOCALE} at %i px`, (width) => {
    // One page of each kind (a walk costs a Tab per link); without scripts, two stand for all:
    // the header is the same on every page, and the table is pricing's own.
    const paths = javaScriptEnabled
      ? PAGES.filter((entry, index) => PAGES.findIndex((other) => other.kind === entry.kind) === index).map((entry) => entry.path)
      : ["/", "/prijzen"];

    it.each(paths)("follows the reading order on %s", async (path) => {
      const context = await phone(width, javaScriptEnabled);
      const page = await context.newPage();
      if (javaScriptEnabled) await page.addInitScript(recordFocus);
      await page.goto(`${path}?lang=${WALK_LOCALE}`);
      if (javaScriptEnabled) await waitForEnhancement(page);
      await expect(stepsAgainstReadingOrder(page, javaScriptEnabled)).resolves.toEqual([]);
      await context.close();
    });

    it("goes from the hamburger into the open menu, which lies under it", async () => {
      const context = await phone(width, javaScriptEnabled);
      const page = await open(context, `/?lang=${WALK_LOCALE}`, javaScriptEnabled);
      await page.locator(`#${MOBILE_TOGGLE_ID}`).focus();
      await page.keyboard.press("Enter");
      await page.locator(`#${MOBILE_PANEL_ID}`).waitFor();
      await page.keyboard.press("Tab");
      await expect(page.evaluate((panelId) => document.activeElement?.closest(`#${panelId}`) !== null, MOBILE_PANEL_ID)).resolves.toBe(true);
      await context.close();
    });
  });
});
