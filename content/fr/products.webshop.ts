import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Webshop pour vos commandes en ligne | Bestelwijs",
    description:
      "Votre webshop, en retrait ou en livraison. Paiement par Bancontact, iDEAL, Apple Pay, Google Pay ou carte de crédit. Versements par jour, semaine ou mois.",
  },
  hero: {
    title: "Votre propre webshop : vos clients commandent et paient directement chez vous",
    subtitle:
      "Retrait ou livraison, paiement par Bancontact, iDEAL, Apple Pay, Google Pay ou carte de crédit. Vous recevez votre argent chaque jour, chaque semaine ou chaque mois, avec une facture à chaque versement.",
  },
  heroImageAlt:
    "Le webshop de Sushi Kaido sur un GSM, au moment de payer : le retrait à six heures et demie choisi plutôt que la livraison, trois plats avec le total, et les moyens de paiement iDEAL, Bancontact, Apple Pay, Google Pay et carte de crédit.",
  intro: {
    title: "Les commandes arrivent directement chez vous, sous votre propre nom",
    paragraphs: [
      "Avec votre propre webshop, vos clients commandent directement chez vous, à retirer ou en livraison. Le webshop porte votre nom et vos couleurs, et c’est vous qui fixez le menu, les prix et les zones de livraison. Avec Starter ou Professional, vous ne payez aucune commission.",
      "Les paiements passent par deux prestataires de paiement, pour que vos clients paient comme ils le souhaitent : Bancontact, iDEAL, Apple Pay, Google Pay ou carte de crédit, en Belgique et aux Pays-Bas. En moyenne, seulement {refundRate} des commandes sont remboursées.",
    ],
  },
  features: {
    title: "Tout ce que votre webshop fait pour vous",
    intro: "Conçu pour les cuisines qui tournent à plein : simple pour vos clients, et pas de travail en plus pour vous.",
    cards: [
      {
        icon: "card",
        title: "iDEAL, Bancontact, portefeuilles et cartes bancaires",
        text: "Bancontact, iDEAL, Apple Pay, Google Pay et cartes de crédit, via deux prestataires de paiement fiables.",
      },
      {
        icon: "receipt",
        title: "Des versements à votre rythme",
        text: "Chaque jour, chaque semaine ou chaque mois, avec une facture automatique à chaque versement.",
      },
      {
        icon: "bell",
        title: "Ne manquez aucune commande",
        text: "Les nouvelles commandes arrivent par e-mail, dans l’app ou sur le portail, et aussi par SMS si vous le souhaitez.",
      },
      {
        icon: "printer",
        title: "Direct en cuisine",
        text: "Imprimez les commandes sur votre propre imprimante ou transférez-les vers votre système de caisse.",
      },
      {
        icon: "palette",
        title: "Votre style, votre webshop",
        text: "Choisissez parmi plus de 1 000 modèles et ajoutez votre logo, vos couleurs et vos photos.",
      },
    ],
  },
  outro: {
    title: "En ligne sous {onboardingHours} heures",
    paragraphs: [
      "Envoyez-nous votre menu et nous configurons votre webshop avec vous. Sous {onboardingHours} heures, vous prenez vos premières commandes, et il n’y a pas de frais de mise en service : l’appareil POS et les autocollants QR sont en option.",
      "Choisissez la formule qui vous convient : Gratuit, sans montant fixe et avec {commission} de commission sur les commandes abouties, ou un montant fixe à partir de {starter} par mois, sans commission et avec QR en plus. Tous les montants s’entendent HTVA. Starter et Professional s’essaient gratuitement pendant {trialDays} jours, et vous pouvez changer chaque mois.",
    ],
  },
} satisfies ProductCopy;
