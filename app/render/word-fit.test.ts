import { type DefaultTreeAdapterMap, parse } from "parse5";
import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import { SOFT_HYPHEN } from "../i18n/word-breaks";
import { LOCALES, type Locale } from "../shared/locales";
import { PAGES, type PageEntry } from "../shared/route-table";
import type { BuildFacts } from "./build-facts";
import { renderPage } from "./render-page";

/**
 * The word-fit lint: on a 320 px phone, every word of a heading or a tile must fit its line, or
 * have break points (content/{nl,en}/word-breaks.ts) that cut it into parts that do. Such
 * elements let the browser break a word anywhere rather than widen the page (app/app.css), and
 * browsers without a Dutch hyphenation dictionary then cut "restaurantwebsite" with no hyphen.
 * It reads the rendered pages, so a heading's size and box come from the components' classes.
 */
type Element = DefaultTreeAdapterMap["element"];
type Node = DefaultTreeAdapterMap["childNode"];

const PHONE_WIDTH_PX = 320;
const REM_PX = 16;
/** Tailwind 4's phone (unprefixed) font sizes, in rem. */
const TEXT_SIZES: Record<string, number> = { xs: 0.75, sm: 0.875, base: 1, lg: 1.125, xl: 1.25, "2xl": 1.5, "3xl": 1.875, "4xl": 2.25, "5xl": 3 };
/**
 * The widest average letter, in em, of the fonts phones fall back on for the system-ui stack
 * (DejaVu Sans on Linux is the widest; Roboto is narrower). Measured in Chromium: "gemiddelde",
 * 10 regular letters, did not fit a 92 px tile at 16 px (over 0.57 em); "bestellingen", 12 bold
 * letters in a 280 px h1 at 36 px, was cut, as `text-wrap: balance` narrows the lines it evens
 * out. Rounded up, so that a narrow miss still counts.
 */
const EM_PER_LETTER = { bold: 0.65, regular: 0.6 };
/** Elements where a browser may cut a word: headings (app/app.css) and boxes that ask for it. */
const CUTTABLE = /^h[1-6]$/;
const CUTTABLE_CLASSES = ["wrap-break-word", "break-words", "wrap-anywhere"];
const SPACING_PX = 4;

const site = readSiteConfig({});
const facts: BuildFacts = {
  stylesheets: { app: "/assets/app.css", home: "/assets/home.css" },
  bootScript: "loadEnhance()",
  favicon: { png: Buffer.from([0x89, 0x50, 0x4e, 0x47]), sizePx: 48 },
  headScripts: { locale: "", consent: "", visitorOs: "" },
  site,
  year: 2026,
};

const classesOf = (element: Element) => (element.attrs.find((attr) => attr.name === "class")?.value ?? "").split(/\s+/).filter(Boolean);
const isElement = (node: Node | DefaultTreeAdapterMap["parentNode"]): node is Element => "tagName" in node;

/** The first unprefixed (phone) class matching, from the element up. */
function phoneClass(path: readonly Element[], pattern: RegExp): RegExpMatchArray | undefined {
  for (const element of [...path].reverse()) {
    for (const name of classesOf(element)) {
      const match = name.match(pattern);
      if (match) return match;
    }
  }
  return undefined;
}

/** The element's content width on a 320 px phone, from the paddings and grid columns around it. */
function phoneWidth(path: readonly Element[]): number {
  let width = PHONE_WIDTH_PX;
  for (const [depth, element] of path.entries()) {
    const classes = classesOf(element);
    if (classes.includes("container-page")) width -= 2 * 5 * SPACING_PX;
    for (const name of classes) {
      const padding = name.match(/^p[xl]?-(\d+(?:\.\d+)?)$/) ?? name.match(/^p[xr]-(\d+(?:\.\d+)?)$/);
      if (padding) width -= (name.startsWith("pl-") || name.startsWith("pr-") ? 1 : 2) * Number(padding[1]) * SPACING_PX;
      const columns = name.match(/^grid-cols-(\d+)$/);
      // Only a grid that holds the element's path splits its width.
      if (columns && depth < path.length - 1) {
        const gap = classes.map((other) => other.match(/^gap(?:-x)?-(\d+(?:\.\d+)?)$/)).find(Boolean);
        const count = Number(columns[1]);
        width = (width - (count - 1) * Number(gap?.[1] ?? 0) * SPACING_PX) / count;
      }
    }
  }
  return width;
}

