import { describe, expect, it } from "vitest";
import copy from "../../content/nl/integrations";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

// The heading, the fourteen tiles, the invite's link and the feature cards are checked over
// renderPage in app/pages/IntegrationsPage.test.ts; here what only a browser shows.
const { newContext } = useBrowser();

describe("/integraties", () => {
  it("shows the description, decodes the portal drawing, and the invite tile leads to the support page's partners card", async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await gotoEnhanced(page, "/integraties?lang=nl");
    await expect.poll(() => page.getByText(copy.hero.subtitle).isVisible()).toBe(true);
    await expect.poll(() => page.getByText(copy.heroMore).isVisible()).toBe(true);
    const image = page.locator("li[data-feature]").first().getByRole("img", { name: copy.features.lead.imageAlt });
    await image.scrollIntoViewIfNeeded();
    await page.waitForFunction((img) => (img as HTMLImageElement).complete, await image.elementHandle());
    await expect(image.evaluate((img: HTMLImageElement) => img.naturalWidth > 0)).resolves.toBe(true);
    await page.getByRole("link", { name: copy.partners.invite.link }).click();
    await page.waitForURL((url) => url.pathname === "/info/support" && url.hash === "#partners");
    await expect.poll(() => page.getByRole("region", { name: "Partners" }).isVisible()).toBe(true);
    await context.close();
  });
});
