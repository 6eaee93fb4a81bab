import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: a snack bar | Bestelwijs",
    description: "How a snack bar works with Webshop and the POS handheld: fewer phone calls at rush hour and every order printed. Up to 20% lower operating costs.",
  },
  hero: {
    title: "Snack bar: up to 20% lower operating costs with POS and Webshop",
    subtitle: "Fewer phone calls during the rush: orders come in through the webshop and the POS handheld prints them for the kitchen. Sold out? Switch the product off.",
  },
} satisfies CaseCopy;
