import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Cas client : un restaurant de sushis | Bestelwijs",
    description:
      "Un restaurant de sushis vend via son propre webshop : box à composer soi-même, retrait ou livraison. Jusqu’à {moreRevenue} de chiffre d’affaires en plus.",
  },
  hero: {
    title: "Restaurant de sushis : plus de chiffre d’affaires avec son propre webshop",
    subtitle:
      "Les clients composent eux-mêmes leurs sushis avec le configurateur de produits et choisissent le retrait ou la livraison. Ils paient par Bancontact, iDEAL, Apple Pay, Google Pay ou carte de crédit. Jusqu’à {moreRevenue} de chiffre d’affaires en plus.",
  },
  fictionNote: "Exemple illustratif : les noms et l’établissement sont fictifs.",
  pictureAlt:
    "Le configurateur de produits de Sushi Kaido sur un GSM : le client choisit son poisson et ses extras, opte pour le retrait et voit le prix total",
  results: {
    label: "Résultats",
    items: [
      { value: "jusqu’à {moreRevenue}", text: "de chiffre d’affaires en plus" },
      { value: "jusqu’à {moreOrders}", text: "de commandes en plus par semaine" },
    ],
  },
  testimonials: {
    label: "Ce qu’en dit l’équipe",
    items: [
      {
        text: "Nos clients veulent composer leur propre box. Maintenant, ils le font tout simplement en ligne, et ils ajoutent plus souvent un extra.",
        name: "Lin Verhaegen",
        job_title: "Propriétaire, Sushi Kaido",
      },
      {
        text: "Chaque commande arrive claire et complète, avec tous les choix. En cuisine, nous n’avons plus rien à redemander.",
        name: "Tom Peeters",
        job_title: "Chef de cuisine, Sushi Kaido",
      },
    ],
  },
  challenge: {
    title: "Le défi",
    text: "Sushi Kaido, à Anvers, vendait ses sushis à emporter via une grande plateforme de commande. Une bonne partie de chaque commande partait en commission, et les clients ne pouvaient pas composer leur box comme ils le voulaient.",
    bullets: [
      "Une commission élevée sur chaque commande passée via une plateforme",
      "Pas de place pour leurs propres combinaisons et extras",
      "Pas de données clients propres, ni de contact avec les habitués",
      "Des clients belges qui voulaient payer par Bancontact",
    ],
  },
  solution: {
    title: "La solution",
    text: "Lin a choisi Starter avec son propre webshop, sans commission. Voici ce que cela comprend :",
    checklist: [
      "Un webshop avec le configurateur de produits pour composer sa box et ajouter des extras",
      "Le paiement par Bancontact, iDEAL, Apple Pay, Google Pay ou carte de crédit",
      "Retrait ou livraison, au choix du client",
      "Des réductions et des promotions pour les habitués, réglées dans Manager",
      "Des versements chaque semaine, avec une facture automatique à chaque versement",
    ],
  },
  conclusion: {
    title: "Le résultat",
    text: "Les clients commandent directement chez Sushi Kaido et composent eux-mêmes leur box. Le chiffre d’affaires hebdomadaire est jusqu’à {moreRevenue} plus élevé qu’avant, et comme seulement {refundRate} des commandes sont remboursées en moyenne chez Bestelwijs, Lin n’a guère de soucis à se faire pour les paiements.",
  },
  cta: { label: "Découvrir ce que permet le webshop", product: "products.webshop" },
  offer: { plan: "starter", products: ["webshop"] },
} satisfies CaseCopy;
