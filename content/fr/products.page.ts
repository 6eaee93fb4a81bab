import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Site web de restaurant avec nom de domaine | Bestelwijs",
    description:
      "Page offre à votre établissement un site web avec nom de domaine et hébergement, relié à votre webshop. Essayez Professional {trialDays} jours gratuitement.",
  },
  hero: {
    title: "Le site web de votre restaurant, directement relié à votre webshop",
    subtitle:
      "Page s’occupe de votre nom de domaine et de l’hébergement. Depuis votre site web, les visiteurs passent directement à votre webshop. Plus de 1 000 modèles au choix.",
  },
  heroImageAlt:
    "Une fenêtre de navigateur avec le site web de Trattoria Olivo sur trattoriaolivo.example : un menu, le bouton Commander en ligne qui mène au webshop du restaurant, et trois plats avec leurs prix.",
  intro: {
    title: "Un site web qui transforme les visiteurs en commandes",
    paragraphs: [
      "Avec Page, votre établissement a son propre site web, sur son propre nom de domaine. Nous nous occupons de l’hébergement : vous n’avez jamais à penser aux serveurs ni aux mises à jour.",
      "Chaque page mène directement à votre webshop. Qui consulte votre menu peut commander dans la foulée, sans détour par une plateforme de commande.",
    ],
  },
  features: {
    title: "Ce que Page vous apporte",
    intro: "Un site web complet sans webdesigner, et sans facture d’hébergement à part.",
    cards: [
      { icon: "globe", title: "Votre propre nom de domaine", text: "Le nom de votre établissement dans la barre d’adresse, hébergement compris." },
      {
        icon: "palette",
        title: "Plus de 1 000 modèles",
        text: "Choisissez un modèle qui correspond à votre établissement et personnalisez-le avec votre logo, vos couleurs et vos photos.",
      },
      { icon: "store", title: "Relié à votre webshop", text: "Votre menu et vos prix viennent directement du webshop : ils sont toujours à jour." },
      {
        icon: "dashboard",
        title: "Vous le modifiez vous-même dans Manager",
        text: "Changez les textes, les photos et les plats dans Manager, dans l’app ou sur le portail, quand vous le voulez.",
      },
      {
        icon: "clock",
        title: "En ligne sous {onboardingHours} heures",
        text: "Nous mettons votre site web en place avec vous, pour qu’il soit en ligne sous {onboardingHours} heures.",
      },
    ],
  },
  outro: {
    title: "Un seul endroit pour votre nom, votre menu et vos commandes",
    paragraphs: [
      "Page et Webshop ne font qu’un. Modifiez un prix dans Manager, et il change en même temps sur votre site web et dans votre webshop.",
      "Page est compris dans Professional, avec Webshop et QR, et dans Enterprise, sans frais de mise en service ; l’appareil POS et les autocollants QR sont en option. Professional s’essaie gratuitement pendant {trialDays} jours.",
    ],
  },
} satisfies ProductCopy;
