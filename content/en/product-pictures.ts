import { type ProductPicturesCopy, partnerTile } from "../schema/product-pictures";
import integrations from "./integrations";
import managerPage from "./products.manager";
import pagePage from "./products.page";
import posPage from "./products.pos";
import qrPage from "./products.qr";
import webshopPage from "./products.webshop";

/** The words in the product pages' pictures (prices in cents, times as "18:30"). */
export default {
  webshopCheckout: {
    alt: webshopPage.heroImageAlt,
    restaurant: "Sushi Kaido",
    title: "Checkout",
    pickup: "Pickup",
    delivery: "Delivery",
    pickupTimeLabel: "Pick up at",
    pickupTime: "18:30",
    items: [
      { name: "Kaido box, 16 pieces", priceCents: 2450, quantity: 1, options: ["Extra ginger"] },
      { name: "Salmon nigiri", priceCents: 440, quantity: 2 },
      { name: "Edamame", priceCents: 450, quantity: 1 },
    ],
    totalLabel: "Total",
    paymentTitle: "Payment method",
    cards: "Credit card",
    payButton: "Pay",
  },
  websiteBrowser: {
    alt: pagePage.heroImageAlt,
    domain: "trattoriaolivo.example",
    restaurant: "Trattoria Olivo",
    nav: ["Menu", "Contact"],
    orderButton: "Order online",
    headline: "Fresh pasta in the heart of Haarlem",
    subline: "Made by hand every day. Pick it up or have it delivered.",
    dishesTitle: "From our kitchen",
    dishes: [
      { name: "Tagliatelle al ragù", priceCents: 1650 },
      { name: "Pizza funghi", priceCents: 1395 },
      { name: "Tiramisù", priceCents: 695 },
    ],
    webshopHint: "trattoriaolivo.example/order",
  },
  qrTable: {
    alt: qrPage.heroImageAlt,
    restaurant: "Lunchroom Zuiderzon",
    stickerTitle: "Scan to order",
    stickerHint: "You can pay at the table too",
    table: "Table 12",
    menuTitle: "Lunch",
    items: [
      { name: "Ham and cheese toastie", priceCents: 595 },
      { name: "Club sandwich", priceCents: 795 },
      { name: "Fresh orange juice", priceCents: 425 },
      { name: "Dutch apple pie", priceCents: 450 },
    ],
    basketButton: "View order",
  },
  managerDashboard: {
    alt: managerPage.heroImageAlt,
    restaurant: "Grillroom Saray",
    revenueTitle: "Revenue this week",
    weekRevenueCents: [48250, 52100, 61340, 58900, 112480, 134750, 98600],
    ordersTitle: "Today's orders",
    orders: [
      { number: "#2417", time: "18:05", kind: "Delivery", totalCents: 3250, status: "On its way" },
      { number: "#2418", time: "18:12", kind: "Pickup", totalCents: 1890, status: "Ready" },
      { number: "#2419", time: "18:20", kind: "Delivery", totalCents: 4475, status: "Cooking" },
    ],
    areaTitle: "Delivery area",
    areaNote: "Eindhoven centre and Strijp",
    peakTitle: "Peak times",
    peakDay: "Friday",
    peakFrom: "17:00",
    peakUntil: "20:00",
    peakLimit: "Max. 20 orders per 15 minutes",
    stockTitle: "Stock",
    stock: [
      { name: "Lahmacun", inStock: true },
      { name: "Adana kebab", inStock: true },
      { name: "Baklava", inStock: false },
    ],
    inStock: "In stock",
    soldOut: "Sold out",
  },
  posHandheld: {
    alt: posPage.heroImageAlt,
    restaurant: "Cafetaria De Spits",
    newOrder: "New order",
    orderNumber: "#1187",
    pickupLabel: "Pick up at",
    pickupTime: "17:45",
    customer: "Jeroen",
    items: [
      { name: "Large fries", priceCents: 395, quantity: 2, options: ["Mayonnaise", "Curry sauce"] },
      { name: "Frikandel speciaal", priceCents: 325, quantity: 1, options: ["Extra onions"] },
      { name: "Kipcorn", priceCents: 295, quantity: 1 },
    ],
    paid: "Paid with iDEAL",
    totalLabel: "Total",
    confirm: "Confirm",
    print: "Print",
  },
  portalIntegrations: {
    alt: integrations.features.lead.imageAlt,
    portal: "Portal",
    restaurant: "Grillroom Saray",
    menu: ["Orders", "Menu", "Integrations", "Payouts"],
    title: "Integrations",
    intro: "Switch an integration on in one click.",
    partners: [
      partnerTile("tafelkas", true, integrations.partners.kinds),
      partnerTile("betaalbrug", true, integrations.partners.kinds),
      partnerTile("pinvast", true, integrations.partners.kinds),
      partnerTile("boekhelder", true, integrations.partners.kinds),
      partnerTile("smsnel", false, integrations.partners.kinds),
      partnerTile("stempelkaart", false, integrations.partners.kinds),
    ],
    connected: "Connected",
    connect: "Connect",
  },
} satisfies ProductPicturesCopy;
