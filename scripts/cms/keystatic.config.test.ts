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

describe("the figures' entry", () => {
  const group = (key: string) =>
    editorConfig.singletons!.figures!.schema[key] as unknown as {
      parse: (stored: unknown) => Record<string, number>;
      serialize: (value: unknown) => unknown;
      validate: (value: unknown) => unknown;
    };

  it("is written to content/figures.json, with each figure as typed", () => {
    expect(editorConfig.singletons!.figures!.path).toBe("figures");
    const plans = group("plans");
    expect(plans.serialize(plans.parse({ starter: 39, professional: 49, commission: 7 }))).toEqual({ value: { starter: 39, professional: 49, commission: 7 } });
  });

  it("shows a figure missing from the file as an empty box, which cannot be saved", () => {
    const plans = group("plans");
    expect(() => plans.validate(plans.parse({ starter: 39, professional: 49 }))).toThrow(/Gratis: commission on each successful order: Type a number/);
  });

  it("refuses before saving what the server refuses: a negative fee, fractional trial days, a trial plan without a fee", () => {
    expect(() => group("plans").validate({ starter: -5, professional: 49, commission: 7 })).toThrow(/Starter, per month: A figure cannot be below 0/);
    expect(() => group("start").validate({ trialDays: 30.5, onboardingHours: 48 })).toThrow(/whole number of days/);
    expect(() => group("plans").validate({ starter: 0, professional: 49, commission: 7 })).toThrow(/Starter has a free trial/);
    expect(group("plans").validate({ starter: 29, professional: 49, commission: 5 })).toEqual({ starter: 29, professional: 49, commission: 5 });
  });
});
