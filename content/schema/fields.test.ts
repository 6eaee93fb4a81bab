import { describe, expect, it } from "vitest";
import { choice, count, group, inLanguage, keyed, list, optionalText, page, price, StoredCopyError, storedTexts, switched, text, textOrMark } from "./fields";

const CARDS = page("test.cards", "Cards", {
  title: text("Heading"),
  cards: list("Card", group("Card", { icon: choice("Icon", ["clock", "phone"]), text: text("Text") }), { length: 2 }),
});

const all = (nl: string, en = `${nl} (en)`, fr = `${nl} (fr)`) => ({ nl, en, fr });
const STORED = {
  title: all("Kop"),
  cards: [
    { icon: "clock", text: all("Eén") },
    { icon: "phone", text: all("Twee") },
  ],
};

describe("a page's copy read from its file", () => {
  it("gives each language its own texts, lists and choices as they are", () => {
    expect(inLanguage(CARDS, STORED, "fr")).toEqual({
      title: "Kop (fr)",
      cards: [
        { icon: "clock", text: "Eén (fr)" },
        { icon: "phone", text: "Twee (fr)" },
      ],
    });
  });

  it.each([
    ["a list of another length than the layout's", { ...STORED, cards: STORED.cards.slice(0, 1) }, "cards: expected 2 items, found 1"],
    [
      "a choice the code does not know",
      { ...STORED, cards: [STORED.cards[0], { icon: "fax", text: all("Twee") }] },
      "cards[1].icon: expected one of clock, phone",
    ],
    [
      "a language left empty in a list's item",
      { ...STORED, cards: [STORED.cards[0], { icon: "phone", text: { ...all("Twee"), en: " " } }] },
      "cards[1].text.en: missing or empty",
    ],
  ])("stops at %s, naming the file and the place", (_what, stored, problem) => {
    expect(() => inLanguage(CARDS, stored, "nl")).toThrow(new StoredCopyError("test.cards", "", "").constructor);
    expect(() => inLanguage(CARDS, stored, "nl")).toThrow(`content/pages/test.cards.json, ${problem}`);
  });

  it("lists every text with the labels an editor sees, one place per item of a list", () => {
    expect(storedTexts(CARDS.fields, STORED).map(({ path, labels }) => [path, labels.join(" › ")])).toEqual([
      ["title", "Heading"],
      ["cards[0].text", "Card 1 › Text"],
      ["cards[1].text", "Card 2 › Text"],
    ]);
  });
});

describe("texts looked up by ids the code knows", () => {
  const SYSTEMS = page("test.systems", "Systems", {
    names: keyed("Systems", { win: "Windows", mac_os: "macOS" }, (label) => text(label, { placeholders: { version: "a version number" } })),
  });
  const stored = { names: { win: all("Windows {version}"), mac_os: all("macOS") } };

  it("gives a record keyed by the ids, in the order of their labels, each field named by its label", () => {
    const copy = inLanguage(SYSTEMS, stored, "en");
    expect(copy).toEqual({ names: { win: "Windows {version} (en)", mac_os: "macOS (en)" } });
    expect(Object.keys(copy.names)).toEqual(["win", "mac_os"]);
    expect(storedTexts(SYSTEMS.fields, stored).map(({ path, labels }) => [path, labels.join(" › ")])).toEqual([
      ["names.win", "Systems › Windows"],
      ["names.mac_os", "Systems › macOS"],
    ]);
  });

  it("stops at an id it does not know and at a missing one", () => {
    expect(() => inLanguage(SYSTEMS, { names: { ...stored.names, linux: all("Linux") } }, "nl")).toThrow("names.linux: the schema has no such field");
    expect(() => inLanguage(SYSTEMS, { names: { win: all("Windows") } }, "nl")).toThrow("names.mac_os.nl: missing or empty");
  });

  it("names with each text the placeholders of its own field", () => {
    expect(storedTexts(SYSTEMS.fields, stored).map(({ field }) => field.placeholders)).toEqual([
      { version: "a version number" },
      { version: "a version number" },
    ]);
    expect(storedTexts(CARDS.fields, STORED).map(({ field }) => field.placeholders)).toEqual([undefined, undefined, undefined]);
  });
});

