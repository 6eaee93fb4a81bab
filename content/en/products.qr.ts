import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "QR table ordering | Bestelwijs",
    description: "Guests scan the QR sticker on their table and order from their own phone. Weather-resistant stickers for indoors and the terrace, at cost price.",
  },
  hero: {
    title: "Guests order from their table with one scan",
    subtitle: "Put a weather-resistant QR sticker on every table, indoors or on the terrace. Guests scan and order. You pay only cost price for the stickers.",
  },
} satisfies ProductCopy;
