import type { IntegrationsCopy } from "../types";

export default {
  meta: {
    title: "Koppelingen met kassa en betalen | Bestelwijs",
    description:
      "Koppel Bestelwijs aan je kassasysteem, betaaldienst, boekhouding, sms-dienst, kaartdienst, sociale media, spaarprogramma en chat. Zo werkt alles samen.",
  },
  hero: {
    title: "Koppel je kassa, betalingen en boekhouding aan Bestelwijs",
    subtitle:
      "Bestelwijs werkt samen met kassasystemen, betaaldiensten, boekhoudsoftware, sms-diensten, kaartdiensten, sociale netwerken, spaarprogramma's en chat.",
  },
  heroHighlight: "kassa, betalingen en boekhouding",
  heroMore: "Je zet een koppeling zelf aan in het portaal. Koppelingen zitten in elk pakket, zonder extra kosten.",
  partners: {
    title: "Onze partners",
    text: "Met deze diensten werkt Bestelwijs al samen.",
    kinds: {
      pos: "Kassasysteem",
      cardPayments: "Online kaartbetalingen",
      cashRegister: "Kassa",
      accounting: "Boekhouding",
      maps: "Zoeken en kaartdienst",
      payments: "iDEAL en Bancontact",
      sms: "Sms-berichten",
      social: "Sociaal netwerk",
      cashDesk: "Geldlade",
      loyalty: "Spaarprogramma",
      photoSocial: "Foto's delen",
      chat: "Chat",
    },
    invite: {
      title: "Jouw dienst erbij?",
      text: "Maak je software voor de horeca en wil je koppelen met Bestelwijs? Ons partnerprogramma komt eraan.",
      link: "Over het partnerprogramma",
    },
  },
  features: {
    title: "Wat koppelingen je opleveren",
    lead: {
      title: "Alles in één portaal",
      text: "In het portaal zie je welke koppelingen aan staan en zet je er met één klik een bij. Bestellingen, betalingen en uitbetalingen lopen daarna vanzelf door naar je andere systemen.",
      button: "Bekijk Manager",
      imageAlt:
        "Het portaal van Bestelwijs, scherm Koppelingen: het kassasysteem Tafelkas, Betaalbrug voor iDEAL en Bancontact, Pinvast voor online kaartbetalingen en Boekhelder voor de boekhouding zijn gekoppeld; smsnel voor sms en Stempelkaart als spaarprogramma staan nog uit.",
    },
    cards: [
      {
        title: "Bestellingen in je kassasysteem",
        text: "Online bestellingen komen direct in je kassasysteem en op je printer. Je hoeft niets over te typen.",
      },
      {
        title: "Betalen zoals je klant wil",
        text: "Twee betaalproviders voor iDEAL, Bancontact, Apple Pay, Google Pay en creditcards, in Nederland en België.",
      },
      {
        title: "Boekhouding zonder overtypen",
        text: "Je krijgt per dag, week of maand uitbetaald, met bij elke uitbetaling automatisch een factuur voor je boekhouding.",
      },
      {
        title: "Klanten die terugkomen",
        text: "Stuur een sms als de bestelling onderweg is, laat klanten punten sparen en deel je acties op sociale media.",
      },
    ],
  },
} satisfies IntegrationsCopy;
