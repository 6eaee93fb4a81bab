import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "QR table ordering | Bestelwijs",
    description:
      "Guests scan the QR sticker on their table and order from their own phone. Weather-resistant stickers for indoors and the terrace, at cost price.",
  },
  hero: {
    title: "Guests order from their table with one scan",
    subtitle: "Put a weather-resistant QR sticker on every table, indoors or on the terrace. Guests scan and order. You pay only cost price for the stickers.",
  },
  heroImageAlt:
    "A weather-resistant QR sticker on table 12 at Lunchroom Zuiderzon, with a real QR code that leads to the demo request form. Beside it, a phone showing the table's menu with prices and a button to view the order.",
  intro: {
    title: "No more waiting for the menu or the bill",
    paragraphs: [
      "Guests scan the sticker on their table, browse your menu on their own phone and order straight away. The order reaches the kitchen with the table it came from.",
      "They pay in one go with iDEAL, Bancontact, Apple Pay, Google Pay or card. Your staff spend less time taking orders and settling bills, and more time with your guests.",
    ],
  },
  features: {
    title: "Table ordering that simply works",
    intro: "Indoors or on the terrace, busy or quiet: every table becomes a till.",
    cards: [
      { icon: "weather", title: "Weather-resistant stickers", text: "Made for indoors and for the terrace, in rain and in sun." },
      { icon: "qr", title: "One scan to your menu", text: "Each table has its own code, so every order arrives with the right table." },
      { icon: "card", title: "Pay at the table", text: "iDEAL, Bancontact, Apple Pay, Google Pay and cards, through two payment providers." },
      { icon: "printer", title: "Straight to the kitchen", text: "Orders arrive in the app, in the portal, or on your printer and POS device." },
      {
        icon: "savings",
        title: "Stickers at cost price",
        text: "No set-up costs. You order the stickers yourself, as many as you want, at cost price: {qrSticker} each, excl. VAT.",
      },
    ],
  },
  outro: {
    title: "See it working at your own tables",
    paragraphs: [
      "Every restaurant is laid out differently. In a short demo we show you how QR ordering fits your tables, your terrace and the way you work.",
      "QR comes with Starter, together with Webshop, and with every plan above it. After the demo you can try QR with Starter free for {trialDays} days.",
    ],
  },
  closing: {
    title: "See table ordering in a demo",
    text: "In a short demo we show you how guests order and pay at your tables. After that, try QR with Starter free for {trialDays} days.",
    note: "No set-up costs. QR stickers at cost price, as many as you want: {qrSticker} each, excl. VAT.",
  },
} satisfies ProductCopy;
