import type { IntegrationsCopy } from "../types";

export default {
  meta: {
    title: "Integrations with tills and payments | Bestelwijs",
    description:
      "Connect Bestelwijs to your till system, payment provider, accounting software, SMS service, maps service, social networks, loyalty programme and chat tool.",
  },
  hero: {
    title: "Connect your till system, payments and accounting to Bestelwijs",
    subtitle:
      "Bestelwijs connects to till systems, payment providers, accounting software, SMS services, maps services, social networks, loyalty programmes and chat tools.",
  },
  heroHighlight: "till system, payments and accounting",
  heroMore: "You switch an integration on yourself in the portal. Integrations are part of every plan, at no extra cost.",
  partners: {
    title: "Our partners",
    text: "Bestelwijs already works with these services.",
    kinds: {
      pos: "Till system",
      cardPayments: "Online card payments",
      cashRegister: "Cash register",
      accounting: "Accounting",
      maps: "Search and maps service",
      payments: "iDEAL and Bancontact",
      sms: "SMS messages",
      social: "Social network",
      cashDesk: "Cash drawer",
      loyalty: "Loyalty programme",
      photoSocial: "Photo sharing",
      chat: "Chat",
    },
    invite: {
      title: "Your service here?",
      text: "Do you build software for restaurants and want to integrate with Bestelwijs? Our partner programme is on its way.",
      link: "About the partner programme",
    },
  },
  features: {
    title: "What integrations do for you",
    lead: {
      title: "Everything in one portal",
      text: "The portal shows which integrations are on, and you add one with a single click. From then on, orders, payments and payouts flow to your other systems by themselves.",
      button: "See Manager",
      imageAlt:
        "The Bestelwijs portal's Integrations screen: the Tafelkas till system, Betaalbrug for iDEAL and Bancontact, Pinvast for online card payments and Boekhelder for accounting are connected; smsnel for SMS and the Stempelkaart loyalty scheme are still off.",
    },
    cards: [
      {
        title: "Orders in your till system",
        text: "Online orders go straight into your till system and to your printer. Nothing to type in twice.",
      },
      {
        title: "Payment the way customers like",
        text: "Two payment providers for iDEAL, Bancontact, Apple Pay, Google Pay and credit cards, in the Netherlands and Belgium.",
      },
      {
        title: "Accounting without retyping",
        text: "Get paid out daily, weekly or monthly, with an invoice created automatically for every payout, ready for your books.",
      },
      {
        title: "Customers who come back",
        text: "Send an SMS when the order is on its way, let customers collect points and share your promotions on social media.",
      },
    ],
  },
} satisfies IntegrationsCopy;
