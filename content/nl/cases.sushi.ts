import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: sushirestaurant | Bestelwijs",
    description:
      "Zo verkoopt een sushirestaurant via een eigen webshop: klanten stellen hun bestelling zelf samen en kiezen afhalen of bezorgen. Tot {moreRevenue} meer omzet.",
  },
  hero: {
    title: "Sushirestaurant: meer omzet met een eigen webshop",
    subtitle:
      "Klanten stellen hun sushi zelf samen met de productconfigurator en kiezen afhalen of bezorgen. Ze betalen met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard. Tot {moreRevenue} meer omzet.",
  },
  fictionNote: "Illustratief voorbeeld: de namen en het bedrijf zijn verzonnen.",
  pictureAlt: "Productconfigurator van Sushi Kaido op een telefoon: de klant kiest vis en extra's, kiest afhalen en ziet de totaalprijs",
  results: {
    label: "Resultaten",
    items: [
      { value: "tot {moreRevenue}", text: "meer omzet" },
      { value: "tot {moreOrders}", text: "meer bestellingen per week" },
    ],
  },
  testimonials: {
    label: "Wat het team zegt",
    items: [
      {
        text: "Onze klanten willen hun eigen box samenstellen. Dat kan nu gewoon online, en ze bestellen vaker iets extra's.",
        name: "Lin Verhaegen",
        job_title: "Eigenaar, Sushi Kaido",
      },
      {
        text: "Elke bestelling komt leesbaar binnen, met alle keuzes erbij. In de keuken hoeven we niets meer na te vragen.",
        name: "Tom Peeters",
        job_title: "Chef-kok, Sushi Kaido",
      },
    ],
  },
  challenge: {
    title: "De uitdaging",
    text: "Sushi Kaido in Antwerpen verkocht afhaalsushi via een groot bestelplatform. Daar ging een flink deel van elke bestelling naar commissie, en klanten konden hun box niet naar wens samenstellen.",
    bullets: [
      "Hoge commissie per bestelling bij een bestelplatform",
      "Geen ruimte voor eigen combinaties en extra's",
      "Geen eigen klantgegevens of contact met vaste klanten",
      "Belgische klanten die met Bancontact wilden betalen",
    ],
  },
  solution: {
    title: "De oplossing",
    text: "Lin koos Starter met een eigen webshop, zonder commissie. Dit zit erin:",
    checklist: [
      "Een webshop met de productconfigurator voor eigen boxen en extra's",
      "Betalen met Bancontact, iDEAL, Apple Pay, Google Pay of creditcard",
      "Afhalen of bezorgen, naar keuze van de klant",
      "Kortingen en acties voor vaste klanten, ingesteld in Manager",
      "Uitbetalingen per week, met automatisch een factuur bij elke uitbetaling",
    ],
  },
  conclusion: {
    title: "Het resultaat",
    text: "Klanten bestellen rechtstreeks bij Sushi Kaido en stellen hun box zelf samen. De weekomzet ligt tot {moreRevenue} hoger dan voorheen, en omdat bij Bestelwijs gemiddeld maar {refundRate} van de bestellingen wordt terugbetaald, hoeft Lin zich over betalingen weinig zorgen te maken.",
  },
  cta: { label: "Bekijk wat de webshop kan", product: "products.webshop" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
