import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Manager: run your menu and orders | Bestelwijs",
    description:
      "Manage menu, prices, stock, promotions and delivery areas from one app or portal. With reports, payouts, refunds and support for multiple locations.",
  },
  hero: {
    title: "Your whole business in one app: menu, prices, stock and sales",
    subtitle:
      "Change your menu and prices, draw delivery areas on the map and set delivery times for busy hours. Your sales reports and payouts are right there too.",
  },
  heroImageAlt:
    "Grillroom Saray's portal in Manager: a bar chart of revenue from Monday to Sunday, today's orders with their status, the delivery area on a map, peak times on Friday evening, and stock, where baklava is marked sold out.",
  intro: {
    title: "Your business in hand, on your phone or at your desk",
    paragraphs: [
      "Manager is the app and portal where you, the owner, keep everything under control. Orders, menu, prices and stock are all in one place, on your phone or your computer.",
      "Every change goes live at once in your webshop, on Page and on QR. Sold out of something? Switch it off, and nobody can order it any more.",
    ],
  },
  features: {
    title: "Everything Manager takes care of",
    intro: "From the menu to the payout: the tools you need every day, no training course required.",
    cards: [
      {
        icon: "stock",
        title: "Menu, prices and stock",
        text: "Add dishes, change prices and mark what has run out. Webshop, Page and QR follow straight away.",
      },
      { icon: "tag", title: "Discounts and promotions", text: "Set up a discount or a promotion in a few taps, for one dish or your whole menu." },
      {
        icon: "map",
        title: "Delivery areas on the map",
        text: "Draw your delivery areas on a map, and set how many orders you can take at peak times and the delivery estimate customers see.",
      },
      { icon: "chart", title: "Reports and sales insights", text: "See what sells, when it gets busy and what you earn, in reports you can open any time." },
      { icon: "receipt", title: "Payments and refunds", text: "Follow every payment and payout, and refund an order in a few clicks." },
    ],
  },
  outro: {
    title: "One location or several, one overview",
    paragraphs: [
      "Running more than one location? Manage them all from one account, each with its own menu and delivery areas, and compare how they are doing.",
      "Manager connects to the systems you already use, such as your till system, printers and accounting software. Manager comes with every plan. Try it with Starter or Professional free for {trialDays} days, and be up and running within {onboardingHours} hours.",
    ],
  },
} satisfies ProductCopy;
