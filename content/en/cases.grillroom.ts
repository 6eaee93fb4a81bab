import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a grill room | Bestelwijs",
    description:
      "How a grill room runs its own delivery with Bestelwijs: a delivery area drawn on the map and delivery times that follow the rush. Customers know what to expect.",
  },
  hero: {
    title: "Grill room: its own delivery, with realistic delivery times",
    subtitle:
      "The grill room draws its delivery area on the map and raises the estimated delivery time when it gets busy. Customers know when their food will arrive.",
  },
  fictionNote: "Illustrative case: the names and the business are fictional.",
  pictureAlt: "Grillroom Saray's webshop on a phone showing the expected delivery time, over a map of its own delivery area",
  results: {
    label: "Results",
    items: [
      { value: "{caseSavings}", text: "saved every month" },
      { value: "up to {costSavings}", text: "lower operating costs" },
    ],
  },
  testimonials: {
    label: "What the team says",
    items: [
      {
        text: "Customers used to call after half an hour to ask where their food was. Now they see up front how long it will take, and it's right.",
        name: "Emre Yılmaz",
        job_title: "Owner, Grillroom Saray",
      },
      {
        text: "On Saturdays I raise the delivery time with one button. The kitchen keeps up and the drivers don't have to rush.",
        name: "Fatma Yılmaz",
        job_title: "General manager, Grillroom Saray",
      },
    ],
  },
  challenge: {
    title: "The challenge",
    text: "Grillroom Saray in Eindhoven delivers with its own drivers. Customers from outside the neighbourhood ordered anyway, and on busy nights the promised delivery time no longer held.",
    bullets: [
      "Orders from addresses outside the delivery area",
      "A fixed delivery time that busy nights made impossible",
      "Customers calling to ask where their food was",
      "Delivery app fees that went up every month",
    ],
  },
  solution: {
    title: "The solution",
    text: "Emre chose Starter with a webshop of his own, and now runs delivery himself:",
    checklist: [
      "A delivery area drawn on the map, with a separate zone further out",
      "Peak-time volume and estimated delivery time adjusted during the rush",
      "Orders by e-mail, in the app and, optionally, by SMS",
      "Refunds from Manager if something does go wrong",
      "Daily payouts, each with its own invoice, created automatically",
    ],
  },
  conclusion: {
    title: "The result",
    text: "Customers know when their food will arrive, and the phone stays quiet. Now that the grill room no longer needs delivery apps, Emre saves about {caseSavings} a month. With only {refundRate} of orders at Bestelwijs refunded on average, things rarely go wrong.",
  },
  cta: { label: "See delivery areas in Manager", product: "products.manager" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
