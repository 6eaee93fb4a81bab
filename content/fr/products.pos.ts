import type { ProductCopy } from "../types";

export default {
  meta: {
    title: "Appareil POS pour vos commandes | Bestelwijs",
    description:
      "Recevez, confirmez et imprimez les commandes sur un appareil. Réglez aussi l’heure de retrait ou de livraison, remboursez et fermez des créneaux.",
  },
  hero: {
    title: "Toutes les commandes en main : recevoir, confirmer, imprimer",
    subtitle:
      "Vous confirmez chaque nouvelle commande d’une seule pression, et l’appareil POS imprime aussitôt le ticket pour la cuisine. Vous réglez l’heure de retrait ou de livraison, désactivez les produits épuisés et imprimez le chiffre d’affaires du jour après la fermeture.",
  },
  heroImageAlt:
    "L’appareil POS de Cafetaria De Spits avec une nouvelle commande : des frites, une fricadelle spéciale et un kipcorn avec leurs options, à retirer à six heures moins le quart, payée par iDEAL, et les boutons Confirmer et Imprimer. Le ticket imprimé sort par le haut.",
  intro: {
    title: "Conçu pour le comptoir, pas pour le bureau",
    paragraphs: [
      "L’appareil POS reste au passe ou dans la poche de votre tablier. Les nouvelles commandes s’affichent aussitôt à l’écran, et vous les confirmez d’une seule pression.",
      "L’appareil imprime chaque commande dès que vous la confirmez, pour que la cuisine puisse commencer tout de suite. Vous réglez l’heure de retrait ou de livraison, et votre client sait exactement quand son repas est prêt.",
    ],
  },
  features: {
    title: "Ce que fait l’appareil POS",
    intro: "Un seul appareil pour tout le service, de la première commande au chiffre d’affaires du jour.",
    cards: [
      { icon: "bell", title: "Recevoir et confirmer", text: "Voyez chaque nouvelle commande aussitôt et confirmez-la d’une seule pression." },
      { icon: "printer", title: "Chaque commande sur papier", text: "Un ticket pour la cuisine dès que vous confirmez." },
      {
        icon: "clock",
        title: "Régler l’heure de retrait ou de livraison",
        text: "Choisissez l’heure pour chaque commande, pour que votre client sache quand passer ou quand le livreur arrive.",
      },
      { icon: "refund", title: "Rembourser sur-le-champ", text: "Un souci avec une commande ? Remboursez le montant tout de suite depuis l’appareil." },
      {
        icon: "stock",
        title: "Fermer des créneaux, désactiver des produits",
        text: "Trop de monde ou plus de stock ? Fermez un créneau ou désactivez un produit en quelques secondes.",
      },
    ],
  },
  outro: {
    title: "Clôturez la journée en une impression",
    paragraphs: [
      "Après la fermeture, imprimez le chiffre d’affaires du jour depuis l’appareil. Plus besoin d’additionner les tickets : vous voyez en un coup d’œil ce qui est rentré.",
      "L’appareil POS fonctionne avec Webshop, Page et QR, et avec Manager pour le reste de votre établissement. Il est en option, avec n’importe quelle formule : vous l’achetez pour {posBuy} ou le louez pour {posRent} par mois, HTVA.",
    ],
  },
} satisfies ProductCopy;
