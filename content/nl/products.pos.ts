import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "POS-apparaat voor bestellingen | Bestelwijs",
    description:
      "Ontvang, bevestig en print bestellingen op één apparaat. Stel de afhaal- of bezorgtijd in, betaal terug, sluit tijdsloten en print je dagomzet.",
  },
  hero: {
    title: "Alle bestellingen in je hand: ontvangen, bevestigen, printen",
    subtitle:
      "Je bevestigt elke nieuwe bestelling met één tik, en het POS-apparaat print meteen de bon voor de keuken. Je stelt de afhaal- of bezorgtijd in, zet producten uit die op zijn en print na sluitingstijd je dagomzet.",
  },
  heroImageAlt:
    "Het POS-apparaat van Cafetaria De Spits met een nieuwe bestelling: friet, een frikandel speciaal en een kipcorn met hun keuzes, afhalen om kwart voor zes, betaald met iDEAL, en de knoppen Bevestigen en Printen. Bovenuit komt de geprinte bon.",
  intro: {
    title: "Gemaakt voor de toonbank, niet voor het kantoor",
    paragraphs: [
      "Het POS-apparaat ligt bij de uitgifte of zit in je schortzak. Nieuwe bestellingen verschijnen meteen op het scherm, en je bevestigt ze met één tik.",
      "Het apparaat print elke bestelling zodra je hem bevestigt, zodat de keuken meteen kan beginnen. Jij stelt de afhaal- of bezorgtijd in, en je klant weet precies wanneer het eten klaar is.",
    ],
  },
  features: {
    title: "Dit doet het POS-apparaat",
    intro: "Eén apparaat voor de hele dienst, van de eerste bestelling tot de dagomzet.",
    cards: [
      { icon: "bell", title: "Ontvangen en bevestigen", text: "Zie elke nieuwe bestelling meteen en bevestig hem met één tik." },
      { icon: "printer", title: "Elke bestelling op papier", text: "Een bon voor de keuken zodra je bevestigt." },
      {
        icon: "clock",
        title: "Afhaal- of bezorgtijd instellen",
        text: "Kies per bestelling de tijd, zodat je klant weet wanneer hij kan komen of wanneer de bezorger er is.",
      },
      { icon: "refund", title: "Direct terugbetalen", text: "Gaat er iets mis met een bestelling? Betaal het bedrag meteen terug vanaf het apparaat." },
      {
        icon: "stock",
        title: "Tijdsloten sluiten, producten uitzetten",
        text: "Te druk of uitverkocht? Sluit een tijdslot of zet een product uit in een paar seconden.",
      },
    ],
  },
  outro: {
    title: "Sluit de dag af met één print",
    paragraphs: [
      "Print na sluitingstijd je dagomzet vanaf het apparaat. Geen bonnetjes optellen: je ziet in één oogopslag wat er binnenkwam.",
      "Het POS-apparaat werkt samen met Webshop, Page en QR, en met Manager voor de rest van je zaak. Het is optioneel, bij elk pakket: je koopt het voor {posBuy} of huurt het voor {posRent} per maand, excl. btw.",
    ],
  },
} satisfies ProductCopy;
