import type { PricingCopy } from "../types";

export default {
  meta: {
    title: "Tarifs et formules | Bestelwijs",
    description:
      "Gratuit : {commission} de commission par commande aboutie. Starter, avec Webshop et QR : {starter}, Professional {professional} par mois. HTVA, essai gratuit de {trialDays} jours.",
  },
  hero: {
    title: "Commencez gratuitement, ou choisissez un montant fixe sans commission",
    subtitle:
      "Chaque formule comprend tout ce que contient la précédente. Avec Gratuit, pas de montant fixe : seulement {commission} de commission sur les commandes abouties. Starter, avec Webshop et QR, coûte {starter} et Professional {professional} par mois. Tous les montants s’entendent HTVA.",
  },
  plansTitle: "Choisissez votre formule",
  vatNote:
    "Tous les prix s’entendent par mois, HTVA, la commission aussi. Aucune formule n’a de frais de mise en service. Les autocollants QR, l’appareil POS et les SMS sont en option : vous les achetez ou les louez seulement si vous le souhaitez. Starter et Professional s’essaient gratuitement pendant {trialDays} jours, et vous pouvez changer chaque mois.",
  included: "Inclus :",
  notIncluded: "Non inclus :",
  plans: {
    free: {
      title: "Gratuit",
      price: "{free}",
      period: "par mois, HTVA",
      subtitle: "Plus {commission} de commission HTVA sur les commandes abouties",
      description: "Commencez sans montant fixe par mois. Vous ne payez que lorsqu’une commande aboutit.",
      enabledFeatures: ["Webshop", "Votre logo, vos couleurs et vos photos", "Manager Basique"],
      disabledFeatures: ["QR, la commande à table", "Page, votre site web", "Rapports avancés", "Utilisateurs supplémentaires"],
      start: "Commencer gratuitement",
    },
    starter: {
      title: "Starter",
      price: "{starter}",
      period: "par mois, HTVA",
      subtitle: "Pas de commission",
      description: "Tout Gratuit, plus la commande à table : des commandes en ligne et à table pour un seul montant fixe.",
      enabledFeatures: ["Webshop", "QR, la commande à table", "Votre logo, vos couleurs et vos photos", "3 rapports avancés", "Manager Avancé"],
      disabledFeatures: ["Page, votre site web", "Utilisateurs supplémentaires"],
      start: "Essayer {trialDays} jours gratuitement",
    },
    professional: {
      title: "Professional",
      price: "{professional}",
      period: "par mois, HTVA",
      subtitle: "Pas de commission",
      description: "Tout Starter, plus votre propre site web et tous les rapports que vous voulez.",
      enabledFeatures: [
        "Webshop",
        "QR, la commande à table",
        "Page, votre site web",
        "Votre logo, vos couleurs et vos photos",
        "Rapports avancés : illimités",
        "Utilisateurs supplémentaires : 2",
        "Manager Premium",
      ],
      disabledFeatures: ["Un gestionnaire de compte dédié"],
      start: "Essayer {trialDays} jours gratuitement",
    },
    enterprise: {
      title: "Enterprise",
      price: "Sur mesure",
      period: "sur devis",
      subtitle: "Pas de commission",
      description: "Tout Professional, aussi pour les chaînes, avec un accompagnement personnel.",
      enabledFeatures: [
        "Webshop, QR et Page",
        "Votre logo, vos couleurs et vos photos",
        "Rapports avancés : illimités",
        "Utilisateurs supplémentaires : illimités",
        "Manager Premium, toutes les fonctions",
        "Un gestionnaire de compte dédié",
        "Mise en avant sur les réseaux sociaux",
      ],
      disabledFeatures: [],
      start: "Nous contacter",
    },
  },
  calculator: {
    title: "Commission ou montant fixe ?",
    intro:
      "Avec peu de chiffre d’affaires en ligne, Gratuit vous revient le moins cher ; avec davantage, c’est un montant fixe. À partir de {breakEven} de chiffre d’affaires par mois, Starter coûte moins que {commission} de commission. Tous les montants s’entendent HTVA.",
    label: "Chiffre d’affaires en ligne prévu par mois",
    hint: "En euros, par exemple 1500.",
    resultsFor: "Vos coûts pour {revenue} par mois, HTVA",
    perMonth: "par mois",
    commissionLine: "{commission} de {revenue}",
    flatLine: "Montant fixe, sans commission",
    custom: "Sur mesure",
    cheapest: "La moins chère",
    tie: "Même prix",
    breakEven: "À partir de {amount} de chiffre d’affaires par mois, {plan} est la formule la moins chère.",
    professionalAdds:
      "Professional coûte {professionalOverStarter} de plus par mois que Starter. Vous y ajoutez Page, votre site web avec son propre nom de domaine, des rapports avancés sans limite et 2 utilisateurs supplémentaires.",
    paymentsLine: "Frais de paiement, dans chaque formule, sans TVA",
    paymentsNote:
      "Ce que coûtent les paiements de vos clients, en plus de votre formule : calculé avec des commandes de {averageOrder} en moyenne, payées par iDEAL ({idealShare}), Bancontact ({bancontactShare}), carte de crédit ({cardShare}) et Apple Pay ou Google Pay ({walletShare}).",
    summary:
      "Pour {revenue} par mois, {plan} est la formule la moins chère : {amount} par mois, HTVA. Avec environ {payments} de frais de paiement en plus, sur lesquels il n’y a pas de TVA, vous payez {total} par mois, HTVA. Ce que vous choisissez d’ajouter, comme un appareil POS, des autocollants QR ou des SMS, n’est pas compté ici.",
    invalid: "Indiquez un montant en euros, par exemple 1500.",
    tieSummary:
      "Pour {revenue} par mois, {plans} coûtent le même prix : {amount} par mois, HTVA. Avec environ {payments} de frais de paiement en plus, vous payez {total}.",
    and: "et",
    negative: "Le chiffre d’affaires ne peut pas être négatif. Indiquez le montant sans signe moins.",
    tooLarge: "Le calculateur accepte au maximum {maxRevenue} de chiffre d’affaires par mois. Indiquez un montant plus bas.",
    examples: {
      caption: "Ce que coûte chaque formule par mois pour ce chiffre d’affaires, HTVA",
      revenue: "Chiffre d’affaires en ligne par mois",
      note: "Les formules seules, HTVA. Les frais de paiement s’y ajoutent, identiques dans chaque formule et sans TVA : environ {paymentShare} de votre chiffre d’affaires avec une répartition habituelle des moyens de paiement.",
    },
  },
  table: {
    title: "Comparez les formules",
    caption: "Ce que comprend chaque formule",
    swipeHint: "Balayez pour en voir plus",
    regionLabel: "Comparaison des formules",
    featureHeader: "Élément",
    yes: "Inclus",
    no: "Non inclus",
    rows: [
      { label: "Prix par mois (HTVA)", cells: ["{free}", "{starter}", "{professional}", "Sur mesure"] },
      { label: "Commission sur les commandes abouties (HTVA)", cells: ["{commission}", "Aucune", "Aucune", "Aucune"] },
      { label: "Frais de mise en service", cells: ["{zero}", "{zero}", "{zero}", "{zero}"] },
      { label: "Produits", cells: ["Webshop", "Webshop et QR", "Webshop, QR et Page", "Webshop, QR et Page"] },
      { label: "Votre logo, vos couleurs et vos photos", cells: [true, true, true, true] },
      { label: "Rapports avancés", cells: ["Aucun", "3", "Illimités", "Illimités"] },
      { label: "Utilisateurs supplémentaires", cells: ["Aucun", "Aucun", "2", "Illimités"] },
      {
        label: "Appareil POS",
        cells: [
          "En option, à l’achat ou en location",
          "En option, à l’achat ou en location",
          "En option, à l’achat ou en location",
          "En option, à l’achat ou en location",
        ],
      },
      { label: "Manager", cells: ["Basique", "Avancé", "Premium", "Premium, toutes les fonctions"] },
      { label: "Gestionnaire de compte dédié", cells: [false, false, false, true] },
      { label: "Mise en avant sur les réseaux sociaux", cells: [false, false, false, true] },
    ],
    includedTitle: "Compris dans chaque formule",
    includedRows: [
      "Gestion des commandes",
      "Aperçu de vos ventes",
      "Créateur de menu",
      "Configurateur de produits",
      "Réductions et promotions",
      "Intégrations",
      "Prise en charge des imprimantes",
      "Présence sur la place de marché, si vous le souhaitez",
      "Service clientèle",
    ],
  },
  trial: {
    title: "Comment fonctionne l’essai gratuit",
    intro: "L’essai gratuit accompagne Starter et Professional. Tout ce qui s’y applique se trouve ici.",
    items: [
      {
        title: "Ce qui est gratuit",
        text: "Pendant les {trialDays} premiers jours, vous ne payez aucun montant mensuel pour Starter ou Professional. Vous avez tout ce que comprend la formule, et vous êtes en ligne sous {onboardingHours} heures.",
      },
      {
        title: "Ce que vous payez",
        text: "Les frais de paiement par paiement abouti, comme toujours, sans TVA. Et ce que vous choisissez d’ajouter : des autocollants QR ({qrSticker} pièce), un appareil POS (à l’achat pour {posBuy} ou en location pour {posRent} par mois) et des SMS ({smsPrice} par SMS), le tout HTVA.",
      },
      {
        title: "Arrêter pendant l’essai",
        text: "Si vous résiliez avant la fin de l’essai, par WhatsApp, téléphone ou e-mail, votre formule s’arrête le jour {trialDays}. Aucun préavis ne s’applique et vous ne payez aucun montant mensuel.",
      },
      {
        title: "Le jour {firstPaidDay}",
        text: "Si vous ne résiliez pas, votre formule continue et vous payez le montant mensuel à partir du jour {firstPaidDay}, HTVA. Dès lors, vous résiliez avec un préavis de {noticeMonths} mois, comme pour chaque formule.",
      },
    ],
  },
  costs: {
    title: "Ce que vous payez en plus",
    intro: "En plus de votre formule, vous ne payez que les paiements de vos clients et ce que vous choisissez vous-même d’ajouter. Sans petits caractères.",
    payments: {
      title: "Frais de paiement par paiement abouti",
      caption: "Ce que coûte un paiement, par moyen de paiement",
      methodHeader: "Moyen de paiement",
      costHeader: "Par paiement",
      rows: [
        { method: "iDEAL", provider: "via {idealProvider}", cost: "{idealFee}" },
        { method: "Bancontact", provider: "via {idealProvider}", cost: "{bancontactFee}" },
        { method: "Carte de crédit et carte de débit", provider: "via {cardProvider}", cost: "{cardFee}" },
        { method: "Apple Pay et Google Pay", provider: "via {cardProvider}", cost: "{walletFee}" },
      ],
      note: "Le pourcentage porte sur le montant du paiement. Les frais de paiement sont identiques dans chaque formule et s’y ajoutent, y compris à la commission de Gratuit. Ils ne sont pas soumis à la TVA : les services de paiement en sont exonérés. Un paiement échoué ne coûte rien.",
    },
    items: [
      {
        title: "Appareil POS",
        text: "En option, avec chaque formule : achetez-le pour {posBuy} ou louez-le pour {posRent} par mois, HTVA. La location se résilie chaque mois, comme votre formule.",
      },
      { title: "Autocollants QR", text: "{qrSticker} par autocollant, HTVA : le prix coûtant. Commandez-en autant que vous avez de tables." },
      {
        title: "SMS",
        text: "Vous voulez aussi recevoir vos commandes par SMS ? Cela coûte {smsPrice} par SMS, HTVA. C’est désactivé tant que vous ne l’activez pas.",
      },
      {
        title: "Au mois, sans contrat annuel",
        text: "Chaque formule court de mois en mois. Vous résiliez avec un préavis de {noticeMonths} mois, et vous pouvez changer de formule chaque mois.",
      },
      {
        title: "Service clientèle",
        text: "Tous les jours de {supportOpens} à {supportCloses} (heure belge), en néerlandais, par WhatsApp, téléphone et e-mail. Dans chaque formule.",
      },
    ],
  },
} satisfies PricingCopy;
