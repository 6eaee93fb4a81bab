import type { CaseCopy } from "../types";

export default {
  meta: {
    title: "Cas client : une sandwicherie | Bestelwijs",
    description:
      "Comment une sandwicherie gère le coup de feu de midi avec Webshop et QR : commande en ligne à l’avance et à table. Jusqu’à {moreOrders} de commandes en plus.",
  },
  hero: {
    title: "Sandwicherie : plus de commandes avec Webshop et QR",
    subtitle:
      "Les clients commandent leur lunch en ligne à l’avance et le retirent au comptoir. En salle, ils commandent via le code QR sur la table. La file reste courte pendant le coup de feu de midi. Résultat : jusqu’à {moreOrders} de commandes en plus.",
  },
  fictionNote: "Exemple illustratif : les noms et l’établissement sont fictifs.",
  pictureAlt: "Le webshop de Lunchroom Zuiderzon sur un GSM : des sandwichs, un bowl et une soupe avec leurs prix, et un retrait à 12 h 15 choisi",
  results: {
    label: "Résultats",
    items: [
      { value: "jusqu’à {moreOrders}", text: "de commandes en plus" },
      { value: "{productivity}", text: "de productivité en plus derrière le comptoir" },
    ],
  },
  testimonials: {
    label: "Ce qu’en dit l’équipe",
    items: [
      {
        text: "À midi et demi, la file allait jusque dans la rue. Maintenant, la moitié des lunchs est prête avant que le client n’entre.",
        name: "Sanne Kuipers",
        job_title: "Propriétaire, Lunchroom Zuiderzon",
      },
      {
        text: "Les clients commandent à table et paient tout de suite. Nous ne faisons plus d’allers-retours avec un carnet de commandes.",
        name: "Mo Haddou",
        job_title: "Gérant, Lunchroom Zuiderzon",
      },
    ],
  },
  challenge: {
    title: "Le défi",
    text: "Lunchroom Zuiderzon, à Utrecht, réalise l’essentiel de son chiffre d’affaires entre midi et deux. C’est justement à ce moment-là que le téléphone, la caisse et les tables qui attendaient l’addition faisaient perdre du temps.",
    bullets: [
      "Une longue file au comptoir pendant le coup de feu de midi",
      "Des commandes par téléphone mal notées",
      "Des clients qui renonçaient parce que l’attente était trop longue",
      "Un personnel plus occupé à encaisser qu’à servir",
    ],
  },
  solution: {
    title: "La solution",
    text: "Sanne a choisi Starter, avec Webshop et QR, pour {starter} par mois, HTVA. Sous {onboardingHours} heures, la sandwicherie était en ligne. Voici ce que l’équipe utilise :",
    checklist: [
      "Un webshop à son nom, où les clients commandent leur lunch à l’avance et choisissent une heure de retrait",
      "Des autocollants QR sur chaque table, pour que les clients commandent et paient eux-mêmes",
      "Le paiement par iDEAL, Apple Pay, Google Pay ou carte de crédit",
      "Les commandes imprimées directement en cuisine",
      "Des créneaux que l’équipe ferme quand la cuisine est débordée",
    ],
  },
  conclusion: {
    title: "Le résultat",
    text: "La file est plus courte et la cuisine sait à l’avance ce qui arrive. La sandwicherie reçoit jusqu’à {moreOrders} de commandes en plus, et l’équipe gagne {productivity} de productivité, parce que plus personne ne doit prendre les commandes ni encaisser à table.",
  },
  cta: { label: "Découvrir la commande à table avec QR", product: "products.qr" },
  offer: { plan: "starter", products: ["webshop", "qr"] },
} satisfies CaseCopy;
