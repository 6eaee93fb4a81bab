import { type CopyOf, group, page, text } from "./fields";
import { HERO, META } from "./page";

/** The support page; the contact values themselves (phone, e-mail, address) come from the site config. */
export const SUPPORT_PAGE = page("info.support", "Klantenservice / Support", {
  meta: META,
  hero: HERO,
  cardsLabel: text("Name of the list of cards, read out by screen readers"),
  helpCentre: group("Help centre card", {
    title: text("Heading"),
    text: text("Text"),
    link: text("Link to the help centre"),
    faqLink: text("Link to the FAQ"),
  }),
  demo: group("Demo card", {
    title: text("Heading"),
    text: text("Text"),
    button: text("Button"),
  }),
  address: group("Office card", {
    title: text("Heading"),
    text: text("Text"),
    country: text("Country, under the address"),
  }),
  contact: group("Contact card", {
    title: text("Heading"),
    text: text("Text"),
    chat: group("Chat", {
      title: text("Heading"),
      button: text("Button"),
      unavailable: text("Message while the chat is not there yet"),
    }),
    whatsapp: group("WhatsApp and phone", {
      title: text("Heading"),
      whatsappLink: text("WhatsApp link"),
      phoneLink: text("Phone link"),
    }),
    email: group("E-mail", { title: text("Heading") }),
  }),
  partners: group("Partners card", {
    title: text("Heading"),
    text: text("Text"),
    button: text("Button"),
  }),
});

export type SupportCopy = CopyOf<typeof SUPPORT_PAGE>;
