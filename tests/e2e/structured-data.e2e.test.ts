import { describe, expect, it } from "vitest";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

// The structured data as served is checked without a browser in tests/site/structured-data.site.test.ts;
// only the page's script can replace it after a navigation.
const { newContext } = useBrowser();

describe("structured data after a navigation", () => {
  it("follows the page: the FAQ gets its FAQPage and its own breadcrumb trail", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoEnhanced(page, "/?lang=en");
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/info/faq"]')!.click());
    await page.waitForURL("**/info/faq");
    const types = async () =>
      page.$$eval('script[type="application/ld+json"]', (scripts) => scripts.map((script) => JSON.parse(script.textContent ?? "null")["@type"] as string));
    await expect.poll(types).toContain("FAQPage");
    expect(await types()).toEqual(expect.arrayContaining(["Organization", "WebSite", "BreadcrumbList"]));
    await context.close();
  });
});
