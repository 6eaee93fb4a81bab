import type { ShowcasePicturesCopy } from "../schema/showcase-pictures";

/** Les mots des illustrations de la page d'accueil et des cas clients ; prix en centimes, heures au format "HH:MM". */
const pictures: ShowcasePicturesCopy = {
  homeHero: {
    shop: {
      restaurant: "Burgerij Noord",
      tagline: "Burgers & frites · Groningue",
      categories: ["Populaire", "Burgers", "Frites", "Boissons"],
      dishes: [
        { name: "Cheeseburger", note: "Cheddar, cornichons", priceCents: 1095 },
        { name: "Frites fraîches", note: "Avec mayonnaise", priceCents: 395 },
        { name: "Salade César", note: "Poulet, parmesan", priceCents: 1250 },
        { name: "Limonade", note: "Maison", priceCents: 375 },
      ],
      basket: "Panier",
      basketCount: 2,
    },
    order: {
      title: "Nouvelle commande",
      number: "#1042",
      customer: "Sanne de Vries",
      when: "Retrait à",
      time: "18:30",
      lines: [
        { quantity: 1, name: "Cheeseburger", priceCents: 1095 },
        { quantity: 1, name: "Frites fraîches", priceCents: 395 },
      ],
      total: "Total",
      accept: "Accepter",
    },
  },
  templates: {
    sushi: {
      restaurant: "Sakura Sushi",
      tagline: "Sushi & poké · Rotterdam",
      categories: ["Populaire", "Maki", "Nigiri", "Poké"],
      dishes: [
        { name: "Nigiri saumon", priceCents: 495 },
        { name: "California roll", priceCents: 1095 },
        { name: "Poké bowl saumon", priceCents: 1350 },
        { name: "Maki saumon", priceCents: 650 },
      ],
      basket: "Panier",
      basketCount: 2,
    },
    lunchroom: {
      restaurant: "Het Zonnetje",
      tagline: "Sandwicherie · Amersfoort · 8:30–17:00",
      categories: ["Sandwichs", "Soupes", "Salades", "Boissons"],
      dishes: [
        { name: "Sandwich club", note: "Jambon, fromage, œuf, crudités", priceCents: 795 },
        { name: "Soupe aux tomates", note: "Avec pain et beurre aux herbes", priceCents: 625 },
        { name: "Salade de chèvre", note: "Miel, noix", priceCents: 1150 },
        { name: "Jus d’orange frais", priceCents: 395 },
      ],
      add: "Ajouter",
      basket: "Panier",
      basketCount: 1,
    },
    pizzeria: {
      restaurant: "Pizzeria Da Marco",
      tagline: "Four à pierre · Bois-le-Duc",
      categories: ["Pizza", "Pâtes", "Dolci"],
      dishes: [
        { name: "Pizza Margherita", note: "Tomate, mozzarella, basilic", priceCents: 1050 },
        { name: "Pizza Diavola", note: "Salami piquant", priceCents: 1395 },
        { name: "Lasagne", priceCents: 1450 },
      ],
      add: "Ajouter au panier",
      basket: "Panier",
      basketCount: 2,
    },
    grill: {
      restaurant: "Grillhouse Anatolia",
      tagline: "Grill au charbon de bois · Arnhem",
      categories: ["Grill", "Döner", "Mezze", "Boissons"],
      dishes: [
        { name: "Mixed grill", note: "Côtelette d’agneau, köfte, poulet", priceCents: 1795 },
        { name: "Döner kebab", note: "Sauce à l’ail", priceCents: 950 },
        { name: "Brochette de poulet", note: "Avec riz et salade", priceCents: 1250 },
        { name: "Ayran", priceCents: 250 },
      ],
      basket: "Panier",
      basketCount: 3,
    },
    snackbar: {
      restaurant: "Snackbar ’t Hoekje",
      tagline: "Friterie · Zwolle · jusqu’à 21:00",
      categories: ["Frites", "Snacks", "Burgers"],
      dishes: [
        { name: "Frite spéciale", priceCents: 425 },
        { name: "Croquette", priceCents: 275 },
        { name: "Fricadelle", priceCents: 250 },
        { name: "Hamburger", priceCents: 495 },
      ],
      basket: "Panier",
      basketCount: 3,
    },
  },
  cases: {
    lunchroom: {
      shop: {
        restaurant: "Lunchroom Zuiderzon",
        tagline: "Lunch · Utrecht · commandez à l’avance",
        categories: ["Sandwichs", "Bowls", "Soupes", "Boissons"],
        dishes: [
          { name: "Sandwich carpaccio", note: "Pesto, roquette, pignons de pin", priceCents: 925 },
          { name: "Bowl falafel", note: "Houmous, boulgour, grenade", priceCents: 1195 },
          { name: "Soupe du jour", priceCents: 595 },
        ],
        basket: "Paiement",
        basketCount: 2,
      },
      pickupTitle: "Retrait à",
      slots: ["12:00", "12:15", "12:30", "12:45"],
      chosen: 1,
    },
    sushi: {
      restaurant: "Sushi Kaido",
      title: "Composez votre box",
      basePriceCents: 1450,
      steps: [
        {
          label: "Choisissez votre poisson",
          choices: [
            { name: "Saumon", extraCents: 0, chosen: true },
            { name: "Thon", extraCents: 200, chosen: false },
            { name: "Crevette", extraCents: 100, chosen: false },
          ],
        },
        {
          label: "Extras",
          choices: [
            { name: "Gingembre en plus", extraCents: 50, chosen: true },
            { name: "Wakamé", extraCents: 295, chosen: true },
            { name: "Edamame", extraCents: 395, chosen: false },
          ],
        },
      ],
      pickup: "Retrait",
      delivery: "Livraison",
      add: "Ajouter",
    },
    cafetaria: {
      shop: {
        restaurant: "Cafetaria De Spits",
        tagline: "Friterie · Tilburg · ven. et sam. jusqu’à 23:00",
        categories: ["Snacks", "Frites", "Menus"],
        dishes: [
          { name: "Croquette", priceCents: 275 },
          { name: "Fricadelle spéciale", priceCents: 350 },
          { name: "Grande frite", note: "Avec mayonnaise", priceCents: 425 },
          { name: "Kipcorn", priceCents: 325 },
        ],
        basket: "Panier",
        basketCount: 2,
      },
      soldOut: 0,
      soldOutLabel: "Épuisé",
    },
    italian: {
      domain: "trattoriaolivo.example",
      restaurant: "Trattoria Olivo",
      nav: ["Menu", "À propos", "Contact"],
      headline: "Pâtes fraîches, tous les jours",
      intro: "Pâtes maison et pizzas au feu de bois, au cœur de Haarlem.",
      orderButton: "Commander en ligne",
      menuTitle: "Au menu",
      dishes: [
        { name: "Tagliatelle al ragù", priceCents: 1650 },
        { name: "Pizza Margherita", priceCents: 1195 },
        { name: "Tiramisù", priceCents: 750 },
      ],
      hours: "Mar–dim dès 17:00",
    },
    grillroom: {
      shop: {
        restaurant: "Grillroom Saray",
        tagline: "Grill · Eindhoven · nos propres livreurs",
        categories: ["Assiettes", "Pitas", "Pizza", "Boissons"],
        dishes: [
          { name: "Assiette mixed grill", note: "Avec riz, salade, sauce à l’ail", priceCents: 1850 },
          { name: "Pita shawarma", priceCents: 850 },
          { name: "Lahmacun", note: "Pizza turque", priceCents: 650 },
        ],
        basket: "Panier",
        basketCount: 2,
      },
      deliveryLabel: "Livraison dans environ",
      deliveryMinutes: "50 min",
      postcodeCheck: "5611 AB : nous livrons chez vous",
    },
  },
};

export default pictures;
