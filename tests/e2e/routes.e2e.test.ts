import { describe, expect, it } from "vitest";
import en from "../../content/en/frame";
import enHome from "../../content/en/home";
import nl from "../../content/nl/frame";
import { baseUrl, useBrowser } from "./support/browser";
import { lettersOf, pageCases, withoutSoftHyphens } from "./support/copy";
import { gotoEnhanced } from "./support/navigation";

const cases = await pageCases();
const { newContext } = useBrowser();

describe("every route in both languages", () => {
  it.each(cases.map((c) => [c.page.path, c.locale, c] as const))(
    "%s in %s: 200, the right lang and h1, full HTML without JavaScript",
    async (_path, locale, c) => {
      const response = await fetch(`${baseUrl()}${c.page.path}?lang=${locale}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-language")).toBe(c.htmlLang);
      const html = await response.text();
      expect(html).toContain(`<html lang="${c.htmlLang}"`);
      // Pre-rendered: the hero and the frame are in the HTML, not added by scripts.
      expect(withoutSoftHyphens(html)).toContain(c.h1.replace(/&/g, "&amp;").replace(/'/g, "&#x27;"));
      expect(html).toMatch(/<title>[^<]+<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]+"/);
      expect(html).toContain(`<link rel="canonical" href="http://localhost:3000${c.page.path === "/" ? "/" : c.page.path}?lang=${locale}"`);
      expect(html).toMatch(/hrefLang="x-default"/);
    },
  );

  it.each(cases.map((c) => [c.page.path, c.locale, c] as const))("%s in %s runs its script with its h1 and no console error", async (_path, locale, c) => {
    const context = await newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on("console", (message) => message.type() === "error" && errors.push(message.text()));
    page.on("pageerror", (error) => errors.push(error.message)); // e.g. an exception in the page's script
    await gotoEnhanced(page, `${c.page.path}?lang=${locale}`);
    await page.waitForLoadState("networkidle");
    await expect(lettersOf(page.locator("h1"))).resolves.toBe(c.h1);
    await expect(page.locator("html").getAttribute("lang")).resolves.toBe(c.htmlLang);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe("an unknown path", () => {
  it.each([
    ["nl", nl.notFound],
    ["en", en.notFound],
  ] as const)("answers 404 with the not-found page in %s", async (locale, copy) => {
    const response = await fetch(`${baseUrl()}/bestaat/niet?lang=${locale}`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain(copy.title);
    expect(html).toContain(copy.description);
    expect(html).toContain(copy.back);
    expect(html).toContain('name="robots" content="noindex"');
  });

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
