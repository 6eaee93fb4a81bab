import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { copyOf } from "../../app/i18n/catalog";
import { readSiteConfig } from "../../config/site-config";
import { useBrowser } from "./support/browser";
import { lettersOf, withoutSoftHyphens } from "./support/copy";

// The configuration the pages under test were built with: `npm test` builds them in this same environment (package.json).
const site = readSiteConfig(process.env);
/** Copy consistency that lives in markup: the FAQ hero's contact link, the QR page's closing block, the case tiles, the partner tile, the support hero. */
const { newContext } = useBrowser();

async function openWithoutScript(url: string) {
  const context = await newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(url);
  return { context, page };
}

const region = (page: Page, name: string) => page.getByRole("region", { name, exact: true });

describe.each(["nl", "en"] as const)("in %s", (locale) => {
  it("the FAQ hero's invitation to get in touch is a link to the support page, and it works without JavaScript", async () => {
    const faq = copyOf(locale, "info.faq");
    const support = copyOf(locale, "info.support");
    const { context, page } = await openWithoutScript(`/info/faq?lang=${locale}`);
    const subtitle = page.locator("main h1 + p");
    await expect(subtitle.innerText()).resolves.toBe(`${faq.hero.subtitle} ${faq.contactLink}.`);
    const link = subtitle.getByRole("link", { name: faq.contactLink, exact: true });
    await expect(link.getAttribute("href")).resolves.toBe("/info/support");
    await link.click();
    await page.waitForURL("**/info/support");
    await expect(lettersOf(page.locator("h1"))).resolves.toBe(support.hero.title);
    await context.close();
  });

  it("the QR page's closing block is headed by its demo action, with its figures filled in", async () => {
    const qr = copyOf(locale, "products.qr");
    const frame = copyOf(locale, "frame");
    const { context, page } = await openWithoutScript(`/producten/qr?lang=${locale}`);
    expect(qr.closing?.title).toMatch(/demo/i);
    const closing = region(page, qr.closing!.title);
    await expect(closing.getByRole("link", { name: frame.actions.productDemo }).getAttribute("href")).resolves.toBe(site.demoFormUrl);
    await expect(closing.innerText()).resolves.toContain(locale === "nl" ? "30 dagen gratis" : "free for 30 days");
    await expect(region(page, frame.closingCta.title).count()).resolves.toBe(0);
    await context.close();
  });

  it("the other pages keep the invitation to open a webshop, with the trial and onboarding figures filled in", async () => {
    const frame = copyOf(locale, "frame");
    const { context, page } = await openWithoutScript(`/producten/webshop?lang=${locale}`);
    const text = await region(page, frame.closingCta.title).innerText();
    expect(text).toContain(locale === "nl" ? "30 dagen gratis" : "free to try for 30 days");
    expect(text).toContain(locale === "nl" ? "48 uur" : "48 hours");
    expect(text).not.toMatch(/\{\w+\}/);
    await context.close();
  });

  it("the case tiles keep up to before a maximum, and show the case's own results, not the platform's refund rate", async () => {
    const sushi = copyOf(locale, "cases.sushi");
    const { context, page } = await openWithoutScript(`/cases/sushi?lang=${locale}`);
    // Each tile shows its figure (dd) above its words (dt); read them in that order.
    const tiles = region(page, sushi.conclusion.title).locator("dl > div");
    const figures = await tiles.locator("dd").allInnerTexts();
    const words = await tiles.locator("dt").allInnerTexts();
    const oneLine = figures.map((figure, index) => withoutSoftHyphens(`${figure} ${words[index]}`).replace(/\s+/g, " "));
    expect(oneLine).toEqual(
      locale === "nl"
        ? [expect.stringMatching(/^tot 30% meer omzet/), expect.stringMatching(/^tot 25% meer bestellingen per week/)]
        : [expect.stringMatching(/^up to 30% more revenue/), expect.stringMatching(/^up to 25% more orders a week/)],
    );
    await context.close();
  });

  it("the partner tile says the programme is coming, and leads to the support card that says so", async () => {
    const integrations = copyOf(locale, "info.integrations");
    const support = copyOf(locale, "info.support");
    const { context, page } = await openWithoutScript(`/integraties?lang=${locale}`);
    const tile = page.locator("li[data-partner-invite]");
    await expect(tile.innerText()).resolves.toMatch(locale === "nl" ? /komt eraan/ : /on its way/);
    await tile.getByRole("link", { name: integrations.partners.invite.link }).click();
    await page.waitForURL((url) => url.pathname === "/info/support" && url.hash === "#partners");
    await expect(page.locator("#partners").innerText()).resolves.toContain(support.partners.button);
    await context.close();
  });

  it("the support hero does not invite visitors to a chat that is not there yet", async () => {
    const support = copyOf(locale, "info.support");
    const { context, page } = await openWithoutScript(`/info/support?lang=${locale}`);
    const hero = await page.locator("main section").first().innerText();
    expect(hero).toContain(support.hero.title);
    if (!site.chatUrl) {
      expect(hero).not.toMatch(/\bchat/i);
      await expect(page.getByText(support.contact.chat.unavailable).isVisible()).resolves.toBe(true);
    }
    await context.close();
  });
});
