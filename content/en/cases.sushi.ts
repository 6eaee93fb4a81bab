import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a sushi restaurant | Bestelwijs",
    description:
      "How a sushi restaurant sells through its own webshop: customers build their own order and choose pickup or delivery. Up to {moreRevenue} more revenue.",
  },
  hero: {
    title: "Sushi restaurant: more revenue with its own webshop",
    subtitle:
      "Customers build their own order with the product configurator and choose pickup or delivery. They pay with iDEAL, Bancontact, Apple Pay, Google Pay or card. Up to {moreRevenue} more revenue.",
  },
  fictionNote: "Illustrative case: the names and the business are fictional.",
  pictureAlt: "Sushi Kaido's product configurator on a phone: the customer picks fish and extras, chooses pickup and sees the total",
  results: {
    label: "Results",
    items: [
      { value: "up to {moreRevenue}", text: "more revenue" },
      { value: "up to {moreOrders}", text: "more orders a week" },
    ],
  },
  testimonials: {
    label: "What the team says",
    items: [
      {
        text: "Our customers want to put together their own box. Now they simply do that online, and they add extras more often.",
        name: "Lin Verhaegen",
        job_title: "Owner, Sushi Kaido",
      },
      {
        text: "Every order comes in clear and complete, with every choice listed. In the kitchen we never have to ask again.",
        name: "Tom Peeters",
        job_title: "Head chef, Sushi Kaido",
      },
    ],
  },
  challenge: {
    title: "The challenge",
    text: "Sushi Kaido in Antwerp sold takeaway sushi through a large ordering platform. A big share of every order went on commission, and customers could not build their box the way they wanted.",
    bullets: [
      "High commission on every order through an ordering platform",
      "No room for their own combinations and extras",
      "No customer details of their own, and no contact with regulars",
      "Belgian customers who wanted to pay with Bancontact",
    ],
  },
  solution: {
    title: "The solution",
    text: "Lin chose Starter with a webshop of her own, and pays no commission. This is in it:",
    checklist: [
      "A webshop with the product configurator for custom boxes and extras",
      "Payment by Bancontact, iDEAL, Apple Pay, Google Pay or credit card",
      "Pickup or delivery, whichever the customer prefers",
      "Discounts and promotions for regulars, set up in Manager",
      "Weekly payouts, each with its own invoice, created automatically",
    ],
  },
  conclusion: {
    title: "The result",
    text: "Customers order straight from Sushi Kaido and build their own box. Weekly revenue is now up to {moreRevenue} higher than before, and with only {refundRate} of orders at Bestelwijs refunded on average, Lin hardly has to think about payments.",
  },
  cta: { label: "See what Webshop can do", product: "products.webshop" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
