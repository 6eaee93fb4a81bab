import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { LOCALES } from "../../app/i18n/locales";
import { PAGES } from "../../app/route-table";
import { useBrowser } from "./support/browser";

/**
 * At 1280 px headings once wrapped at a soft hyphen ("bestel-/lingen", "bedrijfs-/kosten")
 * although the whole word fitted on the next line. The copy's break points
 * (content/nl/word-breaks.ts, docs/decisions/037-word-breaks-from-content.md) are for phones; on
 * a wide screen a heading may only wrap inside a word that is wider than the heading itself.
 */
const { openEnhanced } = useBrowser();
const SOFT_HYPHEN = "\u00ad";

/** Every word of an h1-h3 that wraps at a soft hyphen although it is narrower than its heading. */
function findNeedlessHyphens(page: Page, softHyphen: string): Promise<string[]> {
  return page.evaluate((SOFT_HYPHEN) => {
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
  }, softHyphen);
}

describe("at 1280 px", () => {
  it.each(LOCALES.flatMap((locale) => PAGES.map((entry) => [entry.path, locale] as const)))(
    "%s in %s hyphenates no heading whose word fits",
    async (path, locale) => {
      const page = await openEnhanced(`${path}?lang=${locale}`, { viewport: { width: 1280, height: 900 } });
      expect(await findNeedlessHyphens(page, SOFT_HYPHEN)).toEqual([]);
      await page.context().close();
    },
  );
});
