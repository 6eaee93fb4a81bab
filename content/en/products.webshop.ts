import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Online ordering webshop | Bestelwijs",
    description: "Your own webshop for pickup and delivery. Customers pay with iDEAL, Bancontact, Apple Pay, Google Pay or card. Payouts daily, weekly or monthly.",
  },
  hero: {
    title: "Your own webshop: customers order and pay you directly",
    subtitle: "Pickup or delivery, paid with iDEAL, Bancontact, Apple Pay, Google Pay or card. Payouts reach you daily, weekly or monthly, with an invoice for each one.",
  },
} satisfies ProductCopy;
