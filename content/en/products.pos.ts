import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "POS device for online orders | Bestelwijs",
    description:
      "Receive, confirm and print orders on one handheld device. Set pickup or delivery times, refund, close time slots, switch off dishes and print day revenue.",
  },
  hero: {
    title: "Every order in your hand: receive, confirm, print",
    subtitle:
      "Confirm each new order with one tap and the POS device prints the kitchen ticket straight away. Set the pickup or delivery time, switch off sold-out dishes and print the day's revenue at closing.",
  },
  heroImageAlt:
    "The POS device at Cafetaria De Spits showing a new order: fries, a frikandel speciaal and a kipcorn with their options, pickup at a quarter to six, paid with iDEAL, and the Confirm and Print buttons. The printed receipt comes out of the top.",
  intro: {
    title: "Made for the counter, not the back office",
    paragraphs: [
      "The POS device sits by the pass or in your apron pocket. New orders appear on the screen the moment they come in, and you confirm them with one tap.",
      "It prints each order the moment you confirm it, so the kitchen can start straight away. You set the pickup or delivery time, and your customer knows exactly when to expect their food.",
    ],
  },
  features: {
    title: "Everything the POS device does",
    intro: "One device for the whole service, from the first order to the day's total.",
    cards: [
      { icon: "bell", title: "Receive and confirm", text: "See every new order at once and confirm it with one tap." },
      { icon: "printer", title: "Print every order", text: "A ticket for the kitchen as soon as you confirm." },
      {
        icon: "clock",
        title: "Set pickup or delivery time",
        text: "Choose the time per order, so your customer knows when to come by or when the courier arrives.",
      },
      { icon: "refund", title: "Refund on the spot", text: "Something wrong with an order? Refund it straight from the device." },
      { icon: "stock", title: "Close time slots, switch off dishes", text: "Too busy or sold out? Close a time slot or switch off a dish in seconds." },
    ],
  },
  outro: {
    title: "Close the day with one print",
    paragraphs: [
      "At closing time, print the day's revenue from the device. No adding up receipts: you see at a glance what came in.",
      "The POS device works with Webshop, Page and QR, and with Manager for the rest of your business. It is optional, with any plan: buy it for {posBuy} or rent it for {posRent} a month, excl. VAT.",
    ],
  },
} satisfies ProductCopy;
