import { describe, expect, it } from "vitest";
import editorConfig from "./keystatic.config";

/** A text field's form in the editor, as Keystatic calls it before it saves. */
const form = (entry: string, key: string) => editorConfig.singletons![entry]!.schema[key] as unknown as { validate: (value: unknown) => unknown };
const everywhere = (text: string) => ({ nl: text, en: text, fr: text });

describe("the editor's forms", () => {
  it("let a text name its field's own placeholders, and no other field's", () => {
    expect(() => form("info-downloads", "whatsNew").validate(everywhere("Wat is er nieuw in {version}"))).not.toThrow();
    expect(() => form("info-downloads", "listTitle").validate(everywhere("Kies je computer voor {version}"))).toThrow(
      /\{version\}: not a placeholder this field knows/,
    );
  });
});

describe("a cell of the pricing page's comparison table", () => {
  const rows = editorConfig.singletons!["pricing-index"]!.schema.table as unknown as {
    fields: { rows: { element: { fields: { cells: { element: unknown } } } } };
  };
  const cell = rows.fields.rows.element.fields.cells.element as {
    parse: (stored: unknown) => unknown;
    serialize: (value: unknown) => unknown;
    validate: (value: unknown) => unknown;
  };

  it("keeps a tick or a cross as true or false, as the page reads it", () => {
    expect(cell.serialize(cell.parse(true))).toEqual({ value: true });
    expect(cell.serialize(cell.parse(false))).toEqual({ value: false });
    expect(cell.validate(false)).toBe(false);
  });

  it("checks a text as any other text", () => {
    expect(cell.parse(everywhere("{starter}"))).toEqual(everywhere("{starter}"));
    expect(() => cell.validate(everywhere("€ 39"))).toThrow(/A figure is typed as a number/);
  });
});
