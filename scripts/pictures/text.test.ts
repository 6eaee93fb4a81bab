import { describe, expect, it } from "vitest";
import { LOCALES } from "../../shared/locale";
import type { Drawing } from "./drawing";
import { DRAWINGS } from "./registry";
import { drawingSvg } from "./render";

/**
 * Every word of a picture's text is drawn, in every language: a string missing, empty or left
 * undrawn in one language fails, for every drawing in the registry (ours and the product
 * pages'). The SVG is drawn with its words kept as text (satori's `embedFont: false`).
 */
/** Not drawn: said by the page around the picture. */
const NOT_DRAWN = new Set(["alt"]);

/** Each string in the text with where it sits ("order.lines.0.name"), and the shape of the rest. */
function strings(value: unknown, at = ""): { path: string; text: string }[] {
  if (typeof value === "string") return [{ path: at, text: value }];
  if (Array.isArray(value)) return value.flatMap((item, index) => strings(item, `${at}.${index}`));
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => (NOT_DRAWN.has(key) ? [] : strings(item, at ? `${at}.${key}` : key)));
  return [];
}

function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .map(([key, item]) => [key, shape(item)])
        .sort(),
    );
  return typeof value;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'", "#34": '"' };
/** Compared without white space: satori drops the space where it wraps a line. */
const squash = (text: string) => text.replace(/\s+/g, "");

/** The words of an SVG in document order (satori writes a <text> per word, sign and space), without white space. */
function drawnText(svg: string): string {
  const words = [...svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)].map((match) =>
    (match[1] ?? "").replace(/&(#?\w+);/g, (all, name: string) => ENTITIES[name] ?? all),
  );
  return squash(words.join(""));
}

describe("picture text", () => {
  it("reads words back from an SVG, across lines and entities", () => {
    const svg = `<svg><text x="1">Fish</text><text x="2"> </text><text x="3">&amp;</text><text x="4"> </text><text x="5">chips</text><text x="6">Sanne&#39;s</text></svg>`;
    expect(drawnText(svg)).toBe("Fish&chipsSanne's");
    expect(strings({ alt: "not drawn", a: "x", b: [{ c: "y" }], n: 3 })).toEqual([
      { path: "a", text: "x" },
      { path: "b.0.c", text: "y" },
    ]);
  });

  it("has pictures in the registry", () => {
    expect(DRAWINGS.length).toBeGreaterThan(10);
  });

  describe.each(DRAWINGS.map((drawing) => [drawing.name, drawing] as const))("%s", (_name, drawing: Drawing<unknown>) => {
    it("has the same text fields in both languages, none empty, and alt text in both", () => {
      expect(shape(drawing.text.en)).toEqual(shape(drawing.text.nl));
      for (const locale of LOCALES) {
        expect(
          strings(drawing.text[locale])
            .filter(({ text }) => text.trim() === "")
            .map(({ path }) => `${locale}: ${path}`),
        ).toEqual([]);
        expect(drawing.alt[locale].trim().length, `${locale} alt`).toBeGreaterThan(10);
      }
      expect(drawing.alt.en).not.toBe(drawing.alt.nl);
    });

    it.each(LOCALES)("draws every string of its %s text", async (locale) => {
      const drawn = drawnText(await drawingSvg(drawing, locale, { embedFont: false }));
      const missing = strings(drawing.text[locale]).filter(
        ({ text }) => !drawn.includes(squash(text)) && !drawn.toUpperCase().includes(squash(text).toUpperCase()),
      );
      expect(missing.map(({ path, text }) => `${path}: "${text}"`)).toEqual([]);
    });
  });
});
