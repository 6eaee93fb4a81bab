import type { Page } from "playwright-core";

/**
 * Phones first, and long Dutch compounds: a word that does not fit on a line may only wrap
 * where a visitor sees a hyphen, at a soft hyphen (the browser draws one there) or after a
 * real hyphen, and no word may reach past its box. Chromium on Linux and many Android builds
 * have no Dutch hyphenation dictionary, so `hyphens: auto` alone cut "restaurantwebsi/te".
 * The copy's break points (content/nl/word-breaks.ts) are rendered into the HTML, so the
 * sweep runs with JavaScript off as well as on (tests/e2e/page-sweep.e2e.test.ts).
 */
/**
 * Every word (a run between breakable spaces within one text node) that wraps between two
 * letters with no hyphen drawn there, that wraps at a term's own hyphen, or that reaches past the
 * box of the block holding it.
 * Closed disclosures are opened first, so FAQ answers and menus are measured too.
 */
export function findCutWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    const SOFT_HYPHEN = "\u00ad";
    // After these a line may wrap, and the visitor sees why.
    const HYPHENS = new Set(["-", "\u2010", "\u2013", "\u2014"]);
    // Yet a term's own hyphen holds it together: a lone letter before it ("e-|mail"), or a figure on
    // either side ("SHA-|256", "2.11.0-|beta.1"). A reader sees half a term at the line's end.
    const TERM_HYPHEN = /(?:^|[^\p{L}\p{N}])\p{L}-\||\p{N}-\||-\|\p{N}/u;
    const found: string[] = [];
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}>`;
    const blockOf = (node: Node) => {
      let element = node.parentElement;
      while (element && getComputedStyle(element).display.startsWith("inline") && element.parentElement) element = element.parentElement;
      return element;
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? "";
      const parent = node.parentElement;
      if (!parent || /^(SCRIPT|STYLE|NOSCRIPT|TEMPLATE)$/.test(parent.tagName) || text.trim() === "") continue;
      // SVG text (the logo) is drawn where it is placed, it never wraps; and a checksum, set to
      // break anywhere (word-break: break-all), is a string to compare, not a word to read.
      if (parent.closest("svg") || getComputedStyle(parent).wordBreak === "break-all") continue;
      const block = blockOf(node);
      if (!block) continue;
      // Visually hidden text (sr-only) sits in a 1 px box on purpose.
      const box = block.getBoundingClientRect();
      if (box.width <= 1) continue;
      for (const match of text.matchAll(/[^ \t\n\r\u200b]+/g)) {
        const start = match.index;
        const word = match[0];
        range.setStart(node, start);
        range.setEnd(node, start + word.length);
        const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
        if (rects.length === 0) continue;
        const shown = word.replaceAll(SOFT_HYPHEN, "·");
        if (rects.some((rect) => rect.right > box.right + 0.5 || rect.left < box.left - 0.5)) {
          found.push(`${describe(block)} "${shown}" reaches past its ${Math.round(box.width)} px box`);
        }
        const firstTop = rects[0]?.top ?? 0;
        if (rects.every((rect) => Math.abs(rect.top - firstTop) < rect.height / 2)) continue;
        // The word spans lines: find the lines of its letters, one character at a time.
        let previous: { index: number; top: number; height: number } | undefined;
        for (let index = 0; index < word.length; index++) {
          if (word[index] === SOFT_HYPHEN) continue;
          range.setStart(node, start + index);
          range.setEnd(node, start + index + 1);
          // A letter just after a wrap at a soft hyphen also reports the hyphen drawn at the end of
          // the line before; its own box is the last one.
          const rect = [...range.getClientRects()].filter((candidate) => candidate.width > 0).at(-1);
          if (!rect) continue;
          if (previous && rect.top - previous.top > previous.height / 2) {
            const between = word.slice(previous.index, index);
            const hyphenShown = between.includes(SOFT_HYPHEN) || HYPHENS.has(word[previous.index] ?? "");
            const before = word.slice(0, previous.index + 1).replaceAll(SOFT_HYPHEN, "");
            const after = word.slice(previous.index + 1).replaceAll(SOFT_HYPHEN, "");
            if (hyphenShown && TERM_HYPHEN.test(`${before}|${after}`)) {
              found.push(`${describe(block)} "${before}|${after}" wraps inside a term at its hyphen`);
            } else if (!hyphenShown) {
              const cut = `${word.slice(0, previous.index + 1)}|${word.slice(previous.index + 1)}`.replaceAll(SOFT_HYPHEN, "");
              found.push(`${describe(block)} "${cut}" wraps with no hyphen`);
            }
          }
          previous = { index, top: rect.top, height: rect.height };
        }
      }
    }
    return found;
  });
}

/**
 * At 1280 px headings once wrapped at a soft hyphen ("bestel-/lingen", "bedrijfs-/kosten")
 * although the whole word fitted on the next line. The copy's break points
 * (content/nl/word-breaks.ts, docs/decisions/037-word-breaks-from-content.md) are for phones; on
 * a wide screen a heading may only wrap inside a word that is wider than the heading itself.
 * Measured in the desktop sweep's load of every page (tests/e2e/a11y.e2e.test.ts).
 * Returns every word of an h1-h3 that wraps at a soft hyphen although it is narrower than its
 * heading. Closed disclosures are opened first, so headings inside them are measured too.
 */
export function findNeedlessHyphens(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const SOFT_HYPHEN = "\u00ad";
    for (const details of document.querySelectorAll("details")) details.open = true;
    const found: string[] = [];
    const range = document.createRange();
    for (const heading of document.querySelectorAll("h1, h2, h3")) {
      const style = getComputedStyle(heading);
      const lineWidth = heading.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
      if (lineWidth <= 1) continue;
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? "";
        for (const match of text.matchAll(/[^ \t\n\r\u200b]+/g)) {
          const word = match[0];
          if (!word.includes(SOFT_HYPHEN)) continue;
          range.setStart(node, match.index);
          range.setEnd(node, match.index + word.length);
          const rects = [...range.getClientRects()].filter((rect) => rect.width > 0);
          const firstTop = rects[0]?.top ?? 0;
          if (rects.every((rect) => Math.abs(rect.top - firstTop) < rect.height / 2)) continue;
          // The parts' widths add up to the whole word plus the hyphen drawn at the wrap.
          const wordWidth = rects.reduce((sum, rect) => sum + rect.width, 0);
          if (wordWidth < lineWidth) {
            found.push(
              `<${heading.tagName.toLowerCase()}> "${word.replaceAll(SOFT_HYPHEN, "·")}" (${Math.round(wordWidth)} px) wraps in a ${Math.round(lineWidth)} px line`,
            );
          }
        }
      }
    }
    return found;
  });
}