describe("a table's cells, each a text or a tick or a cross", () => {
  const TABLE = page("test.table", "Table", {
    cells: list("Cell", textOrMark("Cell", { placeholders: { plan: "a plan's name" } }), { length: 3 }),
  });
  const stored = { cells: [all("{plan}"), true, false] };

  it("gives a mark as it is in every language, and a text in the language asked for", () => {
    expect(inLanguage(TABLE, stored, "en")).toEqual({ cells: ["{plan} (en)", true, false] });
  });

  it("checks a text as a text, and takes nothing else for a mark", () => {
    expect(() => inLanguage(TABLE, { cells: [{ nl: "x", en: "x" }, true, false] }, "nl")).toThrow("cells[0].fr: missing or empty");
    expect(() => inLanguage(TABLE, { cells: ["yes", true, false] }, "nl")).toThrow("cells[0].nl: missing or empty");
  });

  it("lists only the texts for the editor's checks, each with its field's placeholders", () => {
    expect(storedTexts(TABLE.fields, stored).map(({ path, labels, field }) => [path, labels.join(" › "), field.placeholders])).toEqual([
      ["cells[0]", "Cell 1", { plan: "a plan's name" }],
    ]);
  });
});

describe("a picture's menu: prices, counts, switches, optional lines and a list with room for a range", () => {
  const MENU = page("test.menu", "Menu", {
    dishes: list(
      "Dish",
      group("Dish", {
        name: text("Name", { figures: false }),
        note: optionalText("Line under the name"),
        priceCents: price("Price"),
        quantity: count("How many", { min: 1, max: 9 }),
        inStock: switched("In stock"),
      }),
      { min: 1, max: 2 },
    ),
    chosen: count("The chosen dish", { min: 1, max: 2, position: true, countsIn: "dishes" }),
  });
  const dish = { name: all("Friet"), priceCents: 395, quantity: 2, inStock: true };
  const stored = { dishes: [dish, { ...dish, note: all("Met mayonaise") }], chosen: 1 };

  it("takes the largest price the picture has room for, a dish's by default", () => {
    expect(inLanguage(MENU, { ...stored, dishes: [{ ...dish, priceCents: 99_999 }, dish] }, "nl").dishes[0]?.priceCents).toBe(99_999);
  });

  it("gives the figures as the file has them in every language, and a line left out as none", () => {
    expect(inLanguage(MENU, stored, "fr")).toEqual({
      dishes: [
        { name: "Friet (fr)", note: undefined, priceCents: 395, quantity: 2, inStock: true },
        { name: "Friet (fr)", note: "Met mayonaise (fr)", priceCents: 395, quantity: 2, inStock: true },
      ],
      chosen: 1,
    });
  });

  it.each([
    ["a price in euros instead of cents", { ...stored, dishes: [{ ...dish, priceCents: 3.95 }] }, "dishes[0].priceCents: expected a price in cents"],
    ["a price below zero", { ...stored, dishes: [{ ...dish, priceCents: -1 }] }, "dishes[0].priceCents: expected a price in cents"],
    ["a price as words", { ...stored, dishes: [{ ...dish, priceCents: "3,95" }] }, "dishes[0].priceCents: expected a price in cents"],
    [
      "a price larger than a picture has room for",
      { ...stored, dishes: [{ ...dish, priceCents: 100_000 }, dish] },
      "dishes[0].priceCents: expected a price of at most 99999 cents (999,99 euros), as its picture has room for",
    ],
    [
      "a price past what a number holds to the cent",
      { ...stored, dishes: [{ ...dish, priceCents: 1e22 }, dish] },
      "dishes[0].priceCents: expected a price of at most 99999 cents (999,99 euros), as its picture has room for",
    ],
    ["a count above its limit", { ...stored, dishes: [{ ...dish, quantity: 10 }] }, "dishes[0].quantity: expected a whole number from 1 to 9"],
    ["a position past the list's room, counted from 0 in the file", { ...stored, chosen: 2 }, "chosen: expected a whole number from 0 to 1"],
    ["a switch that is not true or false", { ...stored, dishes: [{ ...dish, inStock: "yes" }] }, "dishes[0].inStock: expected true or false"],
    ["more items than the picture has room for", { ...stored, dishes: [dish, dish, dish] }, "dishes: expected at most 2 items, found 3"],
    ["fewer than it needs", { ...stored, dishes: [] }, "dishes: expected at least 1 items, found 0"],
    ["a chosen dish the list no longer has", { ...stored, dishes: [dish] }, "chosen: points at item 2, but dishes has 1"],
    [
      "an optional line written in one language only",
      { ...stored, dishes: [{ ...dish, note: { nl: "Met mayonaise" } }] },
      "dishes[0].note.en: missing or empty",
    ],
  ])("stops at %s", (_what, wrong, problem) => {
    expect(() => inLanguage(MENU, wrong, "nl")).toThrow(`content/pages/test.menu.json, ${problem}`);
  });

  it("gives the editor's checks only the texts written, not a line left out nor a figure", () => {
    expect(storedTexts(MENU.fields, stored).map(({ path }) => path)).toEqual(["dishes[0].name", "dishes[1].name", "dishes[1].note"]);
  });
});
