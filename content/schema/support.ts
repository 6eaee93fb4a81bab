import type { PageCopy } from "./page";

interface Card {
  title: string;
  text: string;
}

/** The copy of the support page; the contact values themselves come from the site config. */
export interface SupportCopy extends PageCopy {
  cardsLabel: string;
  helpCentre: Card & { link: string; faqLink: string };
  demo: Card & { button: string };
  address: Card & { country: string };
  contact: Card & {
    chat: { title: string; button: string; unavailable: string };
    whatsapp: { title: string; whatsappLink: string; phoneLink: string };
    email: { title: string };
  };
  partners: Card & { button: string };
}
