import type { BrowserContextOptions, Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { SLIDER_STEP_ATTRIBUTE } from "../../app/shared/markup/attributes";
import enHome from "../../content/en/home";
import nlHome from "../../content/nl/home";
import type { Locale } from "../../shared/locale";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

/**
 * The "1000+ designs" slider (docs/decisions/026-pictures-and-template-slider.md): a row of webshop
 * designs the visitor moves with the arrow buttons, a swipe, the keyboard, or (without JavaScript)
 * native scrolling, with or without reduced motion. Prev is disabled (aria-disabled) at the start
 * of the row and Next at its end, within 1 px. Every expectation is taken from the row's own
 * geometry at the width under test (how far it can scroll, how many cards it holds), never from a
 * number of presses or pixels that happens to hold for today's cards.
 *
 * No test sleeps: a move is awaited through the row's `scrollend` (so only moves that must scroll
 * are awaited that way), and everything else through conditions that retry.
 */
const { newContext } = useBrowser();
const phone = (width: number, height: number) => ({ viewport: { width, height }, isMobile: true, hasTouch: true }) satisfies BrowserContextOptions;
const WIDTHS = [
  ["320 px phone", phone(320, 640)],
  ["360 px phone", phone(360, 780)],
  ["390 px phone", phone(390, 844)],
  ["1280 px desktop", { viewport: { width: 1280, height: 800 } }],
] as const satisfies readonly (readonly [string, BrowserContextOptions])[];
const PHONE = WIDTHS[2][1];
const ROW = "[data-testid=template-slider] [role=region]";
/** Long enough for a smooth scroll on a heavily loaded machine; only reached when something is wrong. */
const TIMEOUT = 15_000;

/** The row and its buttons at one instant, read in one evaluation so that they agree. */
interface Snapshot {
  /** scrollLeft. */
  position: number;
  /** How far the row can scroll in all: scrollWidth - clientWidth. */
  range: number;
  cards: number;
  /** Each button's aria-disabled. */
  previous: string | null;
  next: string | null;
}

const snapshot = (page: Page): Promise<Snapshot> =>
  page.locator(ROW).evaluate((row, attribute) => {
    const button = (direction: number) =>
      document.querySelector(`[aria-controls="${row.id}"][${attribute}="${direction}"]`)?.getAttribute("aria-disabled") ?? null;
    return {
      position: row.scrollLeft,
      range: row.scrollWidth - row.clientWidth,
      cards: row.querySelectorAll("li").length,
      previous: button(-1),
      next: button(1),
    };
  }, SLIDER_STEP_ATTRIBUTE);

/** The contract: a button is disabled when the row is within 1 px of the end it steps towards. */
const contract = ({ position, range }: Pick<Snapshot, "position" | "range">) => ({
  previous: position <= 1 ? "true" : "false",
  next: range - position <= 1 ? "true" : "false",
});

/** Waits until the buttons say what the contract says for where the row is; returns that place. */
async function buttonsFollow(page: Page): Promise<Snapshot> {
  let last = await snapshot(page);
  const mismatch = (now: Snapshot) => {
    const want = contract(now);
    return want.previous === now.previous && want.next === now.next
      ? ""
      : `at ${now.position} of ${now.range} px, aria-disabled should be Prev ${want.previous}, Next ${want.next}; is Prev ${now.previous}, Next ${now.next}`;
  };
  await expect.poll(async () => mismatch((last = await snapshot(page))), { timeout: TIMEOUT }).toBe("");
  return last;
}

/**
 * Does `act`, which must scroll the row, and resolves with where the row comes to rest. A row
 * that does not move sends no `scrollend`, so the deadline turns that into a failure that says so.
 */
async function scrolled(page: Page, act: () => Promise<unknown>): Promise<number> {
  const row = page.locator(ROW);
  await row.evaluate((element, timeout) => {
    (element as HTMLElement & { ended?: Promise<number> }).ended = new Promise((resolve, reject) => {
      element.addEventListener("scrollend", () => resolve(element.scrollLeft), { once: true });
      setTimeout(() => reject(new Error(`the row did not finish a scroll within ${timeout} ms`)), timeout);
    });
  }, TIMEOUT);
  await act();
  return row.evaluate((element) => (element as HTMLElement & { ended?: Promise<number> }).ended!);
}

/**
 * Opens the home page with the row in the middle of the screen and at rest: under motion the
 * page's scroll slides the whole row in (motion.css), and a tap aimed at a button still sliding
 * could land beside it.
 */
async function openSlider(options: BrowserContextOptions, locale: Locale = "en") {
  const context = await newContext(options);
  const page = await context.newPage();
  if (options.javaScriptEnabled === false) await page.goto(`/?lang=${locale}`);
  else await gotoEnhanced(page, `/?lang=${locale}`);
  const row = page.locator(ROW);
  await row.evaluate((element) => element.scrollIntoView({ block: "center", behavior: "instant" }));
  // Polled from here rather than waited for in the page, which runs no script of its own without JavaScript.
  const atRest = () =>
    row.evaluate((element) => ["none", "matrix(1, 0, 0, 1, 0, 0)"].includes(getComputedStyle(element.closest(".bw-slider-slide")!).transform));
  await expect.poll(atRest, { timeout: TIMEOUT }).toBe(true);
  return { context, page };
}

/** Repeats `press` until the row is within 1 px of its end in `direction`, checking the buttons before and after each move. */
async function stepToEnd(page: Page, direction: -1 | 1, press: () => Promise<unknown>): Promise<Snapshot> {
  let now = await buttonsFollow(page);
  for (let presses = 0; direction > 0 ? now.range - now.position > 1 : now.position > 1; presses++) {
    // Each press moves at least to the next design's snap point, so there are never more than there are designs.
    expect(presses, "presses without reaching the end").toBeLessThan(now.cards);
    expect(now[direction > 0 ? "next" : "previous"], "the button towards the end, before it is reached").toBe("false");
    const from = now.position;
    const to = await scrolled(page, press);
    expect(direction * (to - from), "a press moves the row its way").toBeGreaterThan(0);
    now = await buttonsFollow(page);
  }
  return now;
}

const activeName = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim());

