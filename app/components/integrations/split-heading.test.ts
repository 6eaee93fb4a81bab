import { describe, expect, it } from "vitest";
import en from "../../../content/en/integrations";
import nl from "../../../content/nl/integrations";
import { splitHeading } from "./split-heading";

describe("splitHeading", () => {
  it("splits around the phrase, keeping every character", () => {
    expect(splitHeading("Koppel je kassa aan ons", "kassa")).toEqual(["Koppel je ", "kassa", " aan ons"]);
  });

  it("allows the phrase at the start or the end", () => {
    expect(splitHeading("Kassa koppelen", "Kassa")).toEqual(["", "Kassa", " koppelen"]);
    expect(splitHeading("Koppel je kassa", "kassa")).toEqual(["Koppel je ", "kassa", ""]);
  });

  it("rejects a phrase that is missing, empty or ambiguous", () => {
    expect(() => splitHeading("Koppel je kassa", "printer")).toThrow(/exactly once/);
    expect(() => splitHeading("Koppel je kassa", "")).toThrow(/exactly once/);
    expect(() => splitHeading("kassa en kassa", "kassa")).toThrow(/exactly once/);
  });

  it.each([
    ["nl", nl],
    ["en", en],
  ])("fits the %s copy of the integrations page", (_locale, copy) => {
    expect(splitHeading(copy.hero.title, copy.heroHighlight).join("")).toBe(copy.hero.title);
  });
});
