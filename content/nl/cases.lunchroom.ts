import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: lunchroom | Bestelwijs",
    description: "Zo vangt een lunchroom de lunchdrukte op met Webshop en QR: klanten bestellen vooraf online, gasten bestellen zelf aan tafel. Tot 25% meer bestellingen.",
  },
  hero: {
    title: "Lunchroom: tot 25% meer bestellingen met Webshop en QR",
    subtitle: "Klanten bestellen hun lunch vooraf online en halen hem op. Gasten binnen bestellen via de QR-code op tafel. Zo blijft de rij aan de toonbank kort tijdens de lunchpiek.",
  },
} satisfies CaseCopy;