describe.each([
  ["no-preference", "nl"],
  ["reduce", "en"],
] as const)("template slider, motion %s", (reducedMotion, locale) => {
  const copy = locale === "nl" ? nlHome : enHome;
  const buttons = (page: Page) => ({
    previous: page.getByRole("button", { name: copy.slider.previous }),
    next: page.getByRole("button", { name: copy.slider.next }),
  });

  describe.each(WIDTHS)("at %s", (_, size) => {
    // A phone is tapped, a desktop clicked.
    const press = (button: Locator) => () => ("hasTouch" in size ? button.tap() : button.click());

    // Both walks on one load: the first ends where the second starts, at the row's start. The
    // time limit is a minute per walk, as when they were two tests (a walk at 320 px took most
    // of a minute once on a loaded machine).
    it("starts with Prev disabled; Next, pressed until disabled, reaches the end; Prev brings it back; then the arrow keys move it, the buttons following, and Enter on Prev walks back and keeps focus at the start", async () => {
      const { context, page } = await openSlider({ ...size, reducedMotion }, locale);
      const { previous, next } = buttons(page);
      const start = await buttonsFollow(page);
      expect(start.position).toBe(0);
      const overflows = start.range > 1;
      // Both disabled only when the row has nowhere to scroll at this width.
      expect(start).toMatchObject({ previous: "true", next: overflows ? "false" : "true" });

      const end = await stepToEnd(page, 1, press(next));
      expect(end.range - end.position).toBeLessThanOrEqual(1);
      expect(end).toMatchObject({ previous: overflows ? "false" : "true", next: "true" });

      const back = await stepToEnd(page, -1, press(previous));
      expect(back).toMatchObject({ position: 0, previous: "true", next: overflows ? "false" : "true" });

      // The keyboard, from the start again.
      await page.locator(ROW).focus();
      const keyedEnd = await stepToEnd(page, 1, () => page.keyboard.press("ArrowRight"));
      expect(keyedEnd.next).toBe("true");

      // Disabled, a button stays in the tab order (aria-disabled, not disabled), so focus is never dropped on the page.
      await next.focus();
      expect(await activeName(page)).toBe(copy.slider.next);
      await previous.focus();
      const keyedBack = await stepToEnd(page, -1, () => page.keyboard.press("Enter"));
      expect(keyedBack).toMatchObject({ position: 0, previous: "true" });
      expect(await activeName(page)).toBe(copy.slider.previous);
      await context.close();
    }, 120_000);
  });

  it("follows a swipe on a touch screen, snaps to a design, and the buttons follow", async () => {
    const { context, page } = await openSlider({ ...PHONE, reducedMotion }, locale);
    const box = (await page.locator(ROW).boundingBox())!;
    // A finger drawn from right to left across the first design, as Chrome receives real touches.
    const cdp = await context.newCDPSession(page);
    const y = box.y + box.height * 0.3;
    const at = (x: number) => [{ x, y, id: 1 }];
    const swiped = await scrolled(page, async () => {
      await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(box.x + 300) });
      for (let x = 290; x >= 40; x -= 25) await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(box.x + x) });
      await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
    });
    expect(swiped).toBeGreaterThan(100);
    // Snapped: some design's left edge lines up with the row's scroll padding, or the fling carried
    // the row to its end, where the browser rests it at the end instead (how far a fling carries
    // depends on how fast the moves arrive, so a loaded machine may reach the end).
    const snapped = () =>
      page.locator(`${ROW} li`).evaluateAll((items) => {
        const row = items[0]!.closest("[role=region]")!;
        const edge = row.getBoundingClientRect().left + parseFloat(getComputedStyle(row).scrollPaddingLeft || "0");
        const atEnd = row.scrollLeft >= row.scrollWidth - row.clientWidth - 1;
        return atEnd || items.some((li) => Math.abs(li.getBoundingClientRect().left - edge) <= 2);
      });
    await expect.poll(snapped, { timeout: TIMEOUT }).toBe(true);
    expect((await buttonsFollow(page)).previous).toBe("false");
    await context.close();
  });
});

