import type { IntegrationsCopy } from "../types";

export default {
  meta: {
    title: "Intégrations caisse et paiement | Bestelwijs",
    description:
      "Connectez Bestelwijs à votre caisse, vos paiements, votre comptabilité, l’envoi de SMS, la cartographie, les réseaux sociaux, la fidélité et le chat.",
  },
  hero: {
    title: "Connectez votre caisse, vos paiements et votre comptabilité à Bestelwijs",
    subtitle:
      "Bestelwijs fonctionne avec des systèmes de caisse, des services de paiement, des logiciels de comptabilité, des services SMS, des services de cartographie, des réseaux sociaux, des programmes de fidélité et des outils de chat.",
  },
  heroHighlight: "caisse, vos paiements et votre comptabilité",
  heroMore: "Vous activez vous-même une intégration dans le portail. Les intégrations sont comprises dans chaque formule, sans frais supplémentaires.",
  partners: {
    title: "Nos partenaires",
    text: "Bestelwijs travaille déjà avec ces services.",
    kinds: {
      pos: "Système de caisse",
      cardPayments: "Paiements par carte en ligne",
      cashRegister: "Caisse enregistreuse",
      accounting: "Comptabilité",
      maps: "Recherche et cartographie",
      payments: "iDEAL et Bancontact",
      sms: "Envoi de SMS",
      social: "Réseau social",
      cashDesk: "Tiroir-caisse",
      loyalty: "Programme de fidélité",
      photoSocial: "Partage de photos",
      chat: "Chat",
    },
    invite: {
      title: "Votre service ici ?",
      text: "Vous développez des logiciels pour l’horeca et souhaitez vous connecter à Bestelwijs ? Notre programme partenaires arrive bientôt.",
      link: "À propos du programme partenaires",
    },
  },
  features: {
    title: "Ce que les intégrations vous apportent",
    lead: {
      title: "Tout dans un seul portail",
      text: "Le portail vous montre quelles intégrations sont activées, et vous en ajoutez une d’un seul clic. Ensuite, commandes, paiements et versements arrivent d’eux-mêmes dans vos autres systèmes.",
      button: "Découvrir Manager",
      imageAlt:
        "Le portail Bestelwijs, écran Intégrations : le système de caisse Tafelkas, Betaalbrug pour iDEAL et Bancontact, Pinvast pour les paiements par carte en ligne et Boekhelder pour la comptabilité sont connectés ; smsnel pour l’envoi de SMS et le programme de fidélité Stempelkaart sont encore désactivés.",
    },
    cards: [
      {
        title: "Les commandes dans votre système de caisse",
        text: "Les commandes en ligne arrivent directement dans votre système de caisse et sur votre imprimante. Rien à retaper.",
      },
      {
        title: "Le paiement que vos clients préfèrent",
        text: "Deux prestataires de paiement pour Bancontact, iDEAL, Apple Pay, Google Pay et cartes de crédit, en Belgique et aux Pays-Bas.",
      },
      {
        title: "Une comptabilité sans ressaisie",
        text: "Vous êtes payé chaque jour, chaque semaine ou chaque mois, avec une facture automatique à chaque versement, prête pour votre comptabilité.",
      },
      {
        title: "Des clients qui reviennent",
        text: "Envoyez un SMS quand la commande est en route, laissez vos clients cumuler des points et partagez vos promotions sur les réseaux sociaux.",
      },
    ],
  },
} satisfies IntegrationsCopy;
