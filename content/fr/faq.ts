import type { FaqCopy } from "../types";

export default {
  meta: {
    title: "Questions fréquentes | Bestelwijs",
    description: "Les réponses aux 12 questions les plus fréquentes des restaurateurs : coûts, mise en ligne, versements et changement de formule.",
  },
  hero: {
    title: "Questions fréquentes sur les coûts, le démarrage et les versements",
    subtitle: "Les 12 questions que les restaurateurs nous posent le plus souvent, avec leur réponse. Votre question n’y figure pas ?",
  },
  contactLink: "Contactez-nous",
  listLabel: "Questions et réponses",
  labels: { how: "Comment ça marche ?", why: "Pourquoi ?" },
  items: {
    kosten: {
      question: "Que coûte Bestelwijs, et quand dois-je payer une commission ?",
      answer: {
        shape: "bullets-steps",
        text: "Vous avez le choix entre quatre formules, sans frais de mise en service ; l’appareil POS et les autocollants QR sont en option. Chaque formule comprend tout ce que contient la précédente. Vous ne payez une commission qu’avec la formule Gratuit, et uniquement sur les commandes abouties. Dans chaque formule, vous payez en plus des frais de paiement par paiement abouti, sans TVA.",
        bullets: [
          "Gratuit : {free} par mois, plus {commission} de commission HTVA sur les commandes abouties, avec Webshop",
          "Starter : {starter} par mois HTVA, sans commission, avec Webshop et QR",
          "Professional : {professional} par mois HTVA, sans commission, avec Webshop, QR et Page",
          "Enterprise : un prix sur mesure, sans commission, avec tout Professional et un gestionnaire de compte dédié",
        ],
        stepsIntro: "Pour choisir la formule qui vous convient :",
        steps: [
          "Choisissez une formule. Starter et Professional, vous les essayez d’abord gratuitement pendant {trialDays} jours.",
          "Regardez dans vos rapports combien vous vendez en ligne.",
          "Une autre formule vous conviendrait mieux ? Changez. C’est possible chaque mois.",
        ],
      },
    },
    proefperiode: {
      question: "Comment essayer d’abord Bestelwijs gratuitement ?",
      answer: {
        shape: "how-why",
        how: "Vous créez un compte sur le portail et choisissez Starter ou Professional. Pendant les {trialDays} premiers jours, vous ne payez aucun montant mensuel, et vous êtes en ligne sous {onboardingHours} heures. Ce qui est gratuit ou non, et ce qui se passe le jour {firstPaidDay}, se trouve sur la page des tarifs, sous « Comment fonctionne l’essai gratuit ».",
        why: "Vous voyez ainsi, avec de vraies commandes, si Bestelwijs convient à votre établissement, avant de payer quoi que ce soit.",
      },
    },
    uitbetalingen: {
      question: "Quand vais-je recevoir mon argent ?",
      answer: {
        shape: "what",
        text: "Nous versons les paiements en ligne sur votre compte bancaire. Voici ce que vous recevez :",
        what: [
          "Un versement chaque jour, chaque semaine ou chaque mois, selon votre choix",
          "Une facture automatique à chaque versement",
          "Un aperçu des paiements et des remboursements dans Manager",
        ],
      },
    },
    betaalmethoden: {
      question: "Comment mes clients peuvent-ils payer ?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "Par Bancontact, iDEAL, Apple Pay, Google Pay et carte de crédit, en Belgique et aux Pays-Bas. Bancontact et iDEAL passent par {idealProvider} ; la carte de crédit, Apple Pay et Google Pay par {cardProvider}. Un paiement vous coûte {bancontactFee} par Bancontact, {idealFee} par iDEAL et {cardFee} par carte de crédit, Apple Pay ou Google Pay, dans chaque formule, sans TVA.",
          "Vous devez quand même rembourser quelque chose ? Vous le faites vous-même depuis Manager. En moyenne, cela concerne {refundRate} des commandes.",
        ],
      },
    },
    "aan-de-slag": {
      question: "Dans combien de temps serai-je en ligne ?",
      answer: {
        shape: "bullets-closing",
        text: "Sous {onboardingHours} heures. Pour préparer votre webshop, nous avons besoin de ceci :",
        bullets: [
          "Votre menu avec les prix",
          "Vos heures d’ouverture et, si vous livrez, votre zone de livraison",
          "Le compte bancaire pour vos versements",
          "Votre logo et quelques photos, si vous en avez",
        ],
        closing:
          "Ensuite, nous préparons votre webshop et vous montrons comment recevoir les commandes. Vous ne payez pas de frais de mise en service ; l’appareil POS et les autocollants QR sont en option.",
      },
    },
    apparatuur: {
      question: "De quel matériel ai-je besoin ?",
      answer: {
        shape: "parts-bullets",
        parts: [
          "Pour commencer, vous n’avez besoin de rien de plus. Un GSM, une tablette ou un ordinateur suffit.",
          "Vous voulez un seul appareil pour toutes les commandes, au passe ou dans la poche de votre tablier ? Avec l’appareil POS, vous les recevez, les confirmez et les imprimez. Il est en option : vous l’achetez pour {posBuy} ou le louez pour {posRent} par mois, HTVA.",
          "Sur l’appareil POS, vous réglez aussi l’heure de retrait ou de livraison, effectuez des remboursements, fermez des créneaux et désactivez des produits.",
          "Vous avez déjà un système de caisse ou une imprimante ? Connectez-les à Bestelwijs. Les commandes vous parviennent ainsi :",
        ],
        bullets: [
          "Par e-mail",
          "Par une notification dans l’app ou sur le portail",
          "Par SMS, si vous le souhaitez",
          "Sur votre imprimante ou votre appareil POS",
          "Dans votre système de caisse connecté",
        ],
      },
    },
    "qr-stickers": {
      question: "Combien coûtent les autocollants QR ?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "Vous payez les autocollants QR à prix coûtant : {qrSticker} par autocollant, HTVA. Vous les commandez seulement si vous voulez utiliser QR ; pour le reste, il n’y a pas de frais de mise en service.",
          "Les autocollants résistent à la pluie et au vent : ils conviennent donc aussi à votre terrasse. Les clients scannent le code, commandent et paient à table.",
        ],
      },
    },
    "pakket-wisselen": {
      question: "Puis-je changer de formule plus tard ?",
      answer: {
        shape: "single",
        answer:
          "Oui, chaque mois. Si vous vendez plus que prévu, vous passez par exemple de Gratuit à Starter et payez un montant fixe au lieu de {commission} de commission, HTVA dans les deux cas. Vous gardez votre webshop, et QR s’y ajoute : chaque formule comprend tout ce que contient la précédente.",
      },
    },
    opzeggen: {
      question: "Comment résilier ?",
      answer: {
        shape: "single",
        answer:
          "Prévenez notre service clientèle par WhatsApp, téléphone ou e-mail. Chaque formule court de mois en mois, avec un préavis de {noticeMonths} mois. Si vous arrêtez pendant l’essai, les conditions de « Comment fonctionne l’essai gratuit » sur la page des tarifs s’appliquent.",
      },
    },
    printers: {
      question: "Puis-je imprimer les commandes ?",
      answer: {
        shape: "paragraphs",
        paragraphs: [
          "Oui. Vous faites imprimer les commandes directement sur une imprimante en cuisine ou derrière le comptoir.",
          "Vous travaillez avec l’appareil POS ? Il imprime chaque commande dès que vous la confirmez, et en fin de journée, aussi le chiffre d’affaires du jour.",
          "Vous avez déjà un système de caisse avec imprimante ? Grâce à une intégration, les commandes en ligne y arrivent, parmi vos autres tickets.",
          "La prise en charge des imprimantes est comprise dans chaque formule. Quelle imprimante convient à votre établissement ? Le centre d’aide vous le dit, ou demandez à notre service clientèle.",
        ],
      },
    },
    bezorggebieden: {
      question: "Comment définir ma zone de livraison ?",
      answer: {
        shape: "single",
        answer:
          "Vous dessinez vous-même votre zone de livraison sur la carte dans Manager. Il y a du monde ? Allongez le délai de livraison prévu, pour que vos clients sachent quand leur repas arrive.",
      },
    },
    hulp: {
      question: "À qui m’adresser si j’ai besoin d’aide ?",
      answer: {
        shape: "single",
        answer:
          "À notre service clientèle, tous les jours de {supportOpens} à {supportCloses} (heure belge), en néerlandais, par WhatsApp, téléphone et e-mail. Le centre d’aide propose aussi des guides. Le service clientèle est compris dans chaque formule, et avec Enterprise, vous avez en plus un gestionnaire de compte dédié.",
      },
    },
  },
} satisfies FaqCopy;
