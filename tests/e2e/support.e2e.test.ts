import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import copy from "../../content/nl/support";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

// The links, the contact card, the chat button's markup with and without a chat URL and the
// anchors' targets are checked over renderPage in app/pages/SupportPage.test.ts, in both
// languages; here what only a browser shows, in Dutch (the behaviour is the same in English).
const { newContext } = useBrowser();
// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);

describe("/info/support", () => {
  it("has an Open chat control: without a chat URL a disabled button that shows why, and a click on it opens nothing", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoEnhanced(page, "/info/support?lang=nl");
    if (site.chatUrl) {
      await expect.poll(() => page.getByRole("link", { name: copy.contact.chat.button }).isVisible()).toBe(true);
    } else {
      const chat = page.getByRole("button", { name: copy.contact.chat.button });
      await expect.poll(() => page.getByText(copy.contact.chat.unavailable).isVisible()).toBe(true);
      const before = page.url();
      await chat.click({ force: true }); // Playwright refuses aria-disabled targets; a visitor can still click it.
      expect(page.url()).toBe(before);
      expect(context.pages()).toHaveLength(1);
    }
    await context.close();
  });

  it.each(["klantenservice", "contact"])("#%s scrolls to the contact card", async (anchor) => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await gotoEnhanced(page, `/info/support?lang=nl#${anchor}`);
    await expect.poll(() => page.getByRole("region", { name: copy.contact.title }).isVisible()).toBe(true);
    const top = await page.locator(`#${anchor}`).evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await context.close();
  });
});
