import type { ShowcasePicturesCopy } from "../schema/showcase-pictures";

/** De woorden in de tekeningen van de homepage en de cases; prijzen in centen, tijden als "UU:MM". */
const pictures: ShowcasePicturesCopy = {
  homeHero: {
    shop: {
      restaurant: "Burgerij Noord",
      tagline: "Burgers & friet · Groningen",
      categories: ["Populair", "Burgers", "Friet", "Drinken"],
      dishes: [
        { name: "Cheeseburger", note: "Cheddar, augurk", priceCents: 1095 },
        { name: "Verse friet", note: "Met mayonaise", priceCents: 395 },
        { name: "Caesarsalade", note: "Kip, parmezaan", priceCents: 1250 },
        { name: "Limonade", note: "Huisgemaakt", priceCents: 375 },
      ],
      basket: "Winkelmand",
      basketCount: 2,
    },
    order: {
      title: "Nieuwe bestelling",
      number: "#1042",
      customer: "Sanne de Vries",
      when: "Afhalen om",
      time: "18:30",
      lines: [
        { quantity: 1, name: "Cheeseburger", priceCents: 1095 },
        { quantity: 1, name: "Verse friet", priceCents: 395 },
      ],
      total: "Totaal",
      accept: "Accepteren",
    },
  },
  templates: {
    sushi: {
      restaurant: "Sakura Sushi",
      tagline: "Sushi & poké · Rotterdam",
      categories: ["Populair", "Maki", "Nigiri", "Poké"],
      dishes: [
        { name: "Zalm nigiri", priceCents: 495 },
        { name: "California roll", priceCents: 1095 },
        { name: "Poké bowl zalm", priceCents: 1350 },
        { name: "Sake maki", priceCents: 650 },
      ],
      basket: "Winkelmand",
      basketCount: 2,
    },
    lunchroom: {
      restaurant: "Het Zonnetje",
      tagline: "Lunchroom · Amersfoort · 8:30–17:00",
      categories: ["Broodjes", "Soep", "Salades", "Drinken"],
      dishes: [
        { name: "Broodje gezond", note: "Ham, kaas, ei, groente", priceCents: 795 },
        { name: "Tomatensoep", note: "Met brood en kruidenboter", priceCents: 625 },
        { name: "Geitenkaassalade", note: "Honing, walnoot", priceCents: 1150 },
        { name: "Verse jus d'orange", priceCents: 395 },
      ],
      add: "Toevoegen",
      basket: "Winkelmand",
      basketCount: 1,
    },
    pizzeria: {
      restaurant: "Pizzeria Da Marco",
      tagline: "Uit de steenoven · 's-Hertogenbosch",
      categories: ["Pizza", "Pasta", "Dolci"],
      dishes: [
        { name: "Pizza Margherita", note: "Tomaat, mozzarella, basilicum", priceCents: 1050 },
        { name: "Pizza Diavola", note: "Pittige salami", priceCents: 1395 },
        { name: "Lasagne", priceCents: 1450 },
      ],
      add: "In winkelmand",
      basket: "Winkelmand",
      basketCount: 2,
    },
    grill: {
      restaurant: "Grillhouse Anatolia",
      tagline: "Van de houtskoolgrill · Arnhem",
      categories: ["Grill", "Döner", "Mezze", "Drinken"],
      dishes: [
        { name: "Mixed grill", note: "Lamskotelet, köfte, kip", priceCents: 1795 },
        { name: "Döner kebab", note: "Met knoflooksaus", priceCents: 950 },
        { name: "Kipspies", note: "Met rijst en salade", priceCents: 1250 },
        { name: "Ayran", priceCents: 250 },
      ],
      basket: "Winkelmand",
      basketCount: 3,
    },
    snackbar: {
      restaurant: "Snackbar 't Hoekje",
      tagline: "Cafetaria · Zwolle · tot 21:00",
      categories: ["Friet", "Snacks", "Burgers"],
      dishes: [
        { name: "Friet speciaal", priceCents: 425 },
        { name: "Kroket", priceCents: 275 },
        { name: "Frikandel", priceCents: 250 },
        { name: "Hamburger", priceCents: 495 },
      ],
      basket: "Winkelmand",
      basketCount: 3,
    },
  },
  cases: {
    lunchroom: {
      shop: {
        restaurant: "Lunchroom Zuiderzon",
        tagline: "Lunch · Utrecht · bestel vooruit",
        categories: ["Broodjes", "Bowls", "Soep", "Drinken"],
        dishes: [
          { name: "Broodje carpaccio", note: "Pesto, rucola, pijnboompitten", priceCents: 925 },
          { name: "Bowl falafel", note: "Hummus, bulgur, granaatappel", priceCents: 1195 },
          { name: "Soep van de dag", priceCents: 595 },
        ],
        basket: "Afrekenen",
        basketCount: 2,
      },
      pickupTitle: "Ophalen om",
      slots: ["12:00", "12:15", "12:30", "12:45"],
      chosen: 1,
    },
    sushi: {
      restaurant: "Sushi Kaido",
      title: "Stel je box samen",
      basePriceCents: 1450,
      steps: [
        {
          label: "Kies je vis",
          choices: [
            { name: "Zalm", extraCents: 0, chosen: true },
            { name: "Tonijn", extraCents: 200, chosen: false },
            { name: "Garnaal", extraCents: 100, chosen: false },
          ],
        },
        {
          label: "Extra's",
          choices: [
            { name: "Extra gember", extraCents: 50, chosen: true },
            { name: "Wakame", extraCents: 295, chosen: true },
            { name: "Edamame", extraCents: 395, chosen: false },
          ],
        },
      ],
      pickup: "Afhalen",
      delivery: "Bezorgen",
      add: "Toevoegen",
    },
    cafetaria: {
      shop: {
        restaurant: "Cafetaria De Spits",
        tagline: "Snackbar · Tilburg · vr en za tot 23:00",
        categories: ["Snacks", "Friet", "Menu's"],
        dishes: [
          { name: "Kroket", priceCents: 275 },
          { name: "Frikandel speciaal", priceCents: 350 },
          { name: "Grote friet", note: "Met mayonaise", priceCents: 425 },
          { name: "Kipcorn", priceCents: 325 },
        ],
        basket: "Winkelmand",
        basketCount: 2,
      },
      soldOut: 0,
      soldOutLabel: "Uitverkocht",
    },
    italian: {
      domain: "trattoriaolivo.example",
      restaurant: "Trattoria Olivo",
      nav: ["Menu", "Over ons", "Contact"],
      headline: "Verse pasta, elke dag",
      intro: "Huisgemaakte pasta en pizza uit de houtoven, midden in Haarlem.",
      orderButton: "Bestel online",
      menuTitle: "Van de kaart",
      dishes: [
        { name: "Tagliatelle al ragù", priceCents: 1650 },
        { name: "Pizza Margherita", priceCents: 1195 },
        { name: "Tiramisù", priceCents: 750 },
      ],
      hours: "Di–zo vanaf 17:00",
    },
    grillroom: {
      shop: {
        restaurant: "Grillroom Saray",
        tagline: "Grill · Eindhoven · eigen bezorgers",
        categories: ["Schotels", "Broodjes", "Pizza", "Drinken"],
        dishes: [
          { name: "Mixed grill schotel", note: "Met rijst, salade, knoflooksaus", priceCents: 1850 },
          { name: "Broodje shoarma", priceCents: 850 },
          { name: "Lahmacun", note: "Turkse pizza", priceCents: 650 },
        ],
        basket: "Winkelmand",
        basketCount: 2,
      },
      deliveryLabel: "Bezorgen in ongeveer",
      deliveryMinutes: "50 min",
      postcodeCheck: "5611 AB: we bezorgen bij jou",
    },
  },
};

export default pictures;
