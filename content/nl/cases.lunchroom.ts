import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: lunchroom | Bestelwijs",
    description:
      "Zo vangt een lunchroom de lunchdrukte op met Webshop en QR: klanten bestellen vooraf online, gasten bestellen zelf aan tafel. Tot {moreOrders} meer bestellingen.",
  },
  hero: {
    title: "Lunchroom: meer bestellingen met Webshop en QR",
    subtitle:
      "Klanten bestellen hun lunch vooraf online en halen hem op. Gasten binnen bestellen via de QR-code op tafel. Zo blijft de rij aan de toonbank kort tijdens de lunchpiek. Resultaat: tot {moreOrders} meer bestellingen.",
  },
  fictionNote: "Illustratief voorbeeld: de namen en het bedrijf zijn verzonnen.",
  pictureAlt: "Webshop van Lunchroom Zuiderzon op een telefoon: broodjes, een bowl en soep met prijzen, en ophalen om 12:15 gekozen",
  results: {
    label: "Resultaten",
    items: [
      { value: "tot {moreOrders}", text: "meer bestellingen" },
      { value: "{productivity}", text: "meer productiviteit achter de toonbank" },
    ],
  },
  testimonials: {
    label: "Wat het team zegt",
    items: [
      {
        text: "Om half één stond de rij vroeger tot buiten. Nu ligt de helft van de lunches al klaar voordat de klant binnenkomt.",
        name: "Sanne Kuipers",
        job_title: "Eigenaar, Lunchroom Zuiderzon",
      },
      {
        text: "Gasten bestellen zelf aan tafel en rekenen meteen af. Wij lopen niet meer heen en weer met een bonnenblok.",
        name: "Mo Haddou",
        job_title: "Bedrijfsleider, Lunchroom Zuiderzon",
      },
    ],
  },
  challenge: {
    title: "De uitdaging",
    text: "Lunchroom Zuiderzon in Utrecht draait het grootste deel van de omzet tussen twaalf en twee. Juist dan ging er tijd verloren aan de telefoon, de kassa en tafels die op de rekening wachtten.",
    bullets: [
      "Een lange rij aan de toonbank tijdens de lunchpiek",
      "Telefonische bestellingen die fout werden opgeschreven",
      "Gasten die afhaakten omdat wachten te lang duurde",
      "Personeel dat meer met afrekenen bezig was dan met bedienen",
    ],
  },
  solution: {
    title: "De oplossing",
    text: "Sanne koos Starter, met Webshop en QR, voor {starter} per maand, excl. btw. Binnen {onboardingHours} uur stond de lunchroom online. Dit zet het team in:",
    checklist: [
      "Een eigen webshop waarin klanten hun lunch vooraf bestellen en een afhaaltijd kiezen",
      "QR-stickers op elke tafel, zodat gasten zelf bestellen en afrekenen",
      "Betalen met iDEAL, Apple Pay, Google Pay of creditcard",
      "Bestellingen direct op de printer in de keuken",
      "Tijdsloten die ze sluiten als de keuken het niet meer aankan",
    ],
  },
  conclusion: {
    title: "Het resultaat",
    text: "De rij is korter en de keuken weet vooraf wat er komt. De lunchroom krijgt tot {moreOrders} meer bestellingen binnen, en het team werkt {productivity} productiever omdat niemand meer bestellingen hoeft op te nemen of af te rekenen aan tafel.",
  },
  cta: { label: "Zo werkt bestellen aan tafel met QR", product: "products.qr" },
  offer: { plan: "starter", products: ["webshop", "qr"] },
} satisfies CaseCopy;
