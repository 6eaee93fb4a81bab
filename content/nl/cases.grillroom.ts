import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: grillroom | Bestelwijs",
    description: "Zo bezorgt een grillroom zelf met Bestelwijs: het bezorggebied op de kaart getekend en een levertijd die meegaat met de drukte.",
  },
  hero: {
    title: "Grillroom: zelf bezorgen, met een levertijd die klopt",
    subtitle: "De grillroom tekent zijn bezorggebied op de kaart en verhoogt de verwachte levertijd als het druk is. Zo weten klanten wanneer hun eten komt.",
  },
  fictionNote: "Illustratief voorbeeld: de namen en het bedrijf zijn verzonnen.",
  pictureAlt: "Webshop van Grillroom Saray op een telefoon met de verwachte bezorgtijd, voor een kaart met het eigen bezorggebied",
  results: {
    label: "Resultaten",
    items: [
      { value: "{caseSavings}", text: "per maand bespaard" },
      { value: "tot {costSavings}", text: "lagere bedrijfskosten" },
    ],
  },
  testimonials: {
    label: "Wat het team zegt",
    items: [
      {
        text: "Klanten belden vroeger na een half uur al om te vragen waar hun eten bleef. Nu zien ze vooraf hoe lang het duurt, en dat klopt.",
        name: "Emre Yılmaz",
        job_title: "Eigenaar, Grillroom Saray",
      },
      {
        text: "Op zaterdag zet ik de levertijd met één knop hoger. De keuken haalt het, en de bezorgers hoeven niet te jagen.",
        name: "Fatma Yılmaz",
        job_title: "Bedrijfsleider, Grillroom Saray",
      },
    ],
  },
  challenge: {
    title: "De uitdaging",
    text: "Grillroom Saray in Eindhoven bezorgt met eigen bezorgers. Klanten van buiten de wijk bestelden toch, en op drukke avonden klopte de beloofde levertijd niet meer.",
    bullets: [
      "Bestellingen van adressen buiten het bezorggebied",
      "Een vaste levertijd die op drukke avonden niet haalbaar was",
      "Klanten die belden om te vragen waar hun eten bleef",
      "Kosten voor bezorgapps die elke maand opliepen",
    ],
  },
  solution: {
    title: "De oplossing",
    text: "Emre koos Starter met een eigen webshop en regelt het bezorgen nu zelf:",
    checklist: [
      "Het bezorggebied zelf getekend op de kaart, met een apart gebied voor verder weg",
      "Drukte en verwachte levertijd aanpassen tijdens de spits",
      "Bestellingen per e-mail, in de app en optioneel per sms",
      "Terugbetalen vanuit Manager als er toch iets misgaat",
      "Uitbetalingen per dag, met automatisch een factuur bij elke uitbetaling",
    ],
  },
  conclusion: {
    title: "Het resultaat",
    text: "Klanten weten wanneer hun eten komt, en de telefoon blijft stil. Omdat de grillroom geen bezorgapps meer nodig heeft, bespaart Emre zo'n {caseSavings} per maand. Bij Bestelwijs wordt gemiddeld maar {refundRate} van de bestellingen terugbetaald, dus er gaat zelden iets mis.",
  },
  cta: { label: "Bekijk bezorggebieden in Manager", product: "products.manager" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
