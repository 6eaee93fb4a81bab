import { describe, expect, it } from "vitest";
import en from "../../content/en/integrations";
import nl from "../../content/nl/integrations";
import { PARTNERS } from "../../content/partners";
import { attr, byId, byText, hiddenByMarkup, lettersOf, query, queryAll, regionNamed, textContent } from "../../tests/render/dom";
import { renderedPage } from "../../tests/render/rendered-page";
import { PICTURE_SIZES } from "../components/sections/picture-sizes";
import { SOFT_HYPHEN } from "../i18n/word-breaks";
import { pathOf } from "../shared/route-table";

const shownText = (root: Parameters<typeof byText>[0], text: string) => byText(root, text).filter((element) => !hiddenByMarkup(element));

describe.each([
  ["nl", nl],
  ["en", en],
] as const)("/integraties in %s", (locale, copy) => {
  it("shows the three-part heading and the two-part description", async () => {
    const main = query(await renderedPage("info.integrations", locale), "main");
    expect(lettersOf(query(main, "h1"))).toBe(copy.hero.title);
    expect(lettersOf(query(main, "h1 span"))).toBe(copy.heroHighlight);
    expect(shownText(main, copy.hero.subtitle).length).toBeGreaterThan(0);
    expect(shownText(main, copy.heroMore).length).toBeGreaterThan(0);
  });

  it("has a tile for each of the fourteen partners, with its kind, and an invite tile that leads to the support page's partners card", async () => {
    const page = await renderedPage("info.integrations", locale);
    const tiles = queryAll(page, "li[data-partner]");
    expect(tiles).toHaveLength(14);
    for (const [index, partner] of PARTNERS.entries()) {
      // textContent, not what CSS shows: some wordmarks are upper-cased by CSS only.
      const texts = queryAll(tiles[index]!, "> span").map((span) => textContent(span).replaceAll(SOFT_HYPHEN, ""));
      expect(texts).toEqual([partner.name, copy.partners.kinds[partner.kind]]);
    }
    const invite = query(page, "li[data-partner-invite]");
    expect(lettersOf(invite)).toMatch(locale === "nl" ? /komt eraan/ : /on its way/);
    const links = queryAll(invite, "a").filter((link) => lettersOf(link) === copy.partners.invite.link);
    expect(links.map((link) => attr(link, "href"))).toEqual([`${pathOf("info.support")}#partners`]);
    // The link's target: the support page's card with that id, a region named Partners that offers the programme.
    const support = await renderedPage("info.support", locale);
    const card = byId(support, "partners");
    expect(card).not.toBeNull();
    expect(regionNamed(support, "Partners")).toBeDefined();
  });

  it("has five feature cards; the first has a button and the portal mockup", async () => {
    const cards = queryAll(await renderedPage("info.integrations", locale), "li[data-feature]");
    expect(cards).toHaveLength(5);
    const button = queryAll(cards[0]!, "a").filter((link) => lettersOf(link) === copy.features.lead.button);
    expect(button.map((link) => attr(link, "href"))).toEqual([pathOf("products.manager")]);
    const [image] = queryAll(cards[0]!, "img").filter((img) => attr(img, "alt") === copy.features.lead.imageAlt);
    // The portal screen drawn for this language, its box reserved at the drawing's design size.
    expect(attr(image!, "src")).toMatch(new RegExp(`^/pictures/${locale}/portal-integrations-\\d+w\\.webp$`));
    expect(attr(image!, "width")).toBe(String(PICTURE_SIZES["portal-integrations"].width));
    expect(attr(image!, "height")).toBe(String(PICTURE_SIZES["portal-integrations"].height));
  });
});
