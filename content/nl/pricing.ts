import type { PricingCopy } from "../types";

export default {
  meta: {
    title: "Prijzen en pakketten | Bestelwijs",
    description: "Start gratis met 7% commissie op geslaagde bestellingen, of kies Starter voor € 39 of Professional voor € 49 per maand excl. btw. 30 dagen gratis proberen.",
  },
  hero: {
    title: "Start voor € 0, of kies een vast bedrag zonder commissie",
    subtitle: "Gratis kost € 0 per maand plus 7% op geslaagde bestellingen. Starter is € 39 en Professional € 49 per maand, excl. btw. Elk pakket is 30 dagen gratis en je wisselt per maand.",
  },
} satisfies PricingCopy;
