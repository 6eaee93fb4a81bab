import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a sushi restaurant | Bestelwijs",
    description: "How a sushi restaurant sells through its own webshop: customers build their own order and choose pickup or delivery. Up to 30% more revenue.",
  },
  hero: {
    title: "Sushi restaurant: up to 30% more revenue with its own webshop",
    subtitle: "Customers build their own order with the product configurator and choose pickup or delivery. They pay with iDEAL, Bancontact, Apple Pay or card.",
  },
} satisfies CaseCopy;
