import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Manager: run your menu and orders | Bestelwijs",
    description: "Manage menu, prices, stock, promotions and delivery areas from one app or portal. With reports, payouts, refunds and support for multiple locations.",
  },
  hero: {
    title: "Your whole business in one app: menu, prices, stock and sales",
    subtitle: "Change your menu and prices, draw delivery areas on the map and set delivery times for busy hours. Your sales reports and payouts are right there too.",
  },
} satisfies ProductCopy;
