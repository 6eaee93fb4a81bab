import type { HomeCopy } from "../types";

export default {
  meta: {
    title: "Commande en ligne pour restaurants | Bestelwijs",
    description:
      "Webshop, QR, Page, l’appareil POS et Manager sur une plateforme. Webshop et QR avec Starter, {starter} par mois HTVA, essai gratuit de {trialDays} jours.",
  },
  hero: {
    title: "Recevez des commandes en ligne et à table, dans votre propre webshop",
    subtitle:
      "Webshop, Page, QR, Manager et POS fonctionnent ensemble. Vous gagnez du temps et gardez plus de bénéfice. Starter et Professional s’essaient gratuitement pendant {trialDays} jours, et vous êtes en ligne sous {onboardingHours} heures.",
  },
  heroImageAlt:
    "Le webshop de Burgerij Noord sur un GSM, avec un cheeseburger, des frites et une salade avec leurs prix, et deux plats dans le panier ; à côté, la commande arrive au restaurant, à retirer à 18 h 30",
  heroNote:
    "En ligne et à table ensemble avec Starter : {starter} par mois, HTVA. Pas de frais de mise en service : l’appareil POS et les autocollants QR sont en option.",
  slider: {
    title: "Plus de 1 000 modèles pour votre webshop",
    text: "Voici cinq exemples, de la sandwicherie au bar à sushis : choisissez un modèle qui correspond à votre établissement. Ajoutez votre logo, vos couleurs et vos photos, et votre webshop est prêt.",
    templates: {
      sushi: "Modèle de webshop pour Sakura Sushi : écran sombre, plats sur deux colonnes avec leurs prix",
      lunchroom: "Modèle de webshop pour la sandwicherie Het Zonnetje : vert clair, logo rond, sandwichs et soupe avec un bouton Ajouter",
      pizzeria: "Modèle de webshop pour Pizzeria Da Marco : bandeau rouge, la pizza margherita en grand, d’autres plats en dessous",
      grill: "Modèle de webshop pour Grillhouse Anatolia : brun foncé et orange, une liste de grillades avec leurs prix",
      snackbar: "Modèle de webshop pour Snackbar ’t Hoekje : jaune et bleu, frites et snacks en vignettes avec leurs prix",
    },
    previous: "Modèle précédent",
    next: "Modèle suivant",
  },
  keyFeatures: {
    title: "Ce que cela rapporte à votre établissement",
    intro: "Moins de tracas, plus de commandes et un prix honnête.",
    cards: [
      {
        icon: "growth",
        title: "Jusqu’à {moreRevenue} de chiffre d’affaires en plus",
        text: "Votre propre webshop et la commande à table vous apportent des commandes qui vous échapperaient autrement.",
      },
      {
        icon: "store",
        title: "Jusqu’à {moreOrders} de commandes en plus",
        text: "Vos clients commandent quand cela leur convient, en ligne ou à table, même quand votre ligne est occupée.",
      },
      {
        icon: "savings",
        title: "Jusqu’à {costSavings} de frais d’exploitation en moins",
        text: "Pas de commission avec une formule payante, et moins de temps passé à prendre des commandes par téléphone.",
      },
      {
        icon: "users",
        title: "{productivity} de productivité en plus",
        text: "Les commandes arrivent complètes et payées : votre équipe peut se consacrer à cuisiner et à servir.",
      },
      {
        icon: "refund",
        title: "Seulement {refundRate} des commandes remboursées",
        text: "Des commandes claires et des paiements fiables, c’est moins d’erreurs et moins de remboursements.",
      },
      {
        icon: "clock",
        title: "En ligne sous {onboardingHours} heures",
        text: "Nous configurons tout avec vous, et vous pouvez changer de formule chaque mois.",
      },
    ],
  },
  products: {
    title: "Une plateforme, cinq produits",
    intro: "Utilisez un seul produit ou les cinq. Ils partagent un même menu, une même liste de commandes et un seul compte.",
    cards: {
      "products.webshop": { name: "Webshop", text: "Votre propre webshop pour le retrait et la livraison, avec iDEAL, Bancontact et les cartes bancaires." },
      "products.page": { name: "Page", text: "Un site web avec son propre nom de domaine et son hébergement, relié à votre webshop." },
      "products.qr": { name: "QR", text: "La commande à table avec des autocollants résistants aux intempéries, en salle comme en terrasse." },
      "products.manager": { name: "Manager", text: "L’app et le portail pour votre menu, vos prix, votre stock, vos zones de livraison et vos rapports." },
      "products.pos": { name: "POS", text: "Un appareil maniable pour recevoir, confirmer et imprimer les commandes." },
    },
    more: "En savoir plus sur {product}",
  },
  integrations: {
    title: "Fonctionne avec les systèmes que vous utilisez déjà",
    text: "Connectez votre système de caisse, vos imprimantes, vos prestataires de paiement, votre logiciel de comptabilité et plus encore. Les commandes vous arrivent par e-mail, dans l’app, sur le portail ou par SMS.",
    link: "Voir toutes les intégrations",
  },
  testimonials: {
    title: "Ce qu’en disent les restaurateurs",
    note: "Citations illustratives : les noms et les établissements sont fictifs.",
    items: [
      {
        text: "Depuis que nous livrons nous-mêmes au lieu de passer par des apps de livraison, nous économisons environ {caseSavings} par mois. Et nos habitués nous trouvent toujours.",
        name: "Emre Y.",
        job_title: "Propriétaire d’un grill à Eindhoven",
      },
      {
        text: "Je confirme une commande sur l’appareil POS et le ticket sort aussitôt. Un vendredi soir chargé, ça nous évite bien des allers-retours.",
        name: "Marco van D.",
        job_title: "Propriétaire d’une friterie à Tilburg",
      },
      {
        text: "Les clients scannent l’autocollant sur leur table et commandent eux-mêmes. Nous servons plus de tables avec la même équipe.",
        name: "Mo H.",
        job_title: "Gérant d’une sandwicherie à Utrecht",
      },
    ],
  },
} satisfies HomeCopy;
