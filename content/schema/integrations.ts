import type { PartnerKind } from "../partners";
import { type CopyOf, group, keyed, list, page, text } from "./fields";
import { HERO, META } from "./page";

/** The kinds of partner of the partner grid (content/partners.ts), as the editor names them. */
const PARTNER_KINDS = {
  pos: "Point-of-sale system",
  cardPayments: "Online card payments",
  cashRegister: "Cash register",
  accounting: "Accounting",
  maps: "Search and maps",
  payments: "iDEAL and Bancontact",
  sms: "Text messages",
  social: "Social network",
  cashDesk: "Cash drawer",
  loyalty: "Loyalty programme",
  photoSocial: "Photo sharing",
  chat: "Chat",
} as const satisfies Record<PartnerKind, string>;

const CARD = { title: text("Heading"), text: text("Text") };

/** The integrations page; the partners' names and looks are not words, they are in content/partners.ts. */
export const INTEGRATIONS_PAGE = page("info.integrations", "Koppelingen / Integrations", {
  meta: META,
  hero: HERO,
  // The heading is shown in three parts around this phrase; the build fails unless it occurs in it exactly once.
  heroHighlight: text("Highlighted words of the heading", { description: "Written exactly as in the heading, where they occur once." }),
  heroMore: text("Second text under the heading"),
  partners: group("Partners", {
    title: text("Heading"),
    text: text("Text"),
    kinds: keyed("What each kind of partner does, under its name", PARTNER_KINDS, text),
    invite: group("Invitation to partners", { title: text("Heading"), text: text("Text"), link: text("Link") }),
  }),
  features: group("What integrations bring", {
    title: text("Heading"),
    lead: group("First, wide card", {
      ...CARD,
      button: text("Button"),
      imageAlt: text("The portal's picture, described for screen readers"),
    }),
    // One icon per card, in this order (app/components/integrations/IntegrationFeatures.tsx).
    cards: list("Card", group("Card", CARD), { length: 4 }),
  }),
});

/** The copy of the integrations page, in one language. */
export type IntegrationsCopy = CopyOf<typeof INTEGRATIONS_PAGE>;
