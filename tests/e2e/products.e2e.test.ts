import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { fillCopy } from "../../app/shared/figures";
import type { ProductCopy } from "../../content/types";
import { useBrowser } from "./support/browser";
import { withoutSoftHyphens } from "./support/copy";

// Every product page's sections, cards and calls to action are checked over renderPage in
// app/pages/ProductPage.test.ts; what only a browser shows is that the page's CSS leaves them on screen.
const { newContext } = useBrowser();
const copy = fillCopy(copyOf("nl", "products.webshop") as ProductCopy, "nl");

describe("a product page on a phone", () => {
  it("shows its hero drawing, its paragraphs and its feature cards' titles", async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto("/producten/webshop?lang=nl");
    await expect.poll(() => page.getByRole("img", { name: copy.heroImageAlt }).isVisible()).toBe(true);
    const region = (title: string) => page.getByRole("region", { name: title, exact: true });
    await expect(region(copy.intro.title).locator("p").allInnerTexts()).resolves.toEqual(copy.intro.paragraphs);
    const titles = region(copy.features.title).locator("h3");
    await expect(titles.allInnerTexts().then((texts) => texts.map(withoutSoftHyphens))).resolves.toEqual(copy.features.cards.map((card) => card.title));
    for (const title of await titles.all()) await expect.poll(() => title.isVisible()).toBe(true);
    await expect(region(copy.outro.title).locator("p").allInnerTexts()).resolves.toEqual(copy.outro.paragraphs);
    await context.close();
  });
});
