import { describe, expect, it } from "vitest";
import en from "../../content/en/frame";
import enHome from "../../content/en/home";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

// Status, language, h1 and head of every route are checked without a browser in
// tests/site/routes.site.test.ts; the page sweep loads every page and fails on a console error.
const { newContext } = useBrowser();

describe("an unknown path", () => {
  it("links back home from the not-found page", async () => {
    const context = await newContext();
    const page = await context.newPage();
    const response = await gotoEnhanced(page, "/nergens?lang=en");
    expect(response?.status()).toBe(404);
    await page.getByRole("link", { name: en.notFound.back }).click();
    await page.locator("h1", { hasText: enHome.hero.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await context.close();
  });
});
