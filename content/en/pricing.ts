import type { PricingCopy } from "../types";

export default {
  meta: {
    title: "Pricing and plans | Bestelwijs",
    description: "Start for free with 7% commission on successful orders, or pick Starter at €39 or Professional at €49 a month excl. VAT. Every plan is free for 30 days.",
  },
  hero: {
    title: "Start at €0, or pay a flat monthly fee with no commission",
    subtitle: "Free costs €0 a month plus 7% on successful orders. Starter is €39 and Professional €49 a month, excl. VAT. Every plan is free for 30 days, and you can switch monthly.",
  },
} satisfies PricingCopy;
