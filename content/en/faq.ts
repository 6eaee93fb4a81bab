import type { FaqCopy } from "../types";

export default {
  meta: {
    title: "Frequently asked questions | Bestelwijs",
    description: "Answers to the 12 questions restaurant owners ask most: what Bestelwijs costs, how fast you can go live, how payouts work and how to switch plans.",
  },
  hero: {
    title: "Questions about costs, getting started and payouts",
    subtitle: "The 12 questions restaurant owners ask us most often, answered. Can't find yours? Get in touch with us.",
  },
} satisfies FaqCopy;
