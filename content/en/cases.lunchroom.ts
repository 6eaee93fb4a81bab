import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a lunchroom | Bestelwijs",
    description: "How a lunchroom handles the lunch rush with Webshop and QR: customers order ahead online and guests order at their table. Up to 25% more orders.",
  },
  hero: {
    title: "Lunchroom: up to 25% more orders with Webshop and QR",
    subtitle: "Customers order lunch ahead online and pick it up. Guests inside order from the QR code on their table. The queue at the counter stays short at noon.",
  },
} satisfies CaseCopy;
