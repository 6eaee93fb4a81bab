import type { HomeCopy } from "../types";

export default {
  meta: {
    title: "Online ordering for restaurants | Bestelwijs",
    description:
      "Webshop, QR, Page, the POS device and Manager in one platform. Webshop and QR together with Starter, {starter} a month excl. VAT, free for {trialDays} days.",
  },
  hero: {
    title: "Take orders online and at the table, in your own webshop",
    subtitle:
      "Webshop, Page, QR, Manager and POS work as one. You save time and make more profit. Try Starter or Professional free for {trialDays} days and go live within {onboardingHours} hours.",
  },
  heroImageAlt:
    "Burgerij Noord's webshop on a phone, with a cheeseburger, fries and salad with prices and two items in the basket; beside it, the order arrives at the restaurant for pickup at 18:30",
  heroNote: "Online and at the table together with Starter: {starter} a month, excl. VAT. No set-up costs: a POS device or QR stickers are optional.",
  slider: {
    title: "1000+ designs for your webshop",
    text: "Here are five examples, from café to sushi bar: pick a design that suits your place. Add your logo, colours and photos, and your shop is ready.",
    templates: {
      sushi: "Webshop design for Sakura Sushi: a dark screen with dishes and prices in two columns",
      lunchroom: "Webshop design for the café Het Zonnetje: light green, a round logo, sandwiches and soup with an Add button",
      pizzeria: "Webshop design for Pizzeria Da Marco: a red bar, the margherita shown large, more dishes below",
      grill: "Webshop design for Grillhouse Anatolia: dark brown and orange, a list of grilled dishes with prices",
      snackbar: "Webshop design for Snackbar 't Hoekje: yellow and blue, fries and snacks in tiles with prices",
    },
    previous: "Previous design",
    next: "Next design",
  },
  keyFeatures: {
    title: "What it does for your business",
    intro: "Less hassle, more orders and a fair price.",
    cards: [
      { icon: "growth", title: "Up to {moreRevenue} more revenue", text: "Your own webshop and table ordering bring in the orders you would otherwise miss." },
      {
        icon: "store",
        title: "Up to {moreOrders} more orders",
        text: "Guests order when it suits them, online or at the table, even when your phone is busy.",
      },
      {
        icon: "savings",
        title: "Up to {costSavings} lower operating costs",
        text: "No commission on a paid plan, and less time spent taking orders by phone.",
      },
      { icon: "users", title: "{productivity} more productive", text: "Orders arrive complete and paid, so your team can get on with cooking and serving." },
      { icon: "refund", title: "Only {refundRate} of orders refunded", text: "Clear orders and reliable payments mean fewer mistakes and fewer refunds." },
      { icon: "clock", title: "Live within {onboardingHours} hours", text: "We set everything up with you, and you can switch plans every month." },
    ],
  },
  products: {
    title: "One platform, five products",
    intro: "Use one product or all five. They share one menu, one list of orders and one account.",
    cards: {
      "products.webshop": { name: "Webshop", text: "Your own webshop for pickup and delivery, with every popular way to pay." },
      "products.page": { name: "Page", text: "A website with its own domain and hosting, linked to your webshop." },
      "products.qr": { name: "QR", text: "Table ordering with weather-resistant stickers, for indoors and the terrace." },
      "products.manager": { name: "Manager", text: "The app and portal for your menu, prices, stock, delivery areas and reports." },
      "products.pos": { name: "POS", text: "A handheld device to receive, confirm and print orders." },
    },
    more: "More about {product}",
  },
  integrations: {
    title: "Works with the systems you already use",
    text: "Connect your till system, printers, payment providers, accounting software and more. Orders reach you by e-mail, app, portal or SMS.",
    link: "See all integrations",
  },
  testimonials: {
    title: "What restaurant owners say",
    note: "Illustrative quotes: the names and businesses are fictional.",
    items: [
      {
        text: "Since we started delivering ourselves instead of through delivery apps, we save about {caseSavings} a month. And our regulars still find us.",
        name: "Emre Y.",
        job_title: "Owner of a grill room in Eindhoven",
      },
      {
        text: "I confirm an order on the POS device and the ticket prints straight away. On a busy Friday night that saves us a lot of running back and forth.",
        name: "Marco van D.",
        job_title: "Owner of a snack bar in Tilburg",
      },
      {
        text: "Guests scan the sticker on their table and order themselves. We serve more tables with the same team.",
        name: "Mo H.",
        job_title: "General manager of a café in Utrecht",
      },
    ],
  },
} satisfies HomeCopy;
