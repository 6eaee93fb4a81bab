import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Webshop voor online bestellingen | Bestelwijs",
    description: "Je eigen webshop voor afhalen en bezorgen. Klanten betalen met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard. Uitbetaling per dag, week of maand.",
  },
  hero: {
    title: "Je eigen webshop: klanten bestellen en betalen direct bij jou",
    subtitle: "Klanten halen af of laten bezorgen en betalen met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard. Jij krijgt je geld per dag, week of maand, met een factuur erbij.",
  },
} satisfies ProductCopy;
