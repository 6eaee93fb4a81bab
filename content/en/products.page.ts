import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Restaurant website with own domain | Bestelwijs",
    description:
      "Page gives your restaurant a website with its own domain and hosting, linked to your webshop. Choose from 1000+ designs; try Professional free for {trialDays} days.",
  },
  hero: {
    title: "Your own restaurant website, linked straight to your webshop",
    subtitle: "Page takes care of your domain and hosting. Visitors go straight from your website to your webshop. Choose from 1000+ designs.",
  },
  heroImageAlt:
    "A browser window with Trattoria Olivo's own website at trattoriaolivo.example: a menu, an Order online button that leads to the restaurant's webshop, and three dishes with prices.",
  intro: {
    title: "A website that turns visitors into orders",
    paragraphs: [
      "Page gives your restaurant its own website on its own domain. We take care of the hosting, so you never have to think about servers or updates.",
      "Every page links straight to your webshop. Someone who looks up your menu can order in the same visit, with no detour through an ordering platform.",
    ],
  },
  features: {
    title: "What you get with Page",
    intro: "A complete website without a web designer, and without a separate hosting bill.",
    cards: [
      { icon: "globe", title: "Your own domain", text: "Your restaurant's name in the address bar, with hosting included." },
      { icon: "palette", title: "1000+ designs", text: "Pick a design that suits your place and make it yours with your logo, colours and photos." },
      { icon: "store", title: "Linked to your webshop", text: "Your menu and prices come straight from the webshop, so they always match." },
      {
        icon: "dashboard",
        title: "Edit it yourself in Manager",
        text: "Change texts, photos and dishes in Manager, in the app or in the portal, whenever you like.",
      },
      {
        icon: "clock",
        title: "Live within {onboardingHours} hours",
        text: "We set up your website together with you, so it is online within {onboardingHours} hours.",
      },
    ],
  },
  outro: {
    title: "One place for your name, your menu and your orders",
    paragraphs: [
      "Page and Webshop work as one. Change a price in Manager and it changes on your website and in your webshop at the same time.",
      "Page comes with Professional, together with Webshop and QR, and with Enterprise, with no set-up costs; a POS device or QR stickers are optional. You can try Professional free for {trialDays} days.",
    ],
  },
} satisfies ProductCopy;
