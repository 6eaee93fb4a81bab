import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: an Italian restaurant | Bestelwijs",
    description: "How an Italian restaurant works with Page and Manager: its own website and domain, with menu and promotions in one place. Up to 20% more productive.",
  },
  hero: {
    title: "Italian restaurant: up to 20% more productive with Page and Manager",
    subtitle: "Its own website and domain, linked to the webshop. The team updates the menu, prices and promotions in Manager, and reports show which dishes sell best.",
  },
} satisfies CaseCopy;
