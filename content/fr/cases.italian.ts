import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Cas client : un restaurant italien | Bestelwijs",
    description:
      "Un restaurant italien avec Page et Manager : son propre site web et nom de domaine, menu et promotions au même endroit. {productivity} de productivité en plus.",
  },
  hero: {
    title: "Restaurant italien : plus productif avec Page et Manager",
    subtitle:
      "Un site web bien à lui, sur son propre nom de domaine, relié au webshop. L’équipe modifie le menu, les prix et les promotions dans Manager, et les rapports montrent quels plats marchent bien. L’équipe gagne ainsi {productivity} de productivité.",
  },
  fictionNote: "Exemple illustratif : les noms et l’établissement sont fictifs.",
  pictureAlt: "Le site web de Trattoria Olivo sur son propre nom de domaine, avec des plats, leurs prix et un bouton pour commander en ligne",
  results: {
    label: "Résultats",
    items: [
      { value: "{productivity}", text: "de productivité en plus" },
      { value: "jusqu’à {moreRevenue}", text: "de chiffre d’affaires en plus grâce aux commandes en ligne" },
    ],
  },
  testimonials: {
    label: "Ce qu’en dit l’équipe",
    items: [
      {
        text: "Avant, je devais appeler le webdesigner pour chaque changement de prix. Maintenant, je modifie le menu moi-même le matin, pour la salle et le webshop en même temps.",
        name: "Giulia Romano",
        job_title: "Propriétaire, Trattoria Olivo",
      },
      {
        text: "Je vois chaque semaine quelles pâtes se vendent. J’adapte mes achats en conséquence, et nous jetons moins.",
        name: "Daan Smit",
        job_title: "Chef de cuisine, Trattoria Olivo",
      },
    ],
  },
  challenge: {
    title: "Le défi",
    text: "Trattoria Olivo, à Haarlem, avait un site web dépassé, une page de commande séparée et un menu sur papier. Chaque changement devait se faire à trois endroits, et personne ne savait exactement ce qui se vendait en ligne.",
    bullets: [
      "Un site web que l’équipe ne pouvait pas modifier elle-même",
      "Le menu et les prix à tenir à jour à trois endroits",
      "Aucune idée des plats qui se vendaient bien",
      "Des promotions mises en ligne quand elles étaient déjà terminées",
    ],
  },
  solution: {
    title: "La solution",
    text: "Giulia a choisi Professional : Page et Webshop, avec Manager pour les deux.",
    checklist: [
      "Un site web avec son propre nom de domaine et son hébergement, relié au webshop",
      "Un seul menu dans Manager pour Page et Webshop",
      "Les prix, le stock et les promotions modifiés par l’équipe elle-même, aussi depuis un GSM",
      "Des rapports sur les ventes par plat et par semaine",
      "Plusieurs utilisateurs, pour que le chef voie ses propres rapports",
    ],
  },
  conclusion: {
    title: "Le résultat",
    text: "Un seul changement dans Manager, et tout est à jour partout. L’équipe gagne {productivity} de productivité, et le chiffre d’affaires hebdomadaire en ligne est jusqu’à {moreRevenue} plus élevé qu’avant, parce que les promotions sont en ligne à temps.",
  },
  cta: { label: "Découvrir ce que permet Manager", product: "products.manager" },
  offer: { plan: "professional", products: ["page", "webshop"] },
} satisfies CaseCopy;
