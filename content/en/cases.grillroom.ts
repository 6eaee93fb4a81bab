import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a grill room | Bestelwijs",
    description: "How a grill room runs its own delivery with Bestelwijs: a delivery area drawn on the map and delivery times that follow the rush. Customers know what to expect.",
  },
  hero: {
    title: "Grill room: its own delivery, with realistic delivery times",
    subtitle: "The grill room draws its delivery area on the map and raises the estimated delivery time when it gets busy. Customers know when their food will arrive.",
  },
} satisfies CaseCopy;
