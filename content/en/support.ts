import type { SupportCopy } from "../types";

export default {
  meta: {
    title: "Support and contact | Bestelwijs",
    description: "Need help? Search the help centre, book a demo, or reach us by WhatsApp, phone or e-mail. Our office is in Eindhoven, the Netherlands.",
  },
  hero: {
    title: "Questions? Message, call or e-mail us",
    subtitle: "Find answers yourself in the help centre, or reach us by WhatsApp, phone or e-mail. Want to see it working first? Book a demo.",
  },
  cardsLabel: "Ways we can help",
  helpCentre: {
    title: "Help centre",
    text: "Guides and step-by-step instructions for your webshop, Manager and the POS device. Search by keyword and carry on.",
    link: "Go to the help centre",
    faqLink: "Read the frequently asked questions",
  },
  demo: {
    title: "Demo",
    text: "We show you how orders come in and how you manage your menu. No strings attached, at a time that suits you.",
    button: "Book a demo",
  },
  address: {
    title: "Our office",
    text: "You're welcome to drop by, but please make an appointment first.",
    country: "The Netherlands",
  },
  contact: {
    title: "Contact",
    text: "Our customer service and sales team help you every day from {supportOpens} to {supportCloses} (Dutch time), in Dutch, on the same number and e-mail address. You can cancel or switch plans every month, with {noticeMonths} month's notice.",
    chat: {
      title: "Chat",
      button: "Open chat",
      unavailable: "Chat is not available yet. Until then, message, call or e-mail us.",
    },
    whatsapp: {
      title: "WhatsApp and phone",
      whatsappLink: "Send a WhatsApp message",
      phoneLink: "Call",
    },
    email: { title: "E-mail" },
  },
  partners: {
    title: "Partners",
    text: "Do you build software for restaurants and want to integrate with Bestelwijs? Our partner programme is on its way.",
    button: "Coming soon",
  },
} satisfies SupportCopy;
