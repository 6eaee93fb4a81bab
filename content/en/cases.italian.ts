import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Case study: an Italian restaurant | Bestelwijs",
    description:
      "How an Italian restaurant works with Page and Manager: its own website and domain, with menu and promotions in one place. The team is {productivity} more productive.",
  },
  hero: {
    title: "Italian restaurant: more productive with Page and Manager",
    subtitle:
      "Its own website and domain, linked to the webshop. The team updates the menu, prices and promotions in Manager, and reports show which dishes sell best. That makes the team {productivity} more productive.",
  },
  fictionNote: "Illustrative case: the names and the business are fictional.",
  pictureAlt: "Trattoria Olivo's website on its own domain, with dishes, prices and a button to order online",
  results: {
    label: "Results",
    items: [
      { value: "{productivity}", text: "more productive" },
      { value: "up to {moreRevenue}", text: "more revenue from online orders" },
    ],
  },
  testimonials: {
    label: "What the team says",
    items: [
      {
        text: "I used to call the web designer for every price change. Now I update the menu myself in the morning, for the restaurant and the webshop at once.",
        name: "Giulia Romano",
        job_title: "Owner, Trattoria Olivo",
      },
      {
        text: "Each week I can see which pasta dishes sell. I buy accordingly, so we throw less away.",
        name: "Daan Smit",
        job_title: "Head chef, Trattoria Olivo",
      },
    ],
  },
  challenge: {
    title: "The challenge",
    text: "Trattoria Olivo in Haarlem had an outdated website, a separate ordering page and a paper menu. Every change had to be made in three places, and nobody knew exactly what sold online.",
    bullets: [
      "A website the team couldn't update themselves",
      "Menu and prices kept up to date in three places",
      "No view of which dishes sold well",
      "Promotions that went online only after they had ended",
    ],
  },
  solution: {
    title: "The solution",
    text: "Giulia chose Professional: Page and Webshop, with Manager for both.",
    checklist: [
      "A website with its own domain and hosting, linked to the webshop",
      "One menu in Manager for both Page and Webshop",
      "Prices, stock and promotions changed in-house, from a phone too",
      "Reports on sales per dish and per week",
      "Several users, so the chef sees his own reports",
    ],
  },
  conclusion: {
    title: "The result",
    text: "One change in Manager is right everywhere at once. The team is {productivity} more productive, and weekly online revenue is up to {moreRevenue} higher than before, because promotions go live on time.",
  },
  cta: { label: "See what Manager can do", product: "products.manager" },
  offer: { plan: "professional", products: ["page", "webshop"] },
} satisfies CaseCopy;
