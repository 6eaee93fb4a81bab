import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Cas client : un grill | Bestelwijs",
    description: "Comment un grill livre lui-même avec Bestelwijs : la zone de livraison dessinée sur la carte et un délai de livraison qui suit l’affluence.",
  },
  hero: {
    title: "Grill : livrer soi-même, avec un délai de livraison fiable",
    subtitle:
      "Le grill dessine sa zone de livraison sur la carte et allonge le délai de livraison prévu quand il y a du monde. Ainsi, les clients savent quand leur repas arrive.",
  },
  fictionNote: "Exemple illustratif : les noms et l’établissement sont fictifs.",
  pictureAlt: "Le webshop de Grillroom Saray sur un GSM, avec le délai de livraison prévu, devant une carte de sa propre zone de livraison",
  results: {
    label: "Résultats",
    items: [
      { value: "{caseSavings}", text: "économisés chaque mois" },
      { value: "jusqu’à {costSavings}", text: "de frais d’exploitation en moins" },
    ],
  },
  testimonials: {
    label: "Ce qu’en dit l’équipe",
    items: [
      {
        text: "Avant, les clients appelaient au bout d’une demi-heure pour demander où était leur repas. Maintenant, ils voient à l’avance combien de temps il faut, et c’est juste.",
        name: "Emre Yılmaz",
        job_title: "Propriétaire, Grillroom Saray",
      },
      {
        text: "Le samedi, j’allonge le délai de livraison d’un seul bouton. La cuisine suit, et les livreurs n’ont pas besoin de se presser.",
        name: "Fatma Yılmaz",
        job_title: "Gérante, Grillroom Saray",
      },
    ],
  },
  challenge: {
    title: "Le défi",
    text: "Grillroom Saray, à Eindhoven, livre avec ses propres livreurs. Des clients hors du quartier commandaient quand même, et les soirs d’affluence, le délai de livraison promis n’était plus tenu.",
    bullets: [
      "Des commandes venant d’adresses hors de la zone de livraison",
      "Un délai de livraison fixe, intenable les soirs d’affluence",
      "Des clients qui appelaient pour demander où était leur repas",
      "Des frais d’apps de livraison qui augmentaient chaque mois",
    ],
  },
  solution: {
    title: "La solution",
    text: "Emre a choisi Starter avec son propre webshop, et gère désormais la livraison lui-même :",
    checklist: [
      "Sa propre zone de livraison dessinée sur la carte, avec une zone à part pour les adresses plus éloignées",
      "L’affluence et le délai de livraison prévu ajustés pendant le coup de feu",
      "Les commandes par e-mail, dans l’app et, en option, par SMS",
      "Des remboursements depuis Manager si quelque chose tourne mal malgré tout",
      "Des versements chaque jour, avec une facture automatique à chaque versement",
    ],
  },
  conclusion: {
    title: "Le résultat",
    text: "Les clients savent quand leur repas arrive, et le téléphone reste calme. Comme le grill n’a plus besoin d’apps de livraison, Emre économise environ {caseSavings} par mois. Chez Bestelwijs, seulement {refundRate} des commandes sont remboursées en moyenne : les problèmes sont rares.",
  },
  cta: { label: "Voir les zones de livraison dans Manager", product: "products.manager" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
