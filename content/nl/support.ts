import type { SupportCopy } from "../types";

export default {
  meta: {
    title: "Klantenservice en contact | Bestelwijs",
    description: "Hulp nodig? Zoek in het helpcentrum, vraag een demo aan of neem contact op via WhatsApp, telefoon of e-mail. Ons kantoor zit in Eindhoven.",
  },
  hero: {
    title: "Vragen? App, bel of mail ons",
    subtitle:
      "Zoek het antwoord zelf op in het helpcentrum, of neem contact op via WhatsApp, telefoon of e-mail. Eerst zien hoe het werkt? Vraag een demo aan.",
  },
  cardsLabel: "Zo helpen we je verder",
  helpCentre: {
    title: "Helpcentrum",
    text: "Handleidingen en stappenplannen voor je webshop, Manager en het POS-apparaat. Zoek op trefwoord en ga meteen verder.",
    link: "Naar het helpcentrum",
    faqLink: "Lees de veelgestelde vragen",
  },
  demo: {
    title: "Demo",
    text: "We laten je zien hoe bestellingen binnenkomen en hoe je je menu beheert. Vrijblijvend, op een moment dat jou past.",
    button: "Vraag een demo aan",
  },
  address: {
    title: "Ons kantoor",
    text: "Kom gerust langs, maar maak wel even een afspraak.",
    country: "Nederland",
  },
  contact: {
    title: "Contact",
    text: "Onze klantenservice en verkoop helpen je elke dag van {supportOpens} tot {supportCloses} uur, in het Nederlands, via hetzelfde nummer en e-mailadres. Opzeggen of van pakket wisselen kan elke maand, met een opzegtermijn van {noticeMonths} maand.",
    chat: {
      title: "Chat",
      button: "Open chat",
      unavailable: "De chat is nog niet beschikbaar. App, bel of mail ons zolang.",
    },
    whatsapp: {
      title: "WhatsApp en telefoon",
      whatsappLink: "Stuur een WhatsApp",
      phoneLink: "Bel",
    },
    email: { title: "E-mail" },
  },
  partners: {
    title: "Partners",
    text: "Maak je software voor de horeca en wil je koppelen met Bestelwijs? Ons partnerprogramma komt eraan.",
    button: "Binnenkort beschikbaar",
  },
} satisfies SupportCopy;
