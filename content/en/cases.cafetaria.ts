import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a snack bar | Bestelwijs",
    description:
      "How a snack bar works with Webshop and the POS device: fewer phone calls at rush hour and every order printed. Up to {costSavings} lower operating costs.",
  },
  hero: {
    title: "Snack bar: lower operating costs with POS and Webshop",
    subtitle:
      "Fewer phone calls during the rush: orders come in through the webshop and the POS device prints them for the kitchen. Sold out? Switch the product off. Up to {costSavings} lower operating costs.",
  },
  fictionNote: "Illustrative case: the names and the business are fictional.",
  pictureAlt: "The webshop of Cafetaria De Spits on a phone, with croquettes marked sold out; beside it, croquettes switched off",
  results: {
    label: "Results",
    items: [
      { value: "up to {costSavings}", text: "lower operating costs" },
      { value: "up to {moreOrders}", text: "more orders on Friday and Saturday" },
    ],
  },
  testimonials: {
    label: "What the team says",
    items: [
      {
        text: "On Friday nights the phone used to ring non-stop. Now the POS device beeps, I tap confirm, the ticket prints and we get frying.",
        name: "Marco van Dijk",
        job_title: "Owner, Cafetaria De Spits",
      },
      {
        text: "When the croquettes run out, I switch them off with two taps. Nobody orders what we don't have any more.",
        name: "Priya Ramdin",
        job_title: "Shift lead, Cafetaria De Spits",
      },
    ],
  },
  challenge: {
    title: "The challenge",
    text: "Cafetaria De Spits, a snack bar in Tilburg, is packed from five o'clock on Fridays and Saturdays. One person did nothing but answer the phone, and orders still went wrong.",
    bullets: [
      "One member of staff on the phone all evening",
      "Handwritten tickets the kitchen couldn't read",
      "Orders for products that had already run out",
      "Adding up the day's takings by hand at closing time",
    ],
  },
  solution: {
    title: "The solution",
    text: "Marco chose Starter with Webshop, and rents the POS device on top. This is what he uses every day:",
    checklist: [
      "A webshop where customers order and pay in advance",
      "The POS device receives, confirms and prints every order",
      "A pickup or delivery time set for each order",
      "Sold-out products switched off with one tap",
      "The day's revenue printed at closing",
    ],
  },
  conclusion: {
    title: "The result",
    text: "The phone is quiet and the kitchen works from printed tickets. With nobody tied to the phone, operating costs are up to {costSavings} lower. Marco now puts those hours in at the fryer.",
  },
  cta: { label: "See the POS device", product: "products.pos" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
