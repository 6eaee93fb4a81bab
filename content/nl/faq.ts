import type { FaqCopy } from "../types";

export default {
  meta: {
    title: "Veelgestelde vragen | Bestelwijs",
    description:
      "Antwoord op 12 vragen van restauranthouders: wat kost Bestelwijs, hoe snel sta je online, hoe werken uitbetalingen en hoe wissel je van pakket?",
  },
  hero: {
    title: "Veelgestelde vragen over kosten, starten en uitbetalen",
    subtitle: "De 12 vragen die restauranthouders ons het vaakst stellen, met antwoord. Staat je vraag er niet tussen?",
  },
  contactLink: "Neem contact met ons op",
  listLabel: "Vragen en antwoorden",
  labels: { how: "Hoe werkt het?", why: "Waarom?" },
  items: {
    kosten: {
      question: "Wat kost Bestelwijs, en wanneer betaal ik commissie?",
      answer: {
        shape: "bullets-steps",
        text: "Je kiest uit vier pakketten, zonder opstartkosten; een POS-apparaat of QR-stickers neem je alleen als je wilt. Elk pakket bevat alles van het pakket ervoor. Alleen in het pakket Gratis betaal je commissie, en dan alleen over geslaagde bestellingen. In elk pakket betaal je daarnaast betaalkosten per geslaagde betaling, zonder btw.",
        bullets: [
          "Gratis: {free} per maand, plus {commission} commissie op geslaagde bestellingen, excl. btw, met Webshop",
          "Starter: {starter} per maand excl. btw, zonder commissie, met Webshop en QR",
          "Professional: {professional} per maand excl. btw, zonder commissie, met Webshop, QR en Page",
          "Enterprise: een prijs op maat, zonder commissie, met alles van Professional en een eigen accountmanager",
        ],
        stepsIntro: "Zo kies je het pakket dat bij je past:",
        steps: [
          "Kies een pakket. Starter en Professional probeer je eerst {trialDays} dagen gratis.",
          "Kijk in je rapporten hoeveel je online verkoopt.",
          "Past een ander pakket beter? Wissel dan. Dat kan elke maand.",
        ],
      },
    },
    proefperiode: {
      question: "Hoe probeer ik Bestelwijs eerst gratis uit?",
      answer: {
        shape: "how-why",
        how: "Je maakt een account aan in het portaal en kiest Starter of Professional. De eerste {trialDays} dagen betaal je geen maandbedrag, en binnen {onboardingHours} uur sta je online. Wat wel en niet gratis is en wat er op dag {firstPaidDay} gebeurt, staat op de prijzenpagina onder ‘Zo werkt de proefperiode’.",
        why: "Zo zie je met echte bestellingen of Bestelwijs bij je zaak past, voordat je iets betaalt.",
      },
    },
    uitbetalingen: {
      question: "Wanneer krijg ik mijn geld?",
      answer: {
        shape: "what",
        text: "Online betalingen storten we op je bankrekening. Dit krijg je:",
        what: [
          "Een uitbetaling per dag, per week of per maand, zoals jij kiest",
          "Bij elke uitbetaling automatisch een factuur",
          "Een overzicht van betalingen en terugbetalingen in Manager",
        ],
      },
    },
    betaalmethoden: {
      question: "Hoe kunnen mijn klanten betalen?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "Met iDEAL, Bancontact, Apple Pay, Google Pay en creditcard, in Nederland en België. iDEAL en Bancontact lopen via {idealProvider}; creditcard, Apple Pay en Google Pay via {cardProvider}. Een betaling kost je {idealFee} met iDEAL, {bancontactFee} met Bancontact en {cardFee} met creditcard, Apple Pay of Google Pay, in elk pakket, zonder btw.",
          "Moet je toch iets terugbetalen? Dat doe je zelf vanuit Manager. Gemiddeld gaat het om {refundRate} van de bestellingen.",
        ],
      },
    },
    "aan-de-slag": {
      question: "Hoe snel sta ik online?",
      answer: {
        shape: "bullets-closing",
        text: "Binnen {onboardingHours} uur. Om je webshop klaar te zetten, hebben we dit van je nodig:",
        bullets: [
          "Je menukaart met prijzen",
          "Je openingstijden en, als je bezorgt, je bezorggebied",
          "De bankrekening voor je uitbetalingen",
          "Je logo en een paar foto's, als je die hebt",
        ],
        closing:
          "Daarna zetten wij je webshop klaar en laten we zien hoe je bestellingen ontvangt. Je betaalt geen opstartkosten; een POS-apparaat of QR-stickers neem je alleen als je wilt.",
      },
    },
    apparatuur: {
      question: "Welke apparatuur heb ik nodig?",
      answer: {
        shape: "parts-bullets",
        parts: [
          "Om te beginnen heb je niets extra nodig. Een telefoon, tablet of computer is genoeg.",
          "Wil je één apparaat voor alle bestellingen, bij de uitgifte of in je schortzak? Met het POS-apparaat ontvang, bevestig en print je ze. Het is optioneel: je koopt het voor {posBuy} of huurt het voor {posRent} per maand, excl. btw.",
          "Op het POS-apparaat stel je ook de afhaal- of bezorgtijd in, doe je terugbetalingen, sluit je tijdsloten en zet je producten uit.",
          "Heb je al een kassasysteem of printer? Dan koppel je die aan Bestelwijs. Bestellingen bereiken je zo:",
        ],
        bullets: [
          "Per e-mail",
          "Als melding in de app of het portaal",
          "Per sms, als je dat wilt",
          "Op je printer of POS-apparaat",
          "In je gekoppelde kassasysteem",
        ],
      },
    },
    "qr-stickers": {
      question: "Wat kosten de QR-stickers?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "De QR-stickers betaal je tegen kostprijs: {qrSticker} per sticker, excl. btw. Je bestelt ze alleen als je QR wilt gebruiken; verder zijn er geen opstartkosten.",
          "De stickers kunnen tegen weer en wind, dus ze passen ook op je terras. Gasten scannen de code, bestellen en betalen aan tafel.",
        ],
      },
    },
    "pakket-wisselen": {
      question: "Kan ik later van pakket wisselen?",
      answer: {
        shape: "single",
        answer:
          "Ja, elke maand. Verkoop je meer dan verwacht, dan stap je bijvoorbeeld over van Gratis naar Starter en betaal je een vast bedrag in plaats van {commission} commissie, beide excl. btw. Je houdt je webshop en krijgt er QR bij: elk pakket bevat alles van het pakket ervoor.",
      },
    },
    opzeggen: {
      question: "Hoe zeg ik op?",
      answer: {
        shape: "single",
        answer:
          "Laat het onze klantenservice weten via WhatsApp, telefoon of e-mail. Elk pakket loopt per maand, met een opzegtermijn van {noticeMonths} maand. Stop je in de proefperiode, dan gelden de regels onder ‘Zo werkt de proefperiode’ op de prijzenpagina.",
      },
    },
    printers: {
      question: "Kan ik bestellingen printen?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "Ja. Je laat bestellingen direct printen op een printer in de keuken of achter de toonbank.",
          "Werk je met het POS-apparaat? Dat print elke bestelling zodra je hem bevestigt, en aan het eind van de dag ook je dagomzet.",
          "Heb je al een kassasysteem met printer? Dan komen online bestellingen via een koppeling daar binnen, tussen je andere bonnen.",
          "Printerondersteuning zit in elk pakket. Welke printer bij je zaak past, lees je in het helpcentrum of vraag je aan onze klantenservice.",
        ],
      },
    },
    bezorggebieden: {
      question: "Hoe stel ik mijn bezorggebied in?",
      answer: {
        shape: "single",
        answer:
          "Je tekent je bezorggebied zelf op de kaart in Manager. Is het druk? Dan verhoog je de verwachte levertijd, zodat klanten weten wanneer hun eten komt.",
      },
    },
    hulp: {
      question: "Waar kan ik terecht als ik hulp nodig heb?",
      answer: {
        shape: "single",
        answer:
          "Bij onze klantenservice, elke dag van {supportOpens} tot {supportCloses} uur, in het Nederlands, via WhatsApp, telefoon en e-mail. In het helpcentrum vind je handleidingen. Klantenservice zit in elk pakket, en bij Enterprise krijg je ook een eigen accountmanager.",
      },
    },
  },
} satisfies FaqCopy;
