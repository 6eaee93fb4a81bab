import type { HomeCopy } from "../types";

export default {
  meta: {
    title: "Online ordering for restaurants | Bestelwijs",
    description: "Webshop, own website, QR table ordering, a POS handheld and the Manager app in one platform. Try it free for 30 days and go live within 48 hours.",
  },
  hero: {
    title: "Take orders online and at the table, in your own webshop",
    subtitle: "Webshop, Page, QR, Manager and POS work as one. You save time and make more profit. Try everything free for 30 days and go live within 48 hours.",
  },
} satisfies HomeCopy;
