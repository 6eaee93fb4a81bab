import { describe, expect, it } from "vitest";
import { readSiteConfig } from "../../config/site-config";
import en from "../../content/en/support";
import nl from "../../content/nl/support";
import { useBrowser } from "./support/browser";
import { gotoEnhanced } from "./support/navigation";

const { newContext } = useBrowser();
const site = readSiteConfig(process.env);
const digits = site.phone.replace(/\D/g, "");

describe.each([
  ["nl", nl],
  ["en", en],
] as const)("/info/support in %s", (locale, copy) => {
  it("opens the help centre and the demo form in a new tab, and links to the FAQ", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/info/support?lang=${locale}`);
    const help = page.getByRole("link", { name: copy.helpCentre.link });
    await expect(help.getAttribute("href")).resolves.toBe(site.helpCentreUrl);
    await expect(help.getAttribute("target")).resolves.toBe("_blank");
    await expect(help.getAttribute("rel")).resolves.toContain("noopener");
    await expect(page.getByRole("link", { name: copy.helpCentre.faqLink }).getAttribute("href")).resolves.toBe("/info/faq");
    const demo = page.getByRole("link", { name: copy.demo.button });
    await expect(demo.getAttribute("href")).resolves.toBe(site.demoFormUrl);
    await expect(demo.getAttribute("target")).resolves.toBe("_blank");
    await context.close();
  });

  it("gives WhatsApp, phone and e-mail links from the site config, and the Eindhoven address", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await page.goto(`/info/support?lang=${locale}`);
    const contact = page.locator("#contact");
    const whatsapp = contact.getByRole("link", { name: copy.contact.whatsapp.whatsappLink });
    await expect(whatsapp.getAttribute("href")).resolves.toBe(`https://wa.me/${digits}`);
    await expect(whatsapp.getAttribute("target")).resolves.toBe("_blank");
    await expect(contact.getByRole("link", { name: site.phone }).getAttribute("href")).resolves.toBe(`tel:${site.phone.replace(/ /g, "")}`);
    await expect(contact.getByRole("link", { name: site.email }).getAttribute("href")).resolves.toBe(`mailto:${site.email}`);
    // The footer carries the imprint address too; this is the support page's own card.
    const address = await page.locator("main address").innerText();
    expect(address).toContain(site.street);
    expect(address).toContain(`${site.postalCode} ${site.city}`);
    await context.close();
  });

  it("has an Open chat button: a new-tab link when a chat URL is set, otherwise disabled with a reason", async () => {
    const context = await newContext();
    const page = await context.newPage();
    await gotoEnhanced(page, `/info/support?lang=${locale}`);
    if (site.chatUrl) {
      const link = page.getByRole("link", { name: copy.contact.chat.button });
      await expect(link.getAttribute("href")).resolves.toBe(site.chatUrl);
      await expect(link.getAttribute("target")).resolves.toBe("_blank");
    } else {
      const chat = page.getByRole("button", { name: copy.contact.chat.button });
      await expect(chat.getAttribute("aria-disabled")).resolves.toBe("true");
      const reason = await chat.evaluate((button) => document.getElementById(button.getAttribute("aria-describedby") ?? "")?.textContent);
      expect(reason).toBe(copy.contact.chat.unavailable);
      const before = page.url();
      await chat.click({ force: true }); // Playwright refuses aria-disabled targets; a visitor can still click it.
      expect(page.url()).toBe(before);
      expect(context.pages()).toHaveLength(1);
    }
    await expect(page.getByRole("button", { name: copy.partners.button }).getAttribute("aria-disabled")).resolves.toBe("true");
    await context.close();
  });

  it.each(["klantenservice", "contact"])("#%s scrolls to the contact card", async (anchor) => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await gotoEnhanced(page, `/info/support?lang=${locale}#${anchor}`);
    await expect(page.getByRole("region", { name: copy.contact.title }).isVisible()).resolves.toBe(true);
    const top = await page.locator(`#${anchor}`).evaluate((element) => element.getBoundingClientRect().top);
    expect(Math.abs(top)).toBeLessThan(120);
    await context.close();
  });
});