function textOf(node: Node): string {
  if (node.nodeName === "#text") return (node as DefaultTreeAdapterMap["textNode"]).value;
  if (!isElement(node) || classesOf(node).includes("sr-only")) return "";
  return node.childNodes.map(textOf).join("");
}

interface Cuttable {
  tag: string;
  text: string;
  fontPx: number;
  bold: boolean;
  widthPx: number;
}

function cuttableElements(html: string): Cuttable[] {
  const found: Cuttable[] = [];
  const visit = (node: Node, path: Element[]) => {
    if (!isElement(node) || node.tagName === "head" || node.tagName === "script" || classesOf(node).includes("sr-only")) return;
    const here = [...path, node];
    if (CUTTABLE.test(node.tagName) || classesOf(node).some((name) => CUTTABLE_CLASSES.includes(name))) {
      const size = phoneClass(here, /^text-(xs|sm|base|lg|xl|\dxl)$/)?.[1] ?? "base";
      const weight = phoneClass(here, /^font-(normal|medium|semibold|bold|extrabold|black)$/)?.[1];
      // Headings are bold by the browser's default style unless a class says otherwise.
      const bold = weight ? /semibold|bold|black/.test(weight) : CUTTABLE.test(node.tagName);
      found.push({ tag: node.tagName, text: textOf(node), fontPx: (TEXT_SIZES[size] ?? 1) * REM_PX, bold, widthPx: phoneWidth(here) });
      return;
    }
    for (const child of node.childNodes) visit(child, here);
  };
  for (const child of parse(html).childNodes) visit(child, []);
  return found;
}

/** Every word of the element too wide for its line, with no break point that makes its parts fit. */
function tooLongWords({ text, fontPx, bold, widthPx }: Cuttable): { word: string; lettersPerLine: number }[] {
  const lettersPerLine = Math.floor(widthPx / (fontPx * (bold ? EM_PER_LETTER.bold : EM_PER_LETTER.regular)));
  return text
    .split(/\s+/)
    .filter((word) => {
      // Each part keeps a letter's room for the hyphen drawn after it (the last keeps one for punctuation).
      const parts = word.split(new RegExp(`(?<=[${SOFT_HYPHEN}-])`));
      return parts.some((part) => part.replace(SOFT_HYPHEN, "-").length > lettersPerLine);
    })
    .map((word) => ({ word: word.replaceAll(SOFT_HYPHEN, "·").replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""), lettersPerLine }));
}

const pagesAndLocales = LOCALES.flatMap((locale) => [...PAGES, undefined].map((page) => [page?.path ?? "(not found)", locale, page] as const));

describe("the word-fit lint", () => {
  it.each(pagesAndLocales)(
    "%s in %s: every long word in a heading or tile can wrap with a hyphen on a 320 px phone",
    async (_path, locale, page?: PageEntry) => {
      const html = await renderPage({ page: page ?? "not-found", locale: locale as Locale, facts });
      const problems = cuttableElements(html).flatMap((element) =>
        tooLongWords(element).map(
          ({ word, lettersPerLine }) =>
            `"${word}" in a <${element.tag}> (${element.fontPx} px type in a ${Math.round(element.widthPx)} px box on a 320 px phone) is longer than the ` +
            `${lettersPerLine} letters that fit a line there. Add it to content/${locale}/word-breaks.ts with a "·" where it may wrap ` +
            `(between the parts of a compound first, then between syllables), so that no part is longer than ${lettersPerLine - 1} letters.`,
        ),
      );
      expect(problems).toEqual([]);
    },
  );

  it.each(pagesAndLocales)(
    "%s in %s has soft hyphens only in visible text: none in the head, an attribute or a script",
    async (_path, locale, page?: PageEntry) => {
      const html = await renderPage({ page: page ?? "not-found", locale: locale as Locale, facts });
      const misplaced: string[] = [];
      const visit = (node: Node, inHidden: boolean) => {
        if (node.nodeName === "#text" && inHidden && (node as DefaultTreeAdapterMap["textNode"]).value.includes(SOFT_HYPHEN))
          misplaced.push("text of <head> or a script");
        if (!isElement(node)) return;
        for (const attr of node.attrs) if (attr.value.includes(SOFT_HYPHEN)) misplaced.push(`${attr.name}="${attr.value}" on <${node.tagName}>`);
        const hidden = inHidden || node.tagName === "head" || node.tagName === "script" || node.tagName === "template";
        for (const child of isElement(node) && node.tagName === "template" ? [] : node.childNodes) visit(child, hidden);
      };
      for (const child of parse(html).childNodes) visit(child, false);
      expect(misplaced).toEqual([]);
    },
  );
});