describe("template slider while it slides in", () => {
  // The page's scroll slides the whole row in, its scroller included: the row is at its start
  // (scrollLeft 0) while it slides, and Prev has nowhere to go.
  it("has Prev disabled as soon as the buttons show, with the row still translated", async () => {
    const context = await newContext({ ...PHONE, reducedMotion: "no-preference" });
    const page = await context.newPage();
    // Each time a button is shown, what it says at that moment: before anything is painted.
    await page.addInitScript((attribute) => {
      const shown: string[] = [];
      Object.assign(window, { shown });
      new MutationObserver((records) => {
        for (const { target } of records) {
          if (target instanceof HTMLElement && target.hasAttribute(attribute) && !target.hidden)
            shown.push(`${target.getAttribute(attribute)}:${target.getAttribute("aria-disabled")}`);
        }
      }).observe(document, { subtree: true, attributeFilter: ["hidden"] });
    }, SLIDER_STEP_ATTRIBUTE);
    await gotoEnhanced(page, "/?lang=en");
    await page.waitForFunction(() => (window as unknown as { shown: string[] }).shown.length === 2);
    expect(await page.evaluate(() => (window as unknown as { shown: string[] }).shown)).toEqual(["-1:true", "1:false"]);
    const translated = await page.locator(ROW).evaluate((row) => new DOMMatrix(getComputedStyle(row.closest(".bw-slider-slide")!).transform).m41);
    // Only meaningful where the browser runs the slide; Chromium does.
    expect(translated).toBeGreaterThan(1);
    expect(await snapshot(page)).toMatchObject({ position: 0, previous: "true", next: "false" });
    await context.close();
  });
});

