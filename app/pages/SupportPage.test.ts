import { describe, expect, it } from "vitest";
import en from "../../content/en/support";
import nl from "../../content/nl/support";
import { attr, byId, byRole, hiddenByMarkup, lettersOf, query, queryAll } from "../../tests/render/dom";
import { renderedPage, site } from "../../tests/render/rendered-page";
import { pathOf } from "../shared/route-table";

const CHAT_URL = "https://chat.example.test/bestelwijs";
const linksNamed = (root: Parameters<typeof byRole>[0], name: string) => byRole(root, "link", name);
const buttonsNamed = (root: Parameters<typeof byRole>[0], name: string) => byRole(root, "button", name);

describe.each([
  ["nl", nl],
  ["en", en],
] as const)("/info/support in %s", (locale, copy) => {
  it("opens the help centre and the demo form in a new tab, and links to the FAQ", async () => {
    const page = await renderedPage("info.support", locale);
    const [help] = linksNamed(page, copy.helpCentre.link);
    expect(attr(help!, "href")).toBe(site.helpCentreUrl);
    expect(attr(help!, "target")).toBe("_blank");
    expect(attr(help!, "rel")).toContain("noopener");
    expect(linksNamed(page, copy.helpCentre.faqLink).map((link) => attr(link, "href"))).toEqual([pathOf("info.faq")]);
    const [demo] = linksNamed(page, copy.demo.button);
    expect(attr(demo!, "href")).toBe(site.demoFormUrl);
    expect(attr(demo!, "target")).toBe("_blank");
  });

  it("gives WhatsApp, phone and e-mail links from the site config, and the Eindhoven address", async () => {
    const page = await renderedPage("info.support", locale);
    const contact = byId(page, "contact")!;
    const [whatsapp] = linksNamed(contact, copy.contact.whatsapp.whatsappLink);
    expect(attr(whatsapp!, "href")).toBe(`https://wa.me/${site.phone.replace(/\D/g, "")}`);
    expect(attr(whatsapp!, "target")).toBe("_blank");
    expect(linksNamed(contact, site.phone).map((link) => attr(link, "href"))).toEqual([`tel:${site.phone.replace(/ /g, "")}`]);
    expect(linksNamed(contact, site.email).map((link) => attr(link, "href"))).toEqual([`mailto:${site.email}`]);
    // The footer carries the imprint address too; this is the support page's own card.
    const address = lettersOf(query(query(page, "main"), "address"));
    expect(address).toContain(site.street);
    expect(address).toContain(`${site.postalCode} ${site.city}`);
  });

  it("without a chat URL, has a disabled Open chat button that says why, and a hero that invites to no chat", async () => {
    expect(site.chatUrl).toBe("");
    const page = await renderedPage("info.support", locale);
    const [chat] = buttonsNamed(page, copy.contact.chat.button);
    expect(attr(chat!, "aria-disabled")).toBe("true");
    // A button that submits nothing and opens nothing: no form around it, no link in it.
    expect(attr(chat!, "type")).toBe("button");
    expect(queryAll(chat!, "a")).toEqual([]);
    const reason = byId(page, attr(chat!, "aria-describedby") ?? "");
    expect(lettersOf(reason!)).toBe(copy.contact.chat.unavailable);
    expect(hiddenByMarkup(reason!)).toBe(false);
    expect(linksNamed(page, copy.contact.chat.button)).toEqual([]);
    const hero = lettersOf(queryAll(query(page, "main"), "section")[0]!);
    expect(hero).toContain(copy.hero.title);
    expect(hero).not.toMatch(/\bchat/i);
    expect(buttonsNamed(page, copy.partners.button).map((button) => attr(button, "aria-disabled"))).toEqual(["true"]);
  });

  it("with a chat URL, has an Open chat link that opens it in a new tab", async () => {
    const page = await renderedPage("info.support", locale, { ...site, chatUrl: CHAT_URL });
    const [chat] = linksNamed(page, copy.contact.chat.button);
    expect(attr(chat!, "href")).toBe(CHAT_URL);
    expect(attr(chat!, "target")).toBe("_blank");
    expect(buttonsNamed(page, copy.contact.chat.button)).toEqual([]);
    expect(buttonsNamed(page, copy.partners.button).map((button) => attr(button, "aria-disabled"))).toEqual(["true"]);
  });

  it.each(["klantenservice", "contact"])("has the #%s anchor inside the contact card", async (anchor) => {
    const page = await renderedPage("info.support", locale);
    const target = byId(page, anchor);
    expect(target).not.toBeNull();
    expect(lettersOf(target!)).toContain(copy.contact.title);
  });
});
