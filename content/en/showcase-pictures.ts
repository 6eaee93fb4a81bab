import type { ShowcasePicturesCopy } from "../schema/showcase-pictures";

/** The words in the home page's and the case pages' pictures; prices in cents, times as "HH:MM". */
const pictures: ShowcasePicturesCopy = {
  homeHero: {
    shop: {
      restaurant: "Burgerij Noord",
      tagline: "Burgers & fries · Groningen",
      categories: ["Popular", "Burgers", "Fries", "Drinks"],
      dishes: [
        { name: "Cheeseburger", note: "Cheddar, pickles", priceCents: 1095 },
        { name: "Fresh fries", note: "With mayonnaise", priceCents: 395 },
        { name: "Caesar salad", note: "Chicken, parmesan", priceCents: 1250 },
        { name: "Lemonade", note: "Homemade", priceCents: 375 },
      ],
      basket: "Basket",
      basketCount: 2,
    },
    order: {
      title: "New order",
      number: "#1042",
      customer: "Sanne de Vries",
      when: "Pickup at",
      time: "18:30",
      lines: [
        { quantity: 1, name: "Cheeseburger", priceCents: 1095 },
        { quantity: 1, name: "Fresh fries", priceCents: 395 },
      ],
      total: "Total",
      accept: "Accept",
    },
  },
  templates: {
    sushi: {
      restaurant: "Sakura Sushi",
      tagline: "Sushi & poke · Rotterdam",
      categories: ["Popular", "Maki", "Nigiri", "Poke"],
      dishes: [
        { name: "Salmon nigiri", priceCents: 495 },
        { name: "California roll", priceCents: 1095 },
        { name: "Salmon poke bowl", priceCents: 1350 },
        { name: "Salmon maki", priceCents: 650 },
      ],
      basket: "Basket",
      basketCount: 2,
    },
    lunchroom: {
      restaurant: "Het Zonnetje",
      tagline: "Lunchroom · Amersfoort · 8:30–17:00",
      categories: ["Sandwiches", "Soup", "Salads", "Drinks"],
      dishes: [
        { name: "Club sandwich", note: "Ham, cheese, egg, salad", priceCents: 795 },
        { name: "Tomato soup", note: "With bread and herb butter", priceCents: 625 },
        { name: "Goat's cheese salad", note: "Honey, walnuts", priceCents: 1150 },
        { name: "Fresh orange juice", priceCents: 395 },
      ],
      add: "Add",
      basket: "Basket",
      basketCount: 1,
    },
    pizzeria: {
      restaurant: "Pizzeria Da Marco",
      tagline: "Stone-baked · 's-Hertogenbosch",
      categories: ["Pizza", "Pasta", "Dolci"],
      dishes: [
        { name: "Pizza Margherita", note: "Tomato, mozzarella, basil", priceCents: 1050 },
        { name: "Pizza Diavola", note: "Spicy salami", priceCents: 1395 },
        { name: "Lasagne", priceCents: 1450 },
      ],
      add: "Add to basket",
      basket: "Basket",
      basketCount: 2,
    },
    grill: {
      restaurant: "Grillhouse Anatolia",
      tagline: "Charcoal grill · Arnhem",
      categories: ["Grill", "Döner", "Mezze", "Drinks"],
      dishes: [
        { name: "Mixed grill", note: "Lamb chop, köfte, chicken", priceCents: 1795 },
        { name: "Döner kebab", note: "With garlic sauce", priceCents: 950 },
        { name: "Chicken skewer", note: "With rice and salad", priceCents: 1250 },
        { name: "Ayran", priceCents: 250 },
      ],
      basket: "Basket",
      basketCount: 3,
    },
    snackbar: {
      restaurant: "Snackbar 't Hoekje",
      tagline: "Snack bar · Zwolle · until 21:00",
      categories: ["Fries", "Snacks", "Burgers"],
      dishes: [
        { name: "Fries special", priceCents: 425 },
        { name: "Croquette", priceCents: 275 },
        { name: "Frikandel", priceCents: 250 },
        { name: "Hamburger", priceCents: 495 },
      ],
      basket: "Basket",
      basketCount: 3,
    },
  },
  cases: {
    lunchroom: {
      shop: {
        restaurant: "Lunchroom Zuiderzon",
        tagline: "Lunch · Utrecht · order ahead",
        categories: ["Sandwiches", "Bowls", "Soup", "Drinks"],
        dishes: [
          { name: "Carpaccio sandwich", note: "Pesto, rocket, pine nuts", priceCents: 925 },
          { name: "Falafel bowl", note: "Hummus, bulgur, pomegranate", priceCents: 1195 },
          { name: "Soup of the day", priceCents: 595 },
        ],
        basket: "Checkout",
        basketCount: 2,
      },
      pickupTitle: "Pick up at",
      slots: ["12:00", "12:15", "12:30", "12:45"],
      chosen: 1,
    },
    sushi: {
      restaurant: "Sushi Kaido",
      title: "Build your box",
      basePriceCents: 1450,
      steps: [
        {
          label: "Choose your fish",
          choices: [
            { name: "Salmon", extraCents: 0, chosen: true },
            { name: "Tuna", extraCents: 200, chosen: false },
            { name: "Prawn", extraCents: 100, chosen: false },
          ],
        },
        {
          label: "Extras",
          choices: [
            { name: "Extra ginger", extraCents: 50, chosen: true },
            { name: "Wakame", extraCents: 295, chosen: true },
            { name: "Edamame", extraCents: 395, chosen: false },
          ],
        },
      ],
      pickup: "Pickup",
      delivery: "Delivery",
      add: "Add",
    },
    cafetaria: {
      shop: {
        restaurant: "Cafetaria De Spits",
        tagline: "Snack bar · Tilburg · Fri & Sat until 23:00",
        categories: ["Snacks", "Fries", "Meals"],
        dishes: [
          { name: "Croquette", priceCents: 275 },
          { name: "Frikandel special", priceCents: 350 },
          { name: "Large fries", note: "With mayonnaise", priceCents: 425 },
          { name: "Kipcorn", priceCents: 325 },
        ],
        basket: "Basket",
        basketCount: 2,
      },
      soldOut: 0,
      soldOutLabel: "Sold out",
    },
    italian: {
      domain: "trattoriaolivo.example",
      restaurant: "Trattoria Olivo",
      nav: ["Menu", "About us", "Contact"],
      headline: "Fresh pasta, every day",
      intro: "Homemade pasta and wood-fired pizza in the heart of Haarlem.",
      orderButton: "Order online",
      menuTitle: "From the menu",
      dishes: [
        { name: "Tagliatelle al ragù", priceCents: 1650 },
        { name: "Pizza Margherita", priceCents: 1195 },
        { name: "Tiramisù", priceCents: 750 },
      ],
      hours: "Tue–Sun from 17:00",
    },
    grillroom: {
      shop: {
        restaurant: "Grillroom Saray",
        tagline: "Grill · Eindhoven · own drivers",
        categories: ["Platters", "Wraps", "Pizza", "Drinks"],
        dishes: [
          { name: "Mixed grill platter", note: "With rice, salad, garlic sauce", priceCents: 1850 },
          { name: "Shawarma wrap", priceCents: 850 },
          { name: "Lahmacun", note: "Turkish pizza", priceCents: 650 },
        ],
        basket: "Basket",
        basketCount: 2,
      },
      deliveryLabel: "Delivery in about",
      deliveryMinutes: "50 min",
      postcodeCheck: "5611 AB: we deliver to you",
    },
  },
};

export default pictures;
