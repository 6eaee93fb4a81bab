import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Online ordering webshop | Bestelwijs",
    description:
      "Your own webshop for pickup and delivery. Customers pay with iDEAL, Bancontact, Apple Pay, Google Pay or card. Payouts daily, weekly or monthly.",
  },
  hero: {
    title: "Your own webshop: customers order and pay you directly",
    subtitle:
      "Pickup or delivery, paid with iDEAL, Bancontact, Apple Pay, Google Pay or card. Payouts reach you daily, weekly or monthly, with an invoice for each one.",
  },
  heroImageAlt:
    "Sushi Kaido's webshop on a phone at checkout: pickup at half past six chosen over delivery, three dishes with the total, and the payment methods iDEAL, Bancontact, Apple Pay, Google Pay and credit card.",
  intro: {
    title: "Orders come straight to you, under your own name",
    paragraphs: [
      "With your own webshop, customers order pickup or delivery straight from you. The shop carries your name and your colours, and you set the menu, the prices and the delivery areas. On Starter or Professional you pay no commission at all.",
      "Payments run through two payment providers, so customers pay the way they like: iDEAL, Bancontact, Apple Pay, Google Pay or credit card, in the Netherlands and Belgium. On average, only {refundRate} of orders are refunded.",
    ],
  },
  features: {
    title: "Everything your webshop does for you",
    intro: "Built for busy kitchens: easy for your customers, and no extra work for you.",
    cards: [
      { icon: "card", title: "Every way to pay", text: "iDEAL, Bancontact, Apple Pay, Google Pay and credit cards, through two trusted payment providers." },
      { icon: "receipt", title: "Payouts on your schedule", text: "Daily, weekly or monthly, with an automatic invoice for every payout." },
      { icon: "bell", title: "Never miss an order", text: "New orders arrive by e-mail, in the app or in the portal, and by SMS if you like." },
      { icon: "printer", title: "Straight to the kitchen", text: "Print orders on your own printer or send them on to your till system." },
      { icon: "palette", title: "Your look, your shop", text: "Choose from 1000+ designs and add your own logo, colours and photos." },
    ],
  },
  outro: {
    title: "Live within {onboardingHours} hours",
    paragraphs: [
      "Send us your menu and we set up your shop together with you. Within {onboardingHours} hours you can take your first orders, and there are no set-up costs: a POS device or QR stickers are optional.",
      "Pick the plan that fits: Free, with no monthly fee and {commission} commission on successful orders, or a fixed fee from {starter} a month with no commission and QR included. All amounts exclude VAT. You can try Starter and Professional free for {trialDays} days, and switch every month.",
    ],
  },
} satisfies ProductCopy;
