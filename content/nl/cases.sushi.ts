import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: sushirestaurant | Bestelwijs",
    description: "Zo verkoopt een sushirestaurant via een eigen webshop: klanten stellen hun bestelling zelf samen en kiezen afhalen of bezorgen. Tot 30% meer omzet.",
  },
  hero: {
    title: "Sushirestaurant: tot 30% meer omzet met een eigen webshop",
    subtitle: "Klanten stellen hun sushi zelf samen met de productconfigurator en kiezen afhalen of bezorgen. Ze betalen met iDEAL, Bancontact, Apple Pay of creditcard.",
  },
} satisfies CaseCopy;
