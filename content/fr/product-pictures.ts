import { type ProductPicturesCopy, partnerTile } from "../schema/product-pictures";
import integrations from "./integrations";
import managerPage from "./products.manager";
import pagePage from "./products.page";
import posPage from "./products.pos";
import qrPage from "./products.qr";
import webshopPage from "./products.webshop";

/** Les mots des illustrations des pages produits (prix en centimes, heures au format "18:30"). */
export default {
  webshopCheckout: {
    alt: webshopPage.heroImageAlt,
    restaurant: "Sushi Kaido",
    title: "Paiement",
    pickup: "Retrait",
    delivery: "Livraison",
    pickupTimeLabel: "Retrait à",
    pickupTime: "18:30",
    items: [
      { name: "Box Kaido, 16 pièces", priceCents: 2450, quantity: 1, options: ["Gingembre en plus"] },
      { name: "Nigiri saumon", priceCents: 440, quantity: 2 },
      { name: "Edamame", priceCents: 450, quantity: 1 },
    ],
    totalLabel: "Total",
    paymentTitle: "Moyen de paiement",
    cards: "Carte de crédit",
    payButton: "Payer",
  },
  websiteBrowser: {
    alt: pagePage.heroImageAlt,
    domain: "trattoriaolivo.example",
    restaurant: "Trattoria Olivo",
    nav: ["Menu", "Contact"],
    orderButton: "Commander en ligne",
    headline: "Pâtes fraîches, au cœur de Haarlem",
    subline: "Faites main chaque jour. À retirer ou en livraison.",
    dishesTitle: "De notre cuisine",
    dishes: [
      { name: "Tagliatelle al ragù", priceCents: 1650 },
      { name: "Pizza funghi", priceCents: 1395 },
      { name: "Tiramisù", priceCents: 695 },
    ],
    webshopHint: "trattoriaolivo.example/commander",
  },
  qrTable: {
    alt: qrPage.heroImageAlt,
    restaurant: "Lunchroom Zuiderzon",
    stickerTitle: "Scannez et commandez",
    stickerHint: "Vous pouvez aussi payer à table",
    table: "Table 12",
    menuTitle: "Lunch",
    items: [
      { name: "Croque-monsieur", priceCents: 595 },
      { name: "Sandwich club", priceCents: 795 },
      { name: "Jus d’orange frais", priceCents: 425 },
      { name: "Tarte aux pommes", priceCents: 450 },
    ],
    basketButton: "Voir la commande",
  },
  managerDashboard: {
    alt: managerPage.heroImageAlt,
    restaurant: "Grillroom Saray",
    revenueTitle: "Chiffre d’affaires de la semaine",
    weekRevenueCents: [48250, 52100, 61340, 58900, 112480, 134750, 98600],
    ordersTitle: "Commandes du jour",
    orders: [
      { number: "#2417", time: "18:05", kind: "Livraison", totalCents: 3250, status: "En route" },
      { number: "#2418", time: "18:12", kind: "Retrait", totalCents: 1890, status: "Prête" },
      { number: "#2419", time: "18:20", kind: "Livraison", totalCents: 4475, status: "En cuisine" },
    ],
    areaTitle: "Zone de livraison",
    areaNote: "Eindhoven-Centre et Strijp",
    peakTitle: "Heures de pointe",
    peakDay: "Vendredi",
    peakFrom: "17:00",
    peakUntil: "20:00",
    peakLimit: "Max. 20 commandes par quart d’heure",
    stockTitle: "Stock",
    stock: [
      { name: "Lahmacun", inStock: true },
      { name: "Adana kebab", inStock: true },
      { name: "Baklava", inStock: false },
    ],
    inStock: "En stock",
    soldOut: "Épuisé",
  },
  posHandheld: {
    alt: posPage.heroImageAlt,
    restaurant: "Cafetaria De Spits",
    newOrder: "Nouvelle commande",
    orderNumber: "#1187",
    pickupLabel: "Retrait à",
    pickupTime: "17:45",
    customer: "Jeroen",
    items: [
      { name: "Grande frite", priceCents: 395, quantity: 2, options: ["Mayonnaise", "Curry"] },
      { name: "Fricadelle spéciale", priceCents: 325, quantity: 1, options: ["Oignons en plus"] },
      { name: "Kipcorn", priceCents: 295, quantity: 1 },
    ],
    paid: "Payé par iDEAL",
    totalLabel: "Total",
    confirm: "Confirmer",
    print: "Imprimer",
  },
  portalIntegrations: {
    alt: integrations.features.lead.imageAlt,
    portal: "Portail",
    restaurant: "Grillroom Saray",
    menu: ["Commandes", "Menu", "Intégrations", "Versements"],
    title: "Intégrations",
    intro: "Activez une intégration d’un seul clic.",
    partners: [
      partnerTile("tafelkas", true, integrations.partners.kinds),
      partnerTile("betaalbrug", true, integrations.partners.kinds),
      partnerTile("pinvast", true, integrations.partners.kinds),
      partnerTile("boekhelder", true, integrations.partners.kinds),
      partnerTile("smsnel", false, integrations.partners.kinds),
      partnerTile("stempelkaart", false, integrations.partners.kinds),
    ],
    connected: "Connecté",
    connect: "Connecter",
  },
} satisfies ProductPicturesCopy;
