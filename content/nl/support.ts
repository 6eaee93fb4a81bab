import type { SupportCopy } from "../types";

export default {
  meta: {
    title: "Klantenservice en contact | Bestelwijs",
    description: "Hulp nodig? Zoek in het helpcentrum, vraag een demo aan of neem contact op via chat, WhatsApp, telefoon of e-mail. Ons kantoor zit in Eindhoven.",
  },
  hero: {
    title: "Vragen? Chat, app, bel of mail ons",
    subtitle: "Zoek het antwoord zelf op in het helpcentrum, of neem contact op via chat, WhatsApp, telefoon of e-mail. Eerst zien hoe het werkt? Vraag een demo aan.",
  },
} satisfies SupportCopy;
