import { describe, expect, it } from "vitest";
import { SOFT_HYPHEN, withBreakPoints } from "./word-breaks";

const shown = (text: string) => text.replaceAll(SOFT_HYPHEN, "·");

describe("withBreakPoints", () => {
  it("puts a soft hyphen at every break point of a listed word, in any case", () => {
    expect(shown(withBreakPoints("Je eigen restaurantwebsite, direct gekoppeld", "nl"))).toBe("Je eigen restaurant·website, direct gekoppeld");
    expect(shown(withBreakPoints("Sushirestaurant: meer omzet", "nl"))).toBe("Sushi·restaurant: meer omzet");
    expect(shown(withBreakPoints("terugbetalingen, het gemiddelde", "nl"))).toBe("terug·beta·lingen, het gemid·delde");
  });

  it("finds a listed word inside a longer compound", () => {
    expect(shown(withBreakPoints("webshopbestellingen", "nl"))).toBe("webshopbestel·lingen");
  });

  it("uses the list of the text's language only, and leaves other words alone", () => {
    expect(withBreakPoints("restaurantwebsite", "en")).toBe("restaurantwebsite");
    expect(withBreakPoints("Meer omzet met een eigen webshop", "nl")).toBe("Meer omzet met een eigen webshop");
  });

  it("keeps the letters: only soft hyphens are added", () => {
    const text = "Dit zeggen restauranteigenaren over bedrijfskosten en productiviteit";
    expect(withBreakPoints(text, "nl").replaceAll(SOFT_HYPHEN, "")).toBe(text);
  });
});
