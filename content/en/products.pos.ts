import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "POS handheld for online orders | Bestelwijs",
    description: "Receive, confirm and print orders on one handheld device. Set pickup or delivery times, refund, close time slots, switch off dishes and print day revenue.",
  },
  hero: {
    title: "Every order in your hand: receive, confirm, print",
    subtitle: "The POS handheld prints each order as it comes in. Set the pickup or delivery time, switch off sold-out dishes and print the day's revenue at closing.",
  },
} satisfies ProductCopy;
