import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Manager: beheer menu en bestellingen | Bestelwijs",
    description:
      "Beheer menu, prijzen, voorraad, acties en bezorggebieden in één app of portaal. Met rapporten, uitbetalingen, terugbetalingen en meerdere vestigingen.",
  },
  hero: {
    title: "Je hele zaak in één app: menu, prijzen, voorraad en cijfers",
    subtitle:
      "Met Manager pas je menu en prijzen aan, teken je bezorggebieden op de kaart en stel je de levertijd in voor drukke uren. Je omzet en uitbetalingen zie je in één oogopslag.",
  },
  heroImageAlt:
    "Het portaal van Grillroom Saray in Manager: een staafgrafiek met de omzet van maandag tot en met zondag, de bestellingen van vandaag met hun status, het bezorggebied op een kaart, piektijden op vrijdagavond en de voorraad, waar baklava op uitverkocht staat.",
  intro: {
    title: "Je zaak in de hand, op je telefoon of achter je bureau",
    paragraphs: [
      "Manager is de app en het portaal waarin jij als eigenaar alles regelt. Bestellingen, menu, prijzen en voorraad staan op één plek, op je telefoon of op je computer.",
      "Elke wijziging staat meteen in je webshop, op Page en bij QR. Iets uitverkocht? Zet het uit, dan kan niemand het meer bestellen.",
    ],
  },
  features: {
    title: "Alles wat Manager voor je regelt",
    intro: "Van menukaart tot uitbetaling: alles wat je elke dag nodig hebt, zonder cursus.",
    cards: [
      {
        icon: "stock",
        title: "Menu, prijzen en voorraad",
        text: "Voeg gerechten toe, verander prijzen en geef aan wat op is. Webshop, Page en QR passen zich meteen aan.",
      },
      { icon: "tag", title: "Kortingen en acties", text: "Zet in een paar tikken een korting of actie klaar, voor één gerecht of je hele menu." },
      {
        icon: "map",
        title: "Bezorggebieden op de kaart",
        text: "Teken je bezorggebieden op de kaart en stel in hoeveel bestellingen je in de drukte aankunt, en welke levertijd je klanten zien.",
      },
      {
        icon: "chart",
        title: "Rapporten en verkoopinzicht",
        text: "Zie wat goed verkoopt, wanneer het druk is en wat je verdient, in rapporten die je altijd kunt openen.",
      },
      {
        icon: "receipt",
        title: "Betalingen en terugbetalingen",
        text: "Volg elke betaling en uitbetaling, en betaal een bestelling in een paar klikken terug.",
      },
    ],
  },
  outro: {
    title: "Eén vestiging of meer, één overzicht",
    paragraphs: [
      "Heb je meer dan één vestiging? Beheer ze allemaal vanuit één account, elk met een eigen menu en eigen bezorggebieden, en vergelijk hoe ze draaien.",
      "Manager koppelt met de systemen die je al gebruikt, zoals je kassasysteem, printers en boekhoudpakket. Manager zit in elk pakket. Probeer het met Starter of Professional {trialDays} dagen gratis: binnen {onboardingHours} uur ben je aan de slag.",
    ],
  },
} satisfies ProductCopy;
