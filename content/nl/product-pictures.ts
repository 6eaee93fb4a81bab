import { type ProductPicturesCopy, partnerTile } from "../schema/product-pictures";
import integrations from "./integrations";
import managerPage from "./products.manager";
import pagePage from "./products.page";
import posPage from "./products.pos";
import qrPage from "./products.qr";
import webshopPage from "./products.webshop";

/** De woorden in de tekeningen van de productpagina's (prijzen in centen, tijden als "18:30"). */
export default {
  webshopCheckout: {
    alt: webshopPage.heroImageAlt,
    restaurant: "Sushi Kaido",
    title: "Afrekenen",
    pickup: "Afhalen",
    delivery: "Bezorgen",
    pickupTimeLabel: "Afhalen om",
    pickupTime: "18:30",
    items: [
      { name: "Kaido box, 16 stuks", priceCents: 2450, quantity: 1, options: ["Extra gember"] },
      { name: "Nigiri zalm", priceCents: 440, quantity: 2 },
      { name: "Edamame", priceCents: 450, quantity: 1 },
    ],
    totalLabel: "Totaal",
    paymentTitle: "Betaalmethode",
    cards: "Creditcard",
    payButton: "Betaal",
  },
  websiteBrowser: {
    alt: pagePage.heroImageAlt,
    domain: "trattoriaolivo.example",
    restaurant: "Trattoria Olivo",
    nav: ["Menu", "Contact"],
    orderButton: "Bestel online",
    headline: "Verse pasta, midden in Haarlem",
    subline: "Elke dag met de hand gemaakt. Afhalen of laten bezorgen.",
    dishesTitle: "Uit onze keuken",
    dishes: [
      { name: "Tagliatelle al ragù", priceCents: 1650 },
      { name: "Pizza funghi", priceCents: 1395 },
      { name: "Tiramisù", priceCents: 695 },
    ],
    webshopHint: "trattoriaolivo.example/bestellen",
  },
  qrTable: {
    alt: qrPage.heroImageAlt,
    restaurant: "Lunchroom Zuiderzon",
    stickerTitle: "Scan en bestel",
    stickerHint: "Betalen kan ook aan tafel",
    table: "Tafel 12",
    menuTitle: "Lunch",
    items: [
      { name: "Tosti ham en kaas", priceCents: 595 },
      { name: "Broodje gezond", priceCents: 795 },
      { name: "Verse jus d'orange", priceCents: 425 },
      { name: "Appeltaart", priceCents: 450 },
    ],
    basketButton: "Bekijk bestelling",
  },
  managerDashboard: {
    alt: managerPage.heroImageAlt,
    restaurant: "Grillroom Saray",
    revenueTitle: "Omzet deze week",
    weekRevenueCents: [48250, 52100, 61340, 58900, 112480, 134750, 98600],
    ordersTitle: "Bestellingen vandaag",
    orders: [
      { number: "#2417", time: "18:05", kind: "Bezorgen", totalCents: 3250, status: "Onderweg" },
      { number: "#2418", time: "18:12", kind: "Afhalen", totalCents: 1890, status: "Klaar" },
      { number: "#2419", time: "18:20", kind: "Bezorgen", totalCents: 4475, status: "In de keuken" },
    ],
    areaTitle: "Bezorggebied",
    areaNote: "Eindhoven-Centrum en Strijp",
    peakTitle: "Piektijden",
    peakDay: "Vrijdag",
    peakFrom: "17:00",
    peakUntil: "20:00",
    peakLimit: "Max. 20 bestellingen per kwartier",
    stockTitle: "Voorraad",
    stock: [
      { name: "Lahmacun", inStock: true },
      { name: "Adana kebab", inStock: true },
      { name: "Baklava", inStock: false },
    ],
    inStock: "Op voorraad",
    soldOut: "Uitverkocht",
  },
  posHandheld: {
    alt: posPage.heroImageAlt,
    restaurant: "Cafetaria De Spits",
    newOrder: "Nieuwe bestelling",
    orderNumber: "#1187",
    pickupLabel: "Afhalen om",
    pickupTime: "17:45",
    customer: "Jeroen",
    items: [
      { name: "Friet groot", priceCents: 395, quantity: 2, options: ["Mayonaise", "Curry"] },
      { name: "Frikandel speciaal", priceCents: 325, quantity: 1, options: ["Extra uitjes"] },
      { name: "Kipcorn", priceCents: 295, quantity: 1 },
    ],
    paid: "Betaald met iDEAL",
    totalLabel: "Totaal",
    confirm: "Bevestigen",
    print: "Printen",
  },
  portalIntegrations: {
    alt: integrations.features.lead.imageAlt,
    portal: "Portaal",
    restaurant: "Grillroom Saray",
    menu: ["Bestellingen", "Menu", "Koppelingen", "Uitbetalingen"],
    title: "Koppelingen",
    intro: "Zet een koppeling aan met één klik.",
    partners: [
      partnerTile("tafelkas", true, integrations.partners.kinds),
      partnerTile("betaalbrug", true, integrations.partners.kinds),
      partnerTile("pinvast", true, integrations.partners.kinds),
      partnerTile("boekhelder", true, integrations.partners.kinds),
      partnerTile("smsnel", false, integrations.partners.kinds),
      partnerTile("stempelkaart", false, integrations.partners.kinds),
    ],
    connected: "Gekoppeld",
    connect: "Koppelen",
  },
} satisfies ProductPicturesCopy;
