import type { FaqCopy } from "../types";

export default {
  meta: {
    title: "Veelgestelde vragen | Bestelwijs",
    description: "Antwoord op 12 vragen van restauranthouders: wat kost Bestelwijs, hoe snel sta je online, hoe werken uitbetalingen en hoe wissel je van pakket?",
  },
  hero: {
    title: "Veelgestelde vragen over kosten, starten en uitbetalen",
    subtitle: "De 12 vragen die restauranthouders ons het vaakst stellen, met antwoord. Staat je vraag er niet tussen? Neem contact met ons op.",
  },
} satisfies FaqCopy;
