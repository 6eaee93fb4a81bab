import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: cafetaria | Bestelwijs",
    description:
      "Zo werkt een cafetaria met Webshop en het POS-apparaat: minder telefoontjes in de spits, bestellingen direct geprint. Tot {costSavings} lagere bedrijfskosten.",
  },
  hero: {
    title: "Cafetaria: lagere bedrijfskosten met POS en Webshop",
    subtitle:
      "Minder telefoontjes in de spits: bestellingen komen binnen via de webshop en het POS-apparaat print ze voor de keuken. Is iets op? Dan zet je het product uit. Tot {costSavings} lagere bedrijfskosten.",
  },
  fictionNote: "Illustratief voorbeeld: de namen en het bedrijf zijn verzonnen.",
  pictureAlt: "Webshop van Cafetaria De Spits op een telefoon, met de kroket als uitverkocht; ernaast staat de kroket uitgeschakeld",
  results: {
    label: "Resultaten",
    items: [
      { value: "tot {costSavings}", text: "lagere bedrijfskosten" },
      { value: "tot {moreOrders}", text: "meer bestellingen op vrijdag en zaterdag" },
    ],
  },
  testimonials: {
    label: "Wat het team zegt",
    items: [
      {
        text: "Op vrijdagavond ging de telefoon vroeger aan één stuk door. Nu piept het POS-apparaat, ik tik op bevestigen, de bon rolt eruit en wij bakken.",
        name: "Marco van Dijk",
        job_title: "Eigenaar, Cafetaria De Spits",
      },
      {
        text: "Zijn de kroketten op, dan zet ik ze met twee tikken uit. Niemand bestelt meer iets wat we niet hebben.",
        name: "Priya Ramdin",
        job_title: "Shiftleider, Cafetaria De Spits",
      },
    ],
  },
  challenge: {
    title: "De uitdaging",
    text: "Cafetaria De Spits in Tilburg is op vrijdag en zaterdag vanaf vijf uur vol. Eén medewerker deed niets anders dan de telefoon opnemen, en toch gingen er bestellingen mis.",
    bullets: [
      "Een medewerker die de hele avond aan de telefoon hing",
      "Handgeschreven bonnen die de keuken niet kon lezen",
      "Bestellingen voor producten die al op waren",
      "Aan het eind van de dag de omzet met de hand optellen",
    ],
  },
  solution: {
    title: "De oplossing",
    text: "Marco koos Starter met Webshop, en huurt het POS-apparaat erbij. Dit gebruikt hij elke dag:",
    checklist: [
      "Een webshop waar klanten zelf bestellen en vooraf betalen",
      "Het POS-apparaat ontvangt, bevestigt en print elke bestelling",
      "Afhaal- of bezorgtijd instellen per bestelling",
      "Producten die op zijn met één tik uitzetten",
      "De dagomzet afdrukken bij het afsluiten",
    ],
  },
  conclusion: {
    title: "Het resultaat",
    text: "De telefoon is stil en de keuken werkt met geprinte bonnen. Omdat er niemand meer aan de telefoon hoeft, liggen de bedrijfskosten tot {costSavings} lager. Marco zet die uren nu in achter de frituur.",
  },
  cta: { label: "Bekijk het POS-apparaat", product: "products.pos" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
