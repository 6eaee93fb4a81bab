import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Manager : gérez menu et commandes | Bestelwijs",
    description:
      "Gérez menu, prix, stock, promotions et zones de livraison dans une app ou un portail. Avec rapports, versements, remboursements et plusieurs établissements.",
  },
  hero: {
    title: "Tout votre établissement dans une app : menu, prix, stock et chiffres",
    subtitle:
      "Avec Manager, vous modifiez votre menu et vos prix, dessinez vos zones de livraison sur la carte et réglez le délai de livraison pour les heures de pointe. Votre chiffre d’affaires et vos versements, vous les voyez en un coup d’œil.",
  },
  heroImageAlt:
    "Le portail de Grillroom Saray dans Manager : un graphique en barres du chiffre d’affaires du lundi au dimanche, les commandes du jour avec leur statut, la zone de livraison sur une carte, les heures de pointe du vendredi soir et le stock, où le baklava est indiqué comme épuisé.",
  intro: {
    title: "Votre établissement bien en main, sur votre GSM ou à votre bureau",
    paragraphs: [
      "Manager, c’est l’app et le portail où vous, le propriétaire, gérez tout. Commandes, menu, prix et stock sont au même endroit, sur votre GSM ou sur votre ordinateur.",
      "Chaque modification apparaît aussitôt dans votre webshop, sur Page et dans QR. Un produit épuisé ? Désactivez-le, et plus personne ne peut le commander.",
    ],
  },
  features: {
    title: "Tout ce que Manager règle pour vous",
    intro: "Du menu au versement : tout ce qu’il vous faut chaque jour, sans formation.",
    cards: [
      {
        icon: "stock",
        title: "Menu, prix et stock",
        text: "Ajoutez des plats, changez les prix et indiquez ce qui est épuisé. Webshop, Page et QR suivent aussitôt.",
      },
      {
        icon: "tag",
        title: "Réductions et promotions",
        text: "Préparez une réduction ou une promotion en quelques pressions, pour un plat ou pour tout votre menu.",
      },
      {
        icon: "map",
        title: "Zones de livraison sur la carte",
        text: "Dessinez vos zones de livraison sur la carte, réglez combien de commandes vous pouvez absorber aux heures de pointe et le délai de livraison que voient vos clients.",
      },
      {
        icon: "chart",
        title: "Rapports et aperçu des ventes",
        text: "Voyez ce qui se vend bien, quand il y a du monde et ce que vous gagnez, dans des rapports accessibles à tout moment.",
      },
      {
        icon: "receipt",
        title: "Paiements et remboursements",
        text: "Suivez chaque paiement et chaque versement, et remboursez une commande en quelques clics.",
      },
    ],
  },
  outro: {
    title: "Un établissement ou plusieurs, une seule vue d’ensemble",
    paragraphs: [
      "Vous avez plus d’un établissement ? Gérez-les tous depuis un seul compte, chacun avec son propre menu et ses propres zones de livraison, et comparez leurs résultats.",
      "Manager se connecte aux systèmes que vous utilisez déjà, comme votre système de caisse, vos imprimantes et votre logiciel de comptabilité. Manager est compris dans chaque formule. Essayez-le avec Starter ou Professional gratuitement pendant {trialDays} jours : sous {onboardingHours} heures, vous êtes en ligne.",
    ],
  },
} satisfies ProductCopy;
