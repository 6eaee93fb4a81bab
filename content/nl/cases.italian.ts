import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Praktijkvoorbeeld: Italiaans restaurant | Bestelwijs",
    description:
      "Zo werkt een Italiaans restaurant met Page en Manager: een eigen website met eigen domein, en menu en acties op één plek. Het team werkt {productivity} productiever.",
  },
  hero: {
    title: "Italiaans restaurant: productiever met Page en Manager",
    subtitle:
      "Een eigen website met eigen domein, gekoppeld aan de webshop. Het team past menu, prijzen en acties aan in Manager, en de rapporten laten zien welke gerechten goed lopen. Zo werkt het team {productivity} productiever.",
  },
  fictionNote: "Illustratief voorbeeld: de namen en het bedrijf zijn verzonnen.",
  pictureAlt: "Website van Trattoria Olivo op een eigen domein, met gerechten en prijzen en een knop om online te bestellen",
  results: {
    label: "Resultaten",
    items: [
      { value: "{productivity}", text: "meer productiviteit" },
      { value: "tot {moreRevenue}", text: "meer omzet uit online bestellingen" },
    ],
  },
  testimonials: {
    label: "Wat het team zegt",
    items: [
      {
        text: "Vroeger moest ik voor elke prijswijziging de websitebouwer bellen. Nu pas ik het menu 's ochtends zelf aan, voor de zaak en de webshop tegelijk.",
        name: "Giulia Romano",
        job_title: "Eigenaar, Trattoria Olivo",
      },
      {
        text: "Ik zie per week welke pasta's lopen. Daar stem ik mijn inkoop op af, dus we gooien minder weg.",
        name: "Daan Smit",
        job_title: "Chef-kok, Trattoria Olivo",
      },
    ],
  },
  challenge: {
    title: "De uitdaging",
    text: "Trattoria Olivo in Haarlem had een verouderde website, een losse bestelpagina en een menukaart op papier. Elke wijziging moest op drie plekken gebeuren, en niemand wist precies wat er online verkocht werd.",
    bullets: [
      "Een website die het team niet zelf kon aanpassen",
      "Menu en prijzen op drie plekken bijhouden",
      "Geen zicht op welke gerechten goed verkochten",
      "Acties die pas online stonden als ze al voorbij waren",
    ],
  },
  solution: {
    title: "De oplossing",
    text: "Giulia koos Professional: Page en Webshop, met Manager voor allebei.",
    checklist: [
      "Een eigen website met eigen domein en hosting, gekoppeld aan de webshop",
      "Eén menu in Manager voor Page en Webshop",
      "Prijzen, voorraad en acties zelf aanpassen, ook vanaf de telefoon",
      "Rapporten over verkopen per gerecht en per week",
      "Meerdere gebruikers, zodat de chef zijn eigen rapporten ziet",
    ],
  },
  conclusion: {
    title: "Het resultaat",
    text: "Eén wijziging in Manager staat overal meteen goed. Het team werkt {productivity} productiever, en de online weekomzet ligt tot {moreRevenue} hoger dan voorheen, omdat acties nu op tijd online staan.",
  },
  cta: { label: "Bekijk wat Manager kan", product: "products.manager" },
  offer: { plan: "professional", products: ["page", "webshop"] },
} satisfies CaseCopy;
