import type { Page } from "playwright-core";

/**
 * Phones first: no page may be wider than the screen, before or after the visitor opens what
 * it holds, and no heading may be cut off (long Dutch compounds such as "restaurantwebsite").
 * Used by tests/e2e/page-sweep.e2e.test.ts.
 */
export interface Findings {
  documentWidth: number;
  /** The outermost elements that reach past the screen's right or left edge. */
  sticksOut: string[];
  /** Headings whose text is wider than their box, or whose box leaves the screen. */
  cutHeadings: string[];
}

/**
 * Compared with the context's width, not innerWidth: a mobile browser widens its layout
 * viewport to fit a too-wide page, so innerWidth grows with the fault it should reveal.
 */
export function measure(page: Page, width: number): Promise<Findings> {
  return page.evaluate((screen) => {
    const describe = (element: Element) => {
      const classes = typeof element.className === "string" ? element.className.trim().split(/\s+/).slice(0, 4).join(".") : "";
      return `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${(element.textContent ?? "").trim().slice(0, 40)}"`;
    };
    const outside = (element: Element) => {
      const box = element.getBoundingClientRect();
      // A box, or text that overflows it visibly, past an edge of the screen.
      const reach = getComputedStyle(element).overflowX === "visible" ? Math.max(box.width, element.scrollWidth) : box.width;
      return box.width > 0 && (box.left + reach > screen + 0.5 || box.left < -0.5);
    };
    // What a scroller or a clipping ancestor holds cannot widen the page; a positioned box
    // escapes the clipping of every ancestor up to its containing block (the original fault).
    const clipped = (element: Element) => {
      let escaping = /absolute|fixed/.test(getComputedStyle(element).position);
      for (let ancestor = element.parentElement; ancestor && ancestor !== document.body; ancestor = ancestor.parentElement) {
        const style = getComputedStyle(ancestor);
        const containsPositioned = style.position !== "static" || style.transform !== "none";
        if (escaping && !containsPositioned) continue;
        if (style.overflowX !== "visible") return true;
        escaping = /absolute|fixed/.test(style.position);
      }
      return false;
    };
    const documentWidth = document.documentElement.scrollWidth;
    // Only worth the walk when the page is too wide: the deepest offenders name the cause.
    const beyond = documentWidth > screen ? [...document.body.querySelectorAll("*")].filter((element) => outside(element) && !clipped(element)) : [];
    const sticksOut = beyond
      .filter((element) => !beyond.some((other) => other !== element && element.contains(other)))
      .slice(0, 5)
      .map(describe);
    // Visually hidden headings (sr-only) are 1 px boxes that clip on purpose.
    const cutHeadings = [...document.querySelectorAll("h1, h2, h3, h4, h5, h6")]
      .filter((heading) => heading.getBoundingClientRect().width > 1 && (heading.scrollWidth > heading.clientWidth || outside(heading)))
      .map((heading) => `${describe(heading)}: text ${heading.scrollWidth} px in a ${heading.clientWidth} px box`);
    return { documentWidth, sticksOut, cutHeadings };
  }, width);
}

/** What a visitor can change the layout with: sideways scrollers, disclosures, the menu. */
export async function openEverything(page: Page, check: (step: string) => Promise<void>): Promise<void> {
  const scrolled = await page.evaluate(() => {
    const scrollers = [...document.querySelectorAll<HTMLElement>("body *")].filter(
      (element) => /auto|scroll/.test(getComputedStyle(element).overflowX) && element.scrollWidth > element.clientWidth,
    );
    for (const scroller of scrollers) scroller.scrollLeft = scroller.scrollWidth;
    return scrollers.length;
  });
  if (scrolled > 0) await check("after scrolling its sideways scrollers to the end");
  // Main first: an open phone menu would lie over the page. Rounds reach disclosures inside disclosures.
  for (const scope of ["main", "header"]) {
    for (let round = 0; round < 3; round++) {
      const opened = await page.evaluate((selector) => {
        const closed = [
          ...document.querySelectorAll<HTMLElement>(
            [`button[aria-expanded="false"]`, `button[popovertarget]:not([popovertargetaction="hide"])`, `details:not([open])`]
              .map((what) => `${selector} ${what}:not([data-overflow-opened])`)
              .join(", "),
          ),
        ];
        const visible = closed.filter((element) => element.getClientRects().length > 0);
        for (const element of visible) {
          element.dataset.overflowOpened = "";
          if (element instanceof HTMLDetailsElement) element.open = true;
          else element.click();
        }
        return visible.length;
      }, scope);
      if (opened === 0) break;
      await check(`after opening what the ${scope} holds (round ${round + 1})`);
    }
  }
}
