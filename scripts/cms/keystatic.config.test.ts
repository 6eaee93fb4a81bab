import { describe, expect, it } from "vitest";
import editorConfig, { EDITED_PAGES } from "./keystatic.config";

/** A text field's form in the editor, as Keystatic calls it before it saves. */
const form = (entry: string, key: string) => editorConfig.singletons![entry]!.schema[key] as unknown as { validate: (value: unknown) => unknown };
const everywhere = (text: string) => ({ nl: text, en: text, fr: text });

describe("the editor's forms", () => {
  // Keystatic's sidebar cuts an entry's name after about 26 characters at 1280 px ("Menu, footer and 404 (every…").
  it("name each entry in words that fit the sidebar", () => {
    expect(EDITED_PAGES.filter((page) => page.label.length > 26).map((page) => page.label)).toEqual([]);
  });

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

describe("the pictures' entries", () => {
  type Form = { parse: (stored: unknown) => unknown; serialize: (value: unknown) => { value: unknown }; validate: (value: unknown) => unknown };
  type Node = { fields: Record<string, Node>; element: Node; itemLabel?: (props: unknown) => string; validation?: unknown } & Form;
  const entry = (name: string) => ({ fields: editorConfig.singletons![name]!.schema }) as unknown as Node;
  const dishes = entry("pictures-products").fields.webshopCheckout!.fields.items!;
  const dishPrice = dishes.element.fields.priceCents!;

  it("show a price in euros, keep it in cents, and refuse what is not a price in euros", () => {
    expect(dishPrice.parse(2450)).toBe("24,50");
    expect(dishPrice.serialize("24,50")).toEqual({ value: 2450 });
    expect(dishPrice.serialize(dishPrice.parse(440))).toEqual({ value: 440 });
    expect(dishPrice.validate("8.5")).toBe("8.5");
    expect(() => dishPrice.validate("abc")).toThrow('Price: "abc" is not a price');
    expect(() => dishPrice.validate("-1")).toThrow("Price: A price cannot be below zero.");
    expect(() => dishPrice.validate("2,505")).toThrow("at most two decimals");
  });

  it("show the chosen one of a list counted from 1, kept from 0 as the drawing reads it", () => {
    const chosen = entry("pictures-showcase").fields.cases!.fields.lunchroom!.fields.chosen!;
    expect(chosen.parse(1)).toBe("2");
    expect(chosen.serialize("1")).toEqual({ value: 0 });
    expect(() => chosen.validate("5")).toThrow("Write a whole number from 1 to 4.");
  });

  it("say under each picture when its change shows and that its encodings are recorded with it", () => {
    const pictures = [entry("pictures-products"), entry("pictures-showcase").fields.cases!, entry("pictures-showcase")];
    const described = pictures.flatMap((group) => Object.values(group.fields)).filter((field) => "description" in field);
    expect(described).toHaveLength(6 + 5 + 2);
    for (const picture of described)
      expect((picture as { description: string }).description).toMatch(/reloads .* records how the new picture is stored .* nothing to run/);
  });

  it("hold a list to the room its drawing has", () => {
    expect(dishes.validation).toEqual({ length: { min: 1, max: 3 } });
    expect(entry("pictures-products").fields.managerDashboard!.fields.weekRevenueCents!.validation).toEqual({ length: { min: 7, max: 7 } });
  });

  it("take no placeholders in a picture's words: the drawing fills none in", () => {
    const title = entry("pictures-products").fields.webshopCheckout!.fields.title!;
    expect(() => title.validate(everywhere("Afrekenen {starter}"))).toThrow("{starter}: not a placeholder this field knows. It takes none");
    expect(() => title.validate(everywhere("Totaal € 24"))).toThrow(/A figure is typed as a number/);
  });

  it("name a list's items by their first words, in Dutch, or by their price or choice", () => {
    // The name before what the editor is told about an item not yet complete (the test's items have no French).
    const named = (list: Node, props: unknown) => list.itemLabel!(props).split(" — ")[0];
    const item = (nl: string, en: string, price: string) => ({ fields: { name: { value: { nl, en, fr: "" } }, priceCents: { value: price } } });
    expect(named(dishes, item("Nigiri zalm", "Salmon nigiri", "4,40"))).toBe("Nigiri zalm");
    expect(named(dishes, item("", "Salmon nigiri", "4,40"))).toBe("Salmon nigiri");
    expect(named(dishes, item("", "", "4,40"))).toBe("€ 4,40");
    const revenue = entry("pictures-products").fields.managerDashboard!.fields.weekRevenueCents!;
    expect(named(revenue, { value: "482,50" })).toBe("€ 482,50");
    const partners = entry("pictures-products").fields.portalIntegrations!.fields.partners!;
    expect(named(partners, { fields: { partner: { value: "tafelkas" }, on: { value: true } } })).toBe("tafelkas");
    // A new item, nothing written yet: the list's own name.
    expect(named(dishes, item("", "", ""))).toBe("Dish in the basket");
  });
});

describe("a list's item that a field refuses", () => {
  const dishes = (
    editorConfig.singletons!["pictures-products"]!.schema.webshopCheckout as unknown as { fields: { items: { itemLabel: (props: unknown) => string } } }
  ).fields.items;
  const item = (price: string, nl = "Nigiri zalm") => ({
    fields: {
      name: { value: { nl, en: "Salmon nigiri", fr: "Nigiri saumon" } },
      priceCents: { value: price },
      quantity: { value: "2" },
      options: { elements: [] },
    },
  });

  it("says in its name in the list what keeps the entry from being saved", () => {
    expect(dishes.itemLabel(item("4,40"))).toBe("Nigiri zalm");
    expect(dishes.itemLabel(item("abc"))).toBe('Nigiri zalm — not saved until fixed: Price: "abc" is not a price: write euros, such as 24,50 or 8.');
    expect(dishes.itemLabel(item("4,40", "Nigiri zalm € 4"))).toMatch(/^Nigiri zalm € 4 — not saved until fixed: Name: nl: A figure is typed as a number/);
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