describe("template slider without JavaScript", () => {
  it("is a row that still scrolls, with no buttons that could not work", async () => {
    const { context, page } = await openSlider({ ...PHONE, javaScriptEnabled: false });
    await expect.poll(() => page.getByRole("button", { name: enHome.slider.next }).count()).toBe(0);
    const style = await page
      .locator(ROW)
      .evaluate((row) => ({ overflow: getComputedStyle(row).overflowX, snap: getComputedStyle(row).scrollSnapType, wider: row.scrollWidth > row.clientWidth }));
    expect(style).toEqual({ overflow: "auto", snap: "x mandatory", wider: true });
    const box = (await page.locator(ROW).boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.wheel(300, 0);
    // Without JavaScript no scrollend listener runs in the page: the position is polled instead.
    await expect.poll(() => page.locator(ROW).evaluate((row) => row.scrollLeft), { timeout: TIMEOUT }).toBeGreaterThan(0);
    await context.close();
  });
});

describe("template slider after the visitor stepped it", () => {
  // At 390 px, after stepping to a design, scrolling the page back up moved the row to
  // another design by itself: the slide-in moved the cards inside the row's scroller, whose
  // mandatory snapping then scrolled the row after them on every frame of the page's scroll (in
  // Chromium here it caught up; on the phone it landed on another design). Whatever slides in, the
  // row's own scroll position and the design at its start stay where the visitor left them.
  it.each([
    ["nl", 1],
    ["en", 2],
  ] as const)("keeps the chosen design at the row's start while the page scrolls up and back (%s, %i steps)", async (locale, steps) => {
    const { context, page } = await openSlider({ ...PHONE, reducedMotion: "no-preference" }, locale);
    const copy = locale === "nl" ? nlHome : enHome;
    for (let step = 0; step < steps; step++) await scrolled(page, () => page.getByRole("button", { name: copy.slider.next }).tap());
    /** Which design covers the row's start (its left edge plus its scroll padding), as the visitor sees it. */
    const designAtStart = () =>
      page.locator(ROW).evaluate((row) => {
        const start = row.getBoundingClientRect().left + parseFloat(getComputedStyle(row).scrollPaddingLeft || "0") + 2;
        return [...row.querySelectorAll("li")].findIndex((li) => li.getBoundingClientRect().left <= start && li.getBoundingClientRect().right > start);
      });
    const chosen = await designAtStart();
    expect(chosen).toBe(steps);
    const position = () => page.locator(ROW).evaluate((row) => row.scrollLeft);
    const left = await position();
    const rest = await page.evaluate(() => window.scrollY);
    /** Scrolls the page so the slider's section starts `fraction` of the screen down, and waits for that to be painted. */
    const sectionAt = (fraction: number) =>
      page.getByTestId("template-slider").evaluate(
        (section, at) =>
          new Promise<void>((resolve) => {
            window.scrollBy({ top: section.getBoundingClientRect().top - innerHeight * at, behavior: "instant" });
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          }),
        fraction,
      );
    // Up in steps, as a finger scrolls: the section comes lower on the screen, where it slides.
    for (const fraction of [0.3, 0.5, 0.7, 0.85]) {
      await sectionAt(fraction);
      expect(await designAtStart(), `the design at the start with the section ${fraction * 100}% down the screen`).toBe(chosen);
      expect(await position(), `the row's scroll position with the section ${fraction * 100}% down the screen`).toBe(left);
    }
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: "instant" }), rest);
    await expect.poll(designAtStart, { timeout: TIMEOUT }).toBe(chosen);
    expect(await position()).toBe(left);
    await context.close();
  });
});

describe("template slider, what the visitor sees of the designs", () => {
  /** Where each design stands against the row's start (its padding edge), and its box. */
  const designs = (page: Page) =>
    page.locator(ROW).evaluate((row) => {
      const box = row.getBoundingClientRect();
      const style = getComputedStyle(row);
      const edge = { left: box.left + parseFloat(style.paddingLeft), right: box.right - parseFloat(style.paddingRight) };
      return [...row.querySelectorAll("li")].map((li) => {
        const card = li.getBoundingClientRect();
        // How far it starts before the row's start, and how far it reaches past that start.
        return {
          before: edge.left - card.left,
          after: card.right - edge.left,
          card: { left: card.left, right: card.right, top: card.top, bottom: card.bottom },
        };
      });
    });

  // At the row's end the design at its start was once cut in half (a phone's drawing); there
  // every design in view shows whole from the row's start.
  it.each(WIDTHS)("at the end, at %s, starts with a whole design", async (_, size) => {
    const { context, page } = await openSlider({ ...size, reducedMotion: "reduce", javaScriptEnabled: false });
    await page.locator(ROW).evaluate((row) => row.scrollTo({ left: row.scrollWidth, behavior: "instant" }));
    // Without JavaScript no scrollend listener runs in the page: the resting place is polled.
    const cut = async () =>
      (await designs(page)).flatMap(({ before, after }, index) =>
        before > 1 && after > 1 ? [`design ${index + 1}: ${Math.round(before)} px hidden, ${Math.round(after)} px shown`] : [],
      );
    await expect.poll(cut, { timeout: TIMEOUT }).toEqual([]);
    await context.close();
  });

  // At 1280 px the arrows once sat on the designs at the row's ends.
  it("at 1280 px puts its arrows on no design, at the start and at the end", async () => {
    const { context, page } = await openSlider({ viewport: { width: 1280, height: 800 }, reducedMotion: "reduce" });
    const arrows = page.locator(`[${SLIDER_STEP_ATTRIBUTE}]`);
    const covered = async () => {
      const boxes = await arrows.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect));
      return (await designs(page)).flatMap(({ card }, index) =>
        boxes.some((arrow) => arrow.left < card.right && arrow.right > card.left && arrow.top < card.bottom && arrow.bottom > card.top) ? [index + 1] : [],
      );
    };
    await expect(covered()).resolves.toEqual([]);
    await page.locator(ROW).evaluate((row) => row.scrollTo({ left: row.scrollWidth, behavior: "instant" }));
    await expect.poll(covered, { timeout: TIMEOUT }).toEqual([]);
    await context.close();
  });
});
