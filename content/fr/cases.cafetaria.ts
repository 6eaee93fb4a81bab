import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Cas client : une friterie | Bestelwijs",
    description:
      "Une friterie avec Webshop et l’appareil POS : moins d’appels au coup de feu, chaque commande imprimée. Jusqu’à {costSavings} de frais d’exploitation en moins.",
  },
  hero: {
    title: "Friterie : moins de frais d’exploitation avec POS et Webshop",
    subtitle:
      "Moins d’appels pendant le coup de feu : les commandes arrivent par le webshop et l’appareil POS les imprime pour la cuisine. Un produit épuisé ? Vous le désactivez. Jusqu’à {costSavings} de frais d’exploitation en moins.",
  },
  fictionNote: "Exemple illustratif : les noms et l’établissement sont fictifs.",
  pictureAlt: "Le webshop de Cafetaria De Spits sur un GSM, avec la croquette indiquée comme épuisée ; à côté, la croquette désactivée",
  results: {
    label: "Résultats",
    items: [
      { value: "jusqu’à {costSavings}", text: "de frais d’exploitation en moins" },
      { value: "jusqu’à {moreOrders}", text: "de commandes en plus le vendredi et le samedi" },
    ],
  },
  testimonials: {
    label: "Ce qu’en dit l’équipe",
    items: [
      {
        text: "Le vendredi soir, le téléphone sonnait sans arrêt. Maintenant, l’appareil POS bipe, j’appuie sur Confirmer, le ticket sort et on lance les frites.",
        name: "Marco van Dijk",
        job_title: "Propriétaire, Cafetaria De Spits",
      },
      {
        text: "Quand il n’y a plus de croquettes, je les désactive en deux pressions. Plus personne ne commande ce qu’on n’a plus.",
        name: "Priya Ramdin",
        job_title: "Responsable d’équipe, Cafetaria De Spits",
      },
    ],
  },
  challenge: {
    title: "Le défi",
    text: "Cafetaria De Spits, une friterie de Tilburg, est bondée dès dix-sept heures le vendredi et le samedi. Une personne ne faisait que répondre au téléphone, et des commandes se perdaient quand même.",
    bullets: [
      "Un membre du personnel au téléphone toute la soirée",
      "Des tickets écrits à la main que la cuisine n’arrivait pas à lire",
      "Des commandes de produits déjà épuisés",
      "Le chiffre d’affaires du jour additionné à la main à la fermeture",
    ],
  },
  solution: {
    title: "La solution",
    text: "Marco a choisi Starter avec Webshop, et loue l’appareil POS en plus. Voici ce qu’il utilise chaque jour :",
    checklist: [
      "Un webshop où les clients commandent et paient à l’avance",
      "L’appareil POS reçoit, confirme et imprime chaque commande",
      "L’heure de retrait ou de livraison réglée pour chaque commande",
      "Les produits épuisés désactivés d’une seule pression",
      "Le chiffre d’affaires du jour imprimé à la fermeture",
    ],
  },
  conclusion: {
    title: "Le résultat",
    text: "Le téléphone est calme et la cuisine travaille avec des tickets imprimés. Comme plus personne ne doit rester au téléphone, les frais d’exploitation sont jusqu’à {costSavings} moins élevés. Marco consacre désormais ces heures à la friteuse.",
  },
  cta: { label: "Découvrir l’appareil POS", product: "products.pos" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
