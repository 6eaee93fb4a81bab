import { describe, expect, it } from "vitest";
import { choice, group, inLanguage, list, page, StoredCopyError, storedTexts, text } from "./fields";

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
