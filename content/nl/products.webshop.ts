import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Webshop voor online bestellingen | Bestelwijs",
    description:
      "Je eigen webshop voor afhalen en bezorgen. Klanten betalen met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard. Uitbetaling per dag, week of maand.",
  },
  hero: {
    title: "Je eigen webshop: klanten bestellen en betalen direct bij jou",
    subtitle:
      "Klanten halen af of laten bezorgen en betalen met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard. Jij krijgt je geld per dag, week of maand, met een factuur erbij.",
  },
  heroImageAlt:
    "De webshop van Sushi Kaido op een telefoon, bij het afrekenen: afhalen om half zeven gekozen in plaats van bezorgen, drie gerechten met het totaal, en de betaalmethoden iDEAL, Bancontact, Apple Pay, Google Pay en creditcard.",
  intro: {
    title: "Bestellingen komen direct bij jou binnen, onder je eigen naam",
    paragraphs: [
      "Met je eigen webshop bestellen klanten rechtstreeks bij jou, om af te halen of te laten bezorgen. De webshop draagt jouw naam en kleuren, en jij bepaalt het menu, de prijzen en de bezorggebieden. Met Starter of Professional betaal je helemaal geen commissie.",
      "Betalingen lopen via twee betaalproviders, dus klanten betalen zoals zij willen: met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard, in Nederland en België. Gemiddeld wordt maar {refundRate} van de bestellingen terugbetaald.",
    ],
  },
  features: {
    title: "Alles wat je webshop voor je doet",
    intro: "Gemaakt voor drukke keukens: makkelijk voor je klanten, en geen extra werk voor jou.",
    cards: [
      {
        icon: "card",
        title: "iDEAL, Bancontact, wallets en creditcards",
        text: "iDEAL, Bancontact, Apple Pay, Google Pay en creditcards, via twee betrouwbare betaalproviders.",
      },
      { icon: "receipt", title: "Uitbetaling wanneer jij wilt", text: "Per dag, week of maand, met automatisch een factuur bij elke uitbetaling." },
      {
        icon: "bell",
        title: "Mis geen enkele bestelling",
        text: "Nieuwe bestellingen komen binnen per e-mail, in de app of in het portaal, en als je wilt ook per sms.",
      },
      { icon: "printer", title: "Direct naar de keuken", text: "Print bestellingen op je eigen printer of stuur ze door naar je kassasysteem." },
      { icon: "palette", title: "Jouw stijl, jouw webshop", text: "Kies uit 1000+ ontwerpen en voeg je eigen logo, kleuren en foto's toe." },
    ],
  },
  outro: {
    title: "Binnen {onboardingHours} uur online",
    paragraphs: [
      "Stuur ons je menu en we richten je webshop samen met je in. Binnen {onboardingHours} uur neem je je eerste bestellingen aan, en opstartkosten zijn er niet: een POS-apparaat of QR-stickers neem je alleen als je wilt.",
      "Kies het pakket dat bij je past: Gratis, zonder vast bedrag en met {commission} commissie op geslaagde bestellingen, of een vast bedrag vanaf {starter} per maand, zonder commissie en met QR erbij. Alle bedragen zijn excl. btw. Starter en Professional probeer je {trialDays} dagen gratis, en je kunt elke maand wisselen.",
    ],
  },
} satisfies ProductCopy;
