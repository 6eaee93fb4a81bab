import type { HomeCopy } from "../types";

export default {
  meta: {
    title: "Online bestelsysteem voor restaurants | Bestelwijs",
    description:
      "Webshop, QR, Page, het POS-apparaat en Manager in één platform. Webshop en QR samen met Starter, {starter} per maand excl. btw, eerst {trialDays} dagen gratis.",
  },
  hero: {
    title: "Ontvang bestellingen online en aan tafel, in je eigen webshop",
    subtitle:
      "Webshop, Page, QR, Manager en POS werken samen. Jij bespaart tijd en houdt meer winst over. Starter en Professional probeer je {trialDays} dagen gratis, en binnen {onboardingHours} uur sta je online.",
  },
  heroImageAlt:
    "Webshop van Burgerij Noord op een telefoon, met cheeseburger, friet en salade met prijzen en twee gerechten in de winkelmand; ernaast komt de bestelling binnen bij het restaurant, af te halen om 18:30",
  heroNote:
    "Online en aan tafel samen met Starter: {starter} per maand, excl. btw. Geen opstartkosten: een POS-apparaat of QR-stickers neem je alleen als je wilt.",
  slider: {
    title: "1000+ ontwerpen voor je webshop",
    text: "Hieronder vijf voorbeelden, van lunchroom tot sushibar: kies een ontwerp dat bij je zaak past. Voeg je logo, kleuren en foto's toe, en je webshop staat klaar.",
    templates: {
      sushi: "Webshopontwerp voor Sakura Sushi: donker scherm, gerechten in twee kolommen met prijzen",
      lunchroom: "Webshopontwerp voor lunchroom Het Zonnetje: lichtgroen, rond logo, broodjes en soep met een knop Toevoegen",
      pizzeria: "Webshopontwerp voor Pizzeria Da Marco: rode balk, de pizza margherita groot in beeld, daaronder meer gerechten",
      grill: "Webshopontwerp voor Grillhouse Anatolia: donkerbruin en oranje, een lijst met grillgerechten en prijzen",
      snackbar: "Webshopontwerp voor Snackbar 't Hoekje: geel en blauw, friet en snacks in tegels met prijzen",
    },
    previous: "Vorig ontwerp",
    next: "Volgend ontwerp",
  },
  keyFeatures: {
    title: "Wat het je zaak oplevert",
    intro: "Minder gedoe, meer bestellingen en een eerlijke prijs.",
    cards: [
      {
        icon: "growth",
        title: "Tot {moreRevenue} meer omzet",
        text: "Je eigen webshop en bestellen aan tafel leveren bestellingen op die je anders misloopt.",
      },
      {
        icon: "store",
        title: "Tot {moreOrders} meer bestellingen",
        text: "Gasten bestellen wanneer het hun uitkomt, online of aan tafel, ook als je telefoon bezet is.",
      },
      {
        icon: "savings",
        title: "Tot {costSavings} lagere bedrijfskosten",
        text: "Geen commissie in een betaald pakket, en minder tijd kwijt aan bestellingen per telefoon.",
      },
      { icon: "users", title: "{productivity} productiever", text: "Bestellingen komen compleet en betaald binnen, dus je team kan gewoon koken en serveren." },
      {
        icon: "refund",
        title: "Slechts {refundRate} van de bestellingen terugbetaald",
        text: "Duidelijke bestellingen en betrouwbare betalingen betekenen minder fouten en minder terugbetalingen.",
      },
      { icon: "clock", title: "Binnen {onboardingHours} uur online", text: "We richten alles samen met je in, en je kunt elke maand van pakket wisselen." },
    ],
  },
  products: {
    title: "Eén platform, vijf producten",
    intro: "Gebruik één product of alle vijf. Ze delen één menu, één overzicht van je bestellingen en één account.",
    cards: {
      "products.webshop": { name: "Webshop", text: "Je eigen webshop voor afhalen en bezorgen, met alle gangbare betaalmethoden." },
      "products.page": { name: "Page", text: "Een website met eigen domein en hosting, gekoppeld aan je webshop." },
      "products.qr": { name: "QR", text: "Bestellen aan tafel met weerbestendige stickers, voor binnen en op het terras." },
      "products.manager": { name: "Manager", text: "De app en het portaal voor je menu, prijzen, voorraad, bezorggebieden en rapporten." },
      "products.pos": { name: "POS", text: "Een handzaam apparaat om bestellingen te ontvangen, te bevestigen en te printen." },
    },
    more: "Meer over {product}",
  },
  integrations: {
    title: "Werkt met de systemen die je al gebruikt",
    text: "Koppel je kassasysteem, printers, betaalproviders, boekhoudpakket en meer. Bestellingen komen binnen per e-mail, app, portaal of sms.",
    link: "Bekijk alle integraties",
  },
  testimonials: {
    title: "Dit zeggen restauranteigenaren",
    note: "Illustratieve citaten: de namen en bedrijven zijn verzonnen.",
    items: [
      {
        text: "Sinds we zelf bezorgen in plaats van via bezorgapps, besparen we zo'n {caseSavings} per maand. En onze vaste klanten vinden ons nog steeds.",
        name: "Emre Y.",
        job_title: "Eigenaar van een grillroom in Eindhoven",
      },
      {
        text: "Ik bevestig een bestelling op het POS-apparaat en de bon rolt er meteen uit. Op een drukke vrijdagavond scheelt dat een hoop heen en weer lopen.",
        name: "Marco van D.",
        job_title: "Eigenaar van een cafetaria in Tilburg",
      },
      {
        text: "Gasten scannen de sticker op tafel en bestellen zelf. We bedienen meer tafels met hetzelfde team.",
        name: "Mo H.",
        job_title: "Bedrijfsleider van een lunchroom in Utrecht",
      },
    ],
  },
} satisfies HomeCopy;
