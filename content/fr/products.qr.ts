import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Commande à table avec QR | Bestelwijs",
    description:
      "Vos clients scannent l’autocollant QR et commandent avec leur GSM. Autocollants résistants aux intempéries pour la salle et la terrasse, à {qrSticker} pièce HTVA.",
  },
  hero: {
    title: "Vos clients commandent eux-mêmes à table, en un seul scan",
    subtitle:
      "Collez un autocollant QR résistant aux intempéries sur chaque table, en salle ou en terrasse. Vos clients scannent et commandent. Les autocollants, vous les payez à prix coûtant : {qrSticker} pièce, HTVA.",
  },
  heroImageAlt:
    "Un autocollant QR résistant aux intempéries sur la table 12 de Lunchroom Zuiderzon, avec un vrai code QR qui mène au formulaire de demande de démo. À côté, un GSM affiche le menu de la table, avec les prix et un bouton pour voir la commande.",
  intro: {
    title: "Fini d’attendre le menu ou l’addition",
    paragraphs: [
      "Vos clients scannent l’autocollant sur leur table, parcourent votre menu sur leur propre GSM et commandent aussitôt. La commande arrive en cuisine avec le numéro de la table.",
      "Ils paient en une fois par Bancontact, iDEAL, Apple Pay, Google Pay ou carte de crédit. Votre personnel passe moins de temps à prendre les commandes et à encaisser, et plus de temps avec vos clients.",
    ],
  },
  features: {
    title: "La commande à table, sans tracas",
    intro: "En salle ou en terrasse, aux heures de pointe ou au calme : chaque table devient une caisse.",
    cards: [
      {
        icon: "weather",
        title: "Autocollants résistants aux intempéries",
        text: "Conçus pour la salle comme pour la terrasse, sous la pluie comme au soleil.",
      },
      { icon: "qr", title: "Un scan, et voici votre menu", text: "Chaque table a son propre code : chaque commande arrive avec la bonne table." },
      { icon: "card", title: "Payer à table", text: "Bancontact, iDEAL, Apple Pay, Google Pay et cartes de crédit, via deux prestataires de paiement." },
      {
        icon: "printer",
        title: "Direct en cuisine",
        text: "Les commandes arrivent dans l’app, sur le portail, ou sur votre imprimante et votre appareil POS.",
      },
      {
        icon: "savings",
        title: "Autocollants à prix coûtant",
        text: "Pas de frais de mise en service. Vous commandez les autocollants vous-même, autant que vous le souhaitez, à prix coûtant : {qrSticker} pièce, HTVA.",
      },
    ],
  },
  outro: {
    title: "Voyez-le fonctionner à vos propres tables",
    paragraphs: [
      "Chaque établissement est aménagé différemment. Lors d’une courte démo, nous vous montrons comment la commande avec QR s’adapte à vos tables, à votre terrasse et à votre façon de travailler.",
      "QR est compris dans Starter, avec Webshop, et dans chaque formule au-dessus. Après la démo, vous essayez QR avec Starter gratuitement pendant {trialDays} jours.",
    ],
  },
  closing: {
    title: "Découvrez la commande à table lors d’une démo",
    text: "Lors d’une courte démo, nous vous montrons comment vos clients commandent et paient à table chez vous. Ensuite, vous essayez QR avec Starter gratuitement pendant {trialDays} jours.",
    note: "Pas de frais de mise en service. Des autocollants QR autant que vous le souhaitez, à prix coûtant : {qrSticker} pièce, HTVA.",
  },
} satisfies ProductCopy;
