import { describe, expect, it } from "vitest";
import { PICTURE_SIZES } from "../../app/components/sections/picture-sizes";
import en from "../../content/en/integrations";
import nl from "../../content/nl/integrations";
import { PARTNERS } from "../../content/partners";
import { useBrowser } from "./support/browser";
import { lettersOf, withoutSoftHyphens } from "./support/copy";
import { gotoEnhanced } from "./support/navigation";

const { newContext } = useBrowser();

describe.each([
  ["nl", nl],
  ["en", en],
] as const)("/integraties in %s", (locale, copy) => {
  it("shows the three-part heading and the two-part description", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/integraties?lang=${locale}`);
    await expect(lettersOf(page.locator("h1"))).resolves.toBe(copy.hero.title);
    await expect(lettersOf(page.locator("h1 span"))).resolves.toBe(copy.heroHighlight);
    await expect(page.getByText(copy.hero.subtitle).isVisible()).resolves.toBe(true);
    await expect(page.getByText(copy.heroMore).isVisible()).resolves.toBe(true);
    await context.close();
  });

  it("has a tile for each of the fourteen partners, with its kind, and an invite tile", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/integraties?lang=${locale}`);
    const tiles = page.locator("li[data-partner]");
    await expect(tiles.count()).resolves.toBe(14);
    for (const [index, partner] of PARTNERS.entries()) {
      // textContent, not innerText: some wordmarks are upper-cased by CSS only.
      const texts = (await tiles.nth(index).locator(":scope > span").allTextContents()).map(withoutSoftHyphens);
      expect(texts).toEqual([partner.name, copy.partners.kinds[partner.kind]]);
    }
    const invite = page.locator("li[data-partner-invite]").getByRole("link", { name: copy.partners.invite.link });
    await expect(invite.getAttribute("href")).resolves.toBe("/info/support#partners");
    await context.close();
  });

  it("the invite tile leads to the partners card of the support page", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoEnhanced(page, `/integraties?lang=${locale}`);
    await page.getByRole("link", { name: copy.partners.invite.link }).click();
    await page.waitForURL((url) => url.pathname === "/info/support" && url.hash === "#partners");
    await page.getByRole("region", { name: "Partners" }).waitFor();
    await context.close();
  });

  it("has five feature cards; the first has a button and the portal mockup", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/integraties?lang=${locale}`);
    const cards = page.locator("li[data-feature]");
    await expect(cards.count()).resolves.toBe(5);
    await expect(cards.first().getByRole("link", { name: copy.features.lead.button }).getAttribute("href")).resolves.toBe("/producten/manager");
    const image = cards.first().getByRole("img", { name: copy.features.lead.imageAlt });
    await image.scrollIntoViewIfNeeded();
    await expect(image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).resolves.toBe(true);
    // The portal screen drawn for this language, its box reserved at the drawing's design size.
    await expect(image.getAttribute("src")).resolves.toMatch(new RegExp(`^/pictures/${locale}/portal-integrations-\\d+w\\.webp$`));
    await expect(image.getAttribute("width")).resolves.toBe(String(PICTURE_SIZES["portal-integrations"].width));
    await expect(image.getAttribute("height")).resolves.toBe(String(PICTURE_SIZES["portal-integrations"].height));
    await context.close();
  });
});
