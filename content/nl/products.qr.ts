import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Bestellen aan tafel met QR | Bestelwijs",
    description:
      "Gasten scannen de QR-sticker op tafel en bestellen met hun eigen telefoon. Weerbestendige stickers voor binnen en op het terras, {qrSticker} per stuk, excl. btw.",
  },
  hero: {
    title: "Gasten bestellen zelf aan tafel, met één scan",
    subtitle:
      "Plak een weerbestendige QR-sticker op elke tafel, binnen of op het terras. Gasten scannen en bestellen. De stickers betaal je tegen kostprijs: {qrSticker} per stuk, excl. btw.",
  },
  heroImageAlt:
    "Een weerbestendige QR-sticker op tafel 12 van Lunchroom Zuiderzon, met een echte QR-code die naar het aanvraagformulier voor een demo leidt. Ernaast een telefoon met het menu van de tafel, prijzen en een knop om de bestelling te bekijken.",
  intro: {
    title: "Niet meer wachten op de kaart of de rekening",
    paragraphs: [
      "Gasten scannen de sticker op hun tafel, bekijken je menu op hun eigen telefoon en bestellen meteen. De bestelling komt in de keuken binnen met de tafel erbij.",
      "Ze betalen in één keer met iDEAL, Bancontact, Apple Pay, Google Pay of creditcard. Je personeel is minder tijd kwijt aan opnemen en afrekenen, en heeft meer tijd voor je gasten.",
    ],
  },
  features: {
    title: "Bestellen aan tafel zonder gedoe",
    intro: "Binnen of op het terras, druk of rustig: elke tafel wordt een kassa.",
    cards: [
      { icon: "weather", title: "Weerbestendige stickers", text: "Gemaakt voor binnen én voor het terras, tegen regen en zon." },
      { icon: "qr", title: "Eén scan naar je menu", text: "Elke tafel heeft een eigen code, dus elke bestelling komt binnen met de juiste tafel." },
      { icon: "card", title: "Afrekenen aan tafel", text: "iDEAL, Bancontact, Apple Pay, Google Pay en creditcards, via twee betaalproviders." },
      { icon: "printer", title: "Direct naar de keuken", text: "Bestellingen komen binnen in de app, in het portaal of op je printer en je POS-apparaat." },
      {
        icon: "savings",
        title: "Stickers tegen kostprijs",
        text: "Geen opstartkosten. De stickers bestel je zelf, zoveel als je wilt, tegen kostprijs: {qrSticker} per stuk, excl. btw.",
      },
    ],
  },
  outro: {
    title: "Zie het werken aan je eigen tafels",
    paragraphs: [
      "Elke zaak is anders ingedeeld. In een korte demo laten we zien hoe bestellen met QR past bij je tafels, je terras en je manier van werken.",
      "QR zit in Starter, samen met Webshop, en in elk pakket daarboven. Na de demo probeer je QR met Starter {trialDays} dagen gratis.",
    ],
  },
  closing: {
    title: "Bekijk bestellen aan tafel in een demo",
    text: "In een korte demo laten we zien hoe gasten bij jou aan tafel bestellen en betalen. Daarna probeer je QR met Starter {trialDays} dagen gratis.",
    note: "Geen opstartkosten. QR-stickers bestel je zoveel als je wilt, tegen kostprijs: {qrSticker} per stuk, excl. btw.",
  },
} satisfies ProductCopy;
