import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a café | Bestelwijs",
    description:
      "How a café handles the lunch rush with Webshop and QR: customers order ahead online and guests order at their table. Up to {moreOrders} more orders.",
  },
  hero: {
    title: "Café: more orders with Webshop and QR",
    subtitle:
      "Customers order lunch ahead online and pick it up. Guests inside order from the QR code on their table. The queue at the counter stays short at noon. The result: up to {moreOrders} more orders.",
  },
  fictionNote: "Illustrative case: the names and the business are fictional.",
  pictureAlt: "Lunchroom Zuiderzon's webshop on a phone: sandwiches, a bowl and soup with prices, and a 12:15 pickup time chosen",
  results: {
    label: "Results",
    items: [
      { value: "up to {moreOrders}", text: "more orders" },
      { value: "{productivity}", text: "more productive behind the counter" },
    ],
  },
  testimonials: {
    label: "What the team says",
    items: [
      {
        text: "At half past twelve the queue used to reach the street. Now half the lunches are ready before the customer walks in.",
        name: "Sanne Kuipers",
        job_title: "Owner, Lunchroom Zuiderzon",
      },
      {
        text: "Guests order and pay at their table. We no longer run back and forth with a notepad.",
        name: "Mo Haddou",
        job_title: "General manager, Lunchroom Zuiderzon",
      },
    ],
  },
  challenge: {
    title: "The challenge",
    text: "Lunchroom Zuiderzon in Utrecht makes most of its money between noon and two. That was exactly when time went to the phone, the till and tables waiting for the bill.",
    bullets: [
      "A long queue at the counter during the lunch rush",
      "Phone orders that were written down wrong",
      "Guests who gave up because the wait was too long",
      "Staff busier taking payments than serving",
    ],
  },
  solution: {
    title: "The solution",
    text: "Sanne chose Starter, with Webshop and QR, for {starter} a month, excl. VAT. The café was online within {onboardingHours} hours. This is what the team uses:",
    checklist: [
      "Their own webshop, where customers order lunch ahead and choose a pickup time",
      "QR stickers on every table, so guests order and pay themselves",
      "Payment by iDEAL, Apple Pay, Google Pay or credit card",
      "Orders printed straight away in the kitchen",
      "Time slots they close when the kitchen is full",
    ],
  },
  conclusion: {
    title: "The result",
    text: "The queue is shorter and the kitchen knows what is coming. The café takes up to {moreOrders} more orders, and the team is {productivity} more productive because nobody has to take orders or payments at the table any more.",
  },
  cta: { label: "See how table ordering with QR works", product: "products.qr" },
  offer: { plan: "starter", products: ["webshop", "qr"] },
} satisfies CaseCopy;
